import { Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { OperatorLogin } from '../../features/operator/components/operator-login';
import { operatorLogout } from '../../features/operator/api/operator-login';
import { getToken, setToken } from '../../shared/auth/auth-state';
import { onTokenRefused } from '../../shared/http/api-client';
import { PageLoading } from '../../shared/ui/page-loading';
import { areasOf, CONSOLE_AREAS, type ConsoleArea } from './console-areas';
import type { ConsoleContext } from './console-context';
import { ConsoleNav } from './console-nav';
import { readMember, writeMember, type OperatorMember } from './operator-member';

/** Every console query key starts with 'operator' (features/operator-*), so sign-out drops them all. */
const isConsoleQuery = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith('operator');

/**
 * /operator (issue 20): the city's staff console. Without an operator token (or with one from
 * before roles, which has no member stored) it is the sign-in; after it, the areas of the role
 * beside the open one. The operator token is kept apart from a driver's on the same browser.
 */
export function OperatorConsoleLayout() {
  const { t } = useTranslation(['operator', 'operator-staff', 'errors']);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [member, setMember] = useState<OperatorMember | null>(() =>
    getToken('operator') ? readMember() : null,
  );

  useEffect(() => {
    return onTokenRefused('operator', () => setMember(null));
  }, []);

  const signOut = () => {
    void operatorLogout().catch(() => {});
    setToken('operator', null);
    writeMember(null);
    queryClient.removeQueries({ predicate: (query) => isConsoleQuery(query.queryKey) });
    setMember(null);
  };

  if (!member) {
    return (
      <Container component="section" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          {t('console.title')}
        </Typography>
        <OperatorLogin
          onSignedIn={(token, operator) => {
            setToken('operator', token);
            writeMember(operator);
            setMember(operator);
          }}
        />
      </Container>
    );
  }

  const areas = areasOf(member.role);
  const segment = /\/operator\/([^/]+)/.exec(pathname)?.[1];
  const current = CONSOLE_AREAS.find((area) => area === segment) as ConsoleArea | undefined;
  const context: ConsoleContext = { member, areas };

  return (
    <Container component="section" maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2, justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="h1">
          {t('console.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography color="text.secondary" noWrap sx={{ minWidth: 0 }}>
            {member.name || member.login}
          </Typography>
          <Chip size="small" label={t(`operator-staff:roles.${member.role}`)} />
          <Button size="small" variant="outlined" onClick={signOut} startIcon={<LogoutIcon />}>
            {t('logout')}
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 3 } }}>
        <ConsoleNav areas={areas} current={current} />
        <Box
          component="section"
          sx={{ flex: 1, minWidth: 0 }}
          aria-label={current && t(`console.areas.${current}`)}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet context={context} />
          </Suspense>
        </Box>
      </Box>
    </Container>
  );
}
