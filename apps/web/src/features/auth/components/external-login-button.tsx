import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { createExternalLoginState } from '../../../shared/auth/external-login-state';

/** Where the provider sends the driver back (document 1, section 2), without a language prefix. */
export const EXTERNAL_LOGIN_CALLBACK_PATH = '/callback/YandexLogin.html';

/** The provider's authorize address for the OAuth 2.0 implicit flow (response_type=token). */
export function externalAuthorizeUrl(authorizeUrl: string, clientId: string, state: string): string {
  const url = new URL(authorizeUrl, window.location.href);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', `${window.location.origin}${EXTERNAL_LOGIN_CALLBACK_PATH}`);
  url.searchParams.set('state', state);
  return url.toString();
}

/**
 * Log in with the external identity provider. The same window, not a popup: pop-up blockers and
 * phones make popups unreliable, and the callback page finishes the login on its own.
 */
export function ExternalLoginButton({ clientId, authorizeUrl }: { clientId: string; authorizeUrl: string }) {
  const { t } = useTranslation('loginForm');
  return (
    <Button
      variant="outlined"
      fullWidth
      size="large"
      onClick={() =>
        window.location.assign(externalAuthorizeUrl(authorizeUrl, clientId, createExternalLoginState()))
      }
      startIcon={
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="12" fill="#fc3f1d" />
          <path
            d="M13.3 18.5h2.2V5.5h-3.2c-3.2 0-4.9 1.6-4.9 4 0 2 1 3.1 2.8 4.3l-3 4.7h2.4l3.3-5.1-1.1-.8c-1.4-.9-2-1.7-2-3.2 0-1.4 1-2.3 2.8-2.3h.9v11.4z"
            fill="#fff"
          />
        </svg>
      }
    >
      {t('external')}
    </Button>
  );
}
