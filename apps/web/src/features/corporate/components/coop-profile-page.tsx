import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** Stand-in until the corporate issue lands: the route, its guard and its texts are already real. */
export function CoopProfilePage() {
  const { t } = useTranslation('corporate');
  return <PlaceholderPage title={t('title')} text={t('pending')} />;
}
