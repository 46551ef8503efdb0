import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** Stand-in until the registration issue lands: the route, its guard and its texts are already real. */
export function RegistrationPage() {
  const { t } = useTranslation('registration');
  return <PlaceholderPage title={t('title')} text={t('pending')} />;
}
