import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export type ProfileSection =
  | 'parking'
  | 'operations'
  | 'abonements'
  | 'my-profile'
  | 'penalty'
  | 'feedback'
  | 'constructor'
  | 'receipts';

/** Stand-in for a cabinet section (document 2) until its issue lands; routes and guard are real. */
export function ProfileSectionPage({ section }: { section: ProfileSection }) {
  const { t } = useTranslation('profile');
  return <PlaceholderPage title={t(`sections.${section}`)} text={t('pending')} />;
}
