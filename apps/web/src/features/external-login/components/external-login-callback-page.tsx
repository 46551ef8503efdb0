import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** Stand-in until the external-login issue lands: the route, its guard and its texts are already real. */
export function ExternalLoginCallbackPage() {
  const { t } = useTranslation('external-login');
  return <PlaceholderPage title={t('title')} text={t('pending')} />;
}
