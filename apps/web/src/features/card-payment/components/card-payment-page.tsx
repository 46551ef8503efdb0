import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** Stand-in until the card-payment issue lands: the route, its guard and its texts are already real. */
export function CardPaymentPage() {
  const { t } = useTranslation('card-payment');
  return <PlaceholderPage title={t('title')} text={t('pending')} />;
}
