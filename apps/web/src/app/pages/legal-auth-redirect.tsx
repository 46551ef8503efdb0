import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../shared/ui/placeholder-page';

/** Where legal entities sign in; a deployment may point it at its own service. */
const LEGAL_AUTH_URL: string = import.meta.env.VITE_LEGAL_AUTH_URL ?? '/legal/auth';

function isThisPage(target: string): boolean {
  const url = new URL(target, window.location.href);
  return (
    url.origin === window.location.origin &&
    url.pathname.replace(/\/$/, '') === window.location.pathname.replace(/\/$/, '')
  );
}

/**
 * /legal/auth lives outside this app: leave by a full page load. If the server answered that
 * address with this app itself, leaving again would loop forever, so say where to go instead.
 */
export function LegalAuthRedirect() {
  const { t } = useTranslation('site');
  const loops = isThisPage(LEGAL_AUTH_URL);
  useEffect(() => {
    if (!loops) window.location.assign(LEGAL_AUTH_URL);
  }, [loops]);
  return loops ? <PlaceholderPage title={t('legalAuth.title')} text={t('legalAuth.unavailable')} /> : null;
}
