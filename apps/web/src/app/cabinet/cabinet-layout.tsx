import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import LogoutIcon from '@mui/icons-material/Logout';
import { Navigate, Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/api/logout';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { useSettingsFlags } from '../../shared/options/api/get-settings-flags';
import { useProfile } from '../../shared/profile/api/get-profile';
import { ErrorPanel } from '../../shared/ui/error-panel';
import { PageLoading } from '../../shared/ui/page-loading';
import { cabinetRedirect } from './cabinet-redirect';
import { cabinetMenu } from './cabinet-menu';

/**
 * The cabinet frame (document 2 §2): the menu of the sections the settings allow, as scrolling
 * tabs (they fit a phone as well as a desktop), and the section below. A profile that fails to
 * load (a dropped connection: a refusal already logged the driver out) shows retry and logout.
 * A bare /profile and a section the settings hide go to the first menu item.
 */
export function CabinetLayout() {
  const { t } = useTranslation(['cabinet', 'header']);
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const logout = useLogout();
  const settings = useSettingsFlags();
  const profile = useProfile();
  const items = cabinetMenu(settings.data);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const current = items.find((item) => pathname.endsWith(item.path))?.path ?? false;
  const redirect = cabinetRedirect(pathname, settings.data);
  if (redirect) return <Navigate to={to(redirect)} replace />;

  return (
    <>
      <Box component="nav" aria-label={t('frame.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          {/* below md the tabs overflow: the arrows are there from the first frame ("auto" adds
              them once measured and moves every tab) */}
          <Tabs
            value={current}
            variant="scrollable"
            scrollButtons={narrow ? true : 'auto'}
            allowScrollButtonsMobile
          >
            {items.map((item) => (
              <Tab
                key={item.section}
                value={item.path}
                label={t(item.labelKey)}
                component={RouterLink}
                to={to(item.path)}
              />
            ))}
          </Tabs>
        </Container>
      </Box>
      {profile.isError ? (
        <Container maxWidth="sm">
          <ErrorPanel
            error={profile.error}
            title={t('frame.profileError')}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
          <Stack sx={{ alignItems: 'center' }}>
            <Button startIcon={<LogoutIcon />} onClick={() => void logout()}>
              {t('header:profile.logout')}
            </Button>
          </Stack>
        </Container>
      ) : (settings.data || settings.isError) && profile.data ? (
        <Outlet />
      ) : (
        // Every section is drawn from the profile and the settings: drawn before them, its form
        // would grow (a topic list, a default zone) and push what is below (CLS). A screen-tall wait.
        <PageLoading minHeight="100dvh" />
      )}
    </>
  );
}
