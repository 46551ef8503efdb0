import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { takeExternalLoginState } from '../../../shared/auth/external-login-state';
import { startSession } from '../../../shared/auth/session';
import { errorNameOf } from '../../../shared/http/error-name';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { openModal } from '../../../shared/modals/modal-store';
import { PageContainer } from '../../../shared/ui/page-container';
import { PageLoading } from '../../../shared/ui/page-loading';
import { loginExternal } from '../api/login-external';
import { parseCallbackHash } from '../lib/parse-callback-hash';

/**
 * /callback/YandexLogin.html: where the identity provider returns the driver with an access
 * token in the fragment. The state must be the one this tab sent (else a forged link could log
 * the driver into someone else's account); the token is exchanged for ours and the map opens.
 */
export function ExternalLoginCallbackPage() {
  const { t } = useTranslation(['external-login', 'errors']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { hash, pathname } = useLocation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Once: the state is single-use and StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    const { accessToken, state } = parseCallbackHash(hash);
    // The provider's token must not stay in the address bar or the history.
    void navigate(pathname, { replace: true });
    if (!takeExternalLoginState(state) || !accessToken) {
      console.warn('External login: missing token or unexpected state');
      setFailed(true);
      return;
    }
    loginExternal(accessToken).then(
      (token) => {
        startSession(token);
        void navigate(to('/'), { replace: true });
      },
      (error: unknown) => {
        console.warn(`External login failed: ${errorNameOf(error)}`);
        setFailed(true);
      },
    );
  }, [hash, pathname, navigate, to]);

  if (!failed) return <PageLoading />;
  return (
    <PageContainer title={t('title')} maxWidth="sm">
      <Stack spacing={2.5}>
        <Alert severity="error">{t('errors:ExternalLoginError')}</Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" onClick={() => openModal({ kind: 'login' })}>
            {t('retry')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={to('/')}>
            {t('toMain')}
          </Button>
        </Stack>
      </Stack>
    </PageContainer>
  );
}
