import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** Stand-in until the guest-payment issue lands: the route, its guard and its texts are already real. */
export function GuestPaymentPage() {
  const { t } = useTranslation('guest-payment');
  return <PlaceholderPage title={t('title')} text={t('pending')} />;
}
