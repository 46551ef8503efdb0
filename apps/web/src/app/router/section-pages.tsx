import { lazy } from 'react';
import {
  ProfileSectionPage,
  type ProfileSection,
} from '../../features/profile/components/profile-section-page';

/**
 * The pages of issue 7 (the fines and feedback cabinet sections, the operator's desk) and the
 * corporate area of issue 8 (its tables, tabs and dialogs would add a dozen names) behind the
 * lazy chunk "/" already imported for the placeholder sections: each is one more dynamic import
 * from here, so "/" carries no new name in its preload lists (scripts/first-load-size.mjs has no
 * room left). A page loaded this way must not import what lives in the first load itself
 * (shared/auth/auth-state, shared/http/error-name, shared/ui/error-panel, app/): the bundler would
 * split those out of the entry into chunks of their own, about 1 KB more for "/". Each page
 * registers its own texts.
 */
const PenaltyPage = lazy(() =>
  import('../../features/penalty/components/penalty-page').then((m) => ({ default: m.PenaltyPage })),
);
const FeedbackPage = lazy(() =>
  import('../../features/feedback/components/feedback-page').then((m) => ({ default: m.FeedbackPage })),
);
const CoopProfilePage = lazy(() =>
  import('../../features/corporate/components/coop-profile-page').then((m) => ({
    default: m.CoopProfilePage,
  })),
);
const OperatorPage = lazy(() =>
  import('../../features/operator/components/operator-page').then((m) => ({ default: m.OperatorPage })),
);

export type SectionPageName = ProfileSection | 'operator' | 'coop-profile';

export function SectionPage({ section }: { section: SectionPageName }) {
  switch (section) {
    case 'penalty':
      return <PenaltyPage />;
    case 'feedback':
      return <FeedbackPage />;
    case 'operator':
      return <OperatorPage />;
    case 'coop-profile':
      return <CoopProfilePage />;
    default:
      return <ProfileSectionPage section={section} />;
  }
}
