import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import BusinessIcon from '@mui/icons-material/Business';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MapIcon from '@mui/icons-material/Map';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/api/logout';
import { useAuthState } from '../../shared/auth/auth-state';
import { useLanguage, useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { openModal } from '../../shared/modals/modal-store';
import { useSiteOptions } from '../../shared/options/api/get-site-options';
import { toMenuLinks } from '../../shared/options/menu-items';
import { AppStoreLinks } from './app-store-links';
import { BrandMark } from './brand-mark';
import { menuLinkProps } from './menu-link-props';
import { SupportContacts } from './support-contacts';

const isRegistrationPath = (path: string) => /^\/(en\/)?registration\/?$/.test(path);
const isMapPath = (path: string) => /^\/(en\/?)?$/.test(path);

/** Side menu of document 1, section 2: map, configured items, account, app links, support. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('menu');
  const lang = useLanguage();
  const to = useLocalizedPath();
  const logoutAndLeave = useLogout();
  const { isLoggedIn, isCompany } = useAuthState();
  // A company alone has its cabinet for an account: the driver's login and registration are not
  // for it (the header does the same).
  const companyAlone = isCompany && !isLoggedIn;
  const options = useSiteOptions();
  // The Registration item is hidden when logged in (document 1, section 2); the map leads the
  // menu as our own item, so a configured map entry would only list it twice.
  const items = toMenuLinks(options.menuItems.mobile, lang).filter(
    (link) => !((isLoggedIn || companyAlone) && isRegistrationPath(link.path)) && !isMapPath(link.path),
  );

  // Registration is offered once: the configured item if there is one, else our own.
  const configuredRegistration = options.menuItems.mobile.some((item) => isRegistrationPath(item.path));

  const logout = () => {
    onClose();
    void logoutAndLeave();
  };

  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}>
      <Box
        component="nav"
        aria-label={t('label')}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2 }}>
          <BrandMark size={36} />
          <Typography sx={{ fontWeight: 700 }}>{t('common:appName')}</Typography>
        </Box>
        <Divider />
        <List onClick={onClose}>
          <ListItemButton component={RouterLink} to={to('/')}>
            <ListItemIcon>
              <MapIcon />
            </ListItemIcon>
            <ListItemText primary={t('map')} />
          </ListItemButton>
          {isLoggedIn ? (
            <ListItemButton component={RouterLink} to={to('/profile')}>
              <ListItemIcon>
                <AccountCircleIcon />
              </ListItemIcon>
              <ListItemText primary={t('cabinet')} />
            </ListItemButton>
          ) : companyAlone ? (
            <ListItemButton component={RouterLink} to={to('/coop-profile')}>
              <ListItemIcon>
                <BusinessIcon />
              </ListItemIcon>
              <ListItemText primary={t('corporate')} />
            </ListItemButton>
          ) : (
            <>
              <ListItemButton onClick={() => openModal({ kind: 'login' })}>
                <ListItemIcon>
                  <LoginIcon />
                </ListItemIcon>
                <ListItemText primary={t('login')} />
              </ListItemButton>
              {!configuredRegistration && (
                <ListItemButton component={RouterLink} to={to('/registration')}>
                  <ListItemIcon>
                    <PersonAddIcon />
                  </ListItemIcon>
                  <ListItemText primary={t('registration')} />
                </ListItemButton>
              )}
            </>
          )}
          {items.map((link) => (
            <ListItemButton key={link.key} {...menuLinkProps(link, to)}>
              <ListItemIcon>
                {isRegistrationPath(link.path) ? <PersonAddIcon /> : <ChevronRightIcon />}
              </ListItemIcon>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
          {isLoggedIn && (
            <ListItemButton onClick={logout}>
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('logout')} />
            </ListItemButton>
          )}
        </List>
        <Box sx={{ mt: 'auto', px: 2, pb: 3, pt: 1 }}>
          {Object.values(options.appLinks).some(Boolean) && (
            <>
              <Typography variant="overline" color="text.secondary" component="h2">
                {t('apps')}
              </Typography>
              <Box sx={{ mb: 2 }}>
                <AppStoreLinks appLinks={options.appLinks} />
              </Box>
            </>
          )}
          {(options.contacts.phone || options.contacts.email) && (
            <>
              <Typography variant="overline" color="text.secondary" component="h2">
                {t('support')}
              </Typography>
              <SupportContacts contacts={options.contacts} />
            </>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
