import Container from '@mui/material/Container';
import { Navigate, Outlet } from 'react-router';
import { getCurrentCity } from '../../shared/city/current-city';
import { useAuthState } from '../../shared/auth/auth-state';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { useSettingsFlags } from '../../shared/options/api/get-settings-flags';
import { ErrorPanel } from '../../shared/ui/error-panel';
import { PageLoading } from '../../shared/ui/page-loading';
import { decideAccess, type AccessRule } from './access-rules';

/** Layout route that lets its pages render only for the visitors the rule admits. */
export function RouteGuard({ rule }: { rule: AccessRule }) {
  const auth = useAuthState();
  const to = useLocalizedPath();
  const settings = useSettingsFlags({ enabled: rule === 'guest-payment' });
  const decision = decideAccess(rule, {
    ...auth,
    hasUpdatePage: getCurrentCity().hasUpdatePage,
    useSessionWithoutRegister: settings.data?.useSessionWithoutRegister,
  });
  if (decision === 'redirect') return <Navigate to={to('/')} replace />;
  if (decision === 'wait') {
    return settings.isError ? (
      <Container>
        <ErrorPanel
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      </Container>
    ) : (
      <PageLoading />
    );
  }
  return <Outlet />;
}
