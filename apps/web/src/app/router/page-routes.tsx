import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import {
  CABINET_CONSTRUCTOR_PATH,
  CABINET_FEEDBACK_PATH,
  CABINET_FINES_PATH,
  CABINET_OPERATIONS_PATH,
  CABINET_PARKING_PATH,
  CABINET_PATH,
  CABINET_PROFILE_PATH,
  CABINET_RECEIPTS_PATH,
  CABINET_SUBSCRIPTIONS_PATH,
  CARD_PAYMENT_PATH,
  CHECK_PATH,
  COMPANY_PATH,
  EXTERNAL_LOGIN_CALLBACK_PATH,
  GUEST_PAYMENT_PATH,
  LEGAL_AUTH_PATH,
  NEWS_ITEM_PATH,
  NEWS_LIST_PATH,
  OPERATOR_PATH,
  PAGES_INDEX_PATH,
  PHONE_PAYMENT_CALLBACK_PATH,
  REGISTRATION_CONFIRMATION_PATH,
  REGISTRATION_PATH,
  RESTORE_PASSWORD_PATH,
  SMS_COMMANDS_PATH,
  STATIC_PAGE_PATH,
  STAY_EXTEND_PATH,
  STAY_PROOF_PATH,
  UPDATE_PATH,
  pathBelow,
} from '@parking/domain/site/page-paths';
import type { CabinetSection } from '../cabinet/cabinet-menu';
import { RouteGuard } from '../guards/route-guard';
import { NoLanguagePrefix } from '../language/no-language-prefix';
import { LazyNotFound } from '../pages/lazy-not-found';
import { MapRoute } from '../pages/map-route';
import { lazyPage } from '../../shared/ui/lazy-page';
import { PageNamesTabContext } from '../../shared/ui/page-names-tab';

// Every page but the map is lazy: "/" must stay small for drivers on phones.
const LegalAuthRedirect = lazyPage(
  () => import('../pages/legal-auth-redirect'),
  (m) => m.LegalAuthRedirect,
  ['site'],
);
const RegistrationPage = lazyPage(
  () => import('../../features/registration/components/registration-page'),
  (m) => m.RegistrationPage,
  ['registration', 'validation', 'forms', 'errors'],
);
const RestorePasswordPage = lazyPage(
  () => import('../../features/restore-password/components/restore-password-page'),
  (m) => m.RestorePasswordPage,
  ['restore-password', 'validation', 'forms', 'errors'],
);
const CheckPage = lazyPage(
  () => import('../../features/check/components/check-page'),
  (m) => m.CheckPage,
  ['check'],
);
const GuestPaymentPage = lazyPage(
  () => import('../pages/guest-payment-route'),
  (m) => m.GuestPaymentRoute,
  // the form's own texts come with the form (app/pages/guest-payment-route.tsx)
  ['guest-payment'],
);
const ProfileParkingPage = lazyPage(
  () => import('../pages/profile-parking-route'),
  (m) => m.ProfileParkingRoute,
  ['parking', 'parking-payment', 'offline', 'errors', 'validation', 'forms'],
);
const CabinetLayout = lazyPage(
  () => import('../cabinet/cabinet-layout'),
  (m) => m.CabinetLayout,
  ['errors', 'cabinet'],
);
const ProfilePage = lazyPage(
  () => import('../pages/profile-route'),
  (m) => m.ProfileRoute,
  ['profile', 'vehicles', 'documents', 'errors', 'validation', 'forms'],
);
const OperationsPage = lazyPage(
  () => import('../../features/operations/components/operations-page'),
  (m) => m.OperationsPage,
  ['operations', 'errors'],
);
const SubscriptionsPage = lazyPage(
  () => import('../../features/subscriptions/components/subscriptions-page'),
  (m) => m.SubscriptionsPage,
  ['subscriptions', 'errors'],
);
const ConstructorPage = lazyPage(
  () => import('../../features/constructor/components/constructor-page'),
  (m) => m.ConstructorPage,
  ['subscription-constructor', 'errors'],
);
const ReceiptsPage = lazyPage(
  () => import('../../features/receipts/components/receipts-page'),
  (m) => m.ReceiptsPage,
  ['receipts', 'forms', 'errors'],
);
const FinesPage = lazyPage(
  () => import('../../features/fines/components/fines-page'),
  (m) => m.FinesPage,
  ['fines', 'errors'],
);
const FeedbackPage = lazyPage(
  () => import('../../features/feedback/components/feedback-page'),
  (m) => m.FeedbackPage,
  ['feedback', 'errors'],
);
const CompanyPage = lazyPage(
  () => import('../../features/company/components/company-page'),
  (m) => m.CompanyPage,
  ['company', 'errors', 'forms'],
);
const OperatorConsole = lazyPage(
  () => import('../operator-console/operator-console-routes'),
  (m) => m.OperatorConsole,
);
const PagesIndexPage = lazyPage(
  () => import('../../features/pages/components/pages-index-page'),
  (m) => m.PagesIndexPage,
  ['pages', 'errors', 'site'],
);
const StaticPage = lazyPage(
  () => import('../../features/pages/components/static-page'),
  (m) => m.StaticPage,
  ['pages', 'errors', 'site'],
);
const NewsListPage = lazyPage(
  () => import('../../features/news/components/news-list-page'),
  (m) => m.NewsListPage,
  ['news', 'errors'],
);
const NewsItemPage = lazyPage(
  () => import('../../features/news/components/news-item-page'),
  (m) => m.NewsItemPage,
  ['news', 'errors', 'site'],
);
const CardPaymentPage = lazyPage(
  () => import('../../features/card-payment/components/card-payment-page'),
  (m) => m.CardPaymentPage,
  ['card-payment'],
);
const PhonePaymentCallbackPage = lazyPage(
  () => import('../../features/phone-payment/components/phone-payment-callback-page'),
  (m) => m.PhonePaymentCallbackPage,
  ['phone-payment'],
);
const UpdatePage = lazyPage(
  () => import('../../features/update/components/update-page'),
  (m) => m.UpdatePage,
  ['update', 'errors'],
);
const SmsCommandsPage = lazyPage(
  () => import('../../features/sms-commands/components/sms-commands-page'),
  (m) => m.SmsCommandsPage,
  ['sms-commands', 'errors'],
);
const StayExtendPage = lazyPage(
  () => import('../../features/stay-extend/components/stay-extend-page'),
  (m) => m.StayExtendPage,
  ['stay-extend', 'errors'],
);
// issue 23 item 5 (helper PROOF): the public proof of payment of a stay
const StayProofPage = lazyPage(
  () => import('../../features/stay-proof/components/stay-proof-page'),
  (m) => m.StayProofPage,
  ['stay-proof', 'errors'],
);
const ExternalLoginCallbackPage = lazyPage(
  () => import('../../features/external-login/components/external-login-callback-page'),
  (m) => m.ExternalLoginCallbackPage,
  ['external-login', 'errors'],
);

const PROFILE_SECTIONS = [
  'parking',
  'operations',
  'abonements',
  'my-profile',
  'penalty',
  'feedback',
] as const;
/** Document 2: these two cabinet routes have no language-prefixed variant. */
const UNPREFIXED_PROFILE_SECTIONS = ['constructor', 'receipts'] as const;

/** The cabinet's sections (document 2 §2), each its own lazy page, and its entry in the page table. */
const SECTION_PAGES: Record<CabinetSection, { Page: ComponentType; path: string }> = {
  parking: { Page: ProfileParkingPage, path: CABINET_PARKING_PATH },
  operations: { Page: OperationsPage, path: CABINET_OPERATIONS_PATH },
  'my-profile': { Page: ProfilePage, path: CABINET_PROFILE_PATH },
  abonements: { Page: SubscriptionsPage, path: CABINET_SUBSCRIPTIONS_PATH },
  constructor: { Page: ConstructorPage, path: CABINET_CONSTRUCTOR_PATH },
  receipts: { Page: ReceiptsPage, path: CABINET_RECEIPTS_PATH },
  penalty: { Page: FinesPage, path: CABINET_FINES_PATH },
  feedback: { Page: FeedbackPage, path: CABINET_FEEDBACK_PATH },
};

const profileRoute = (section: CabinetSection): RouteObject => {
  const { Page, path } = SECTION_PAGES[section];
  return { path: pathBelow(CABINET_PATH, path), element: <Page /> };
};

/** A page whose title is its data (a headline) names the browser tab itself, not its route. */
const namesTab = (page: ReactNode) => (
  <PageNamesTabContext.Provider value={true}>{page}</PageNamesTabContext.Provider>
);

/**
 * The pages of document 1 section 2, mounted under the optional {lng} segment. Their addresses
 * come from the page table the server shares (packages/domain/src/site/page-paths.ts), their
 * titles and descriptions from ./page-heads.ts; any other address is the not-found page.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <MapRoute /> },
  {
    element: <RouteGuard rule="public-only" />,
    children: [
      { path: REGISTRATION_PATH, element: <RegistrationPage /> },
      { path: REGISTRATION_CONFIRMATION_PATH, element: <RegistrationPage /> },
      { path: RESTORE_PASSWORD_PATH, element: <RestorePasswordPage /> },
      { path: CHECK_PATH, element: <CheckPage /> },
    ],
  },
  {
    element: <RouteGuard rule="guest-payment" />,
    children: [{ path: GUEST_PAYMENT_PATH, element: <GuestPaymentPage /> }],
  },
  {
    path: CABINET_PATH,
    element: <RouteGuard rule="private" />,
    children: [
      {
        element: <CabinetLayout />,
        children: [
          // A bare /profile opens the first menu item (document 2, section 2): the layout redirects.
          { index: true, element: null },
          ...PROFILE_SECTIONS.map(profileRoute),
          { element: <NoLanguagePrefix />, children: UNPREFIXED_PROFILE_SECTIONS.map(profileRoute) },
        ],
      },
    ],
  },
  // Without a corporate token the page is the corporate sign-in (the login modal's link).
  { path: COMPANY_PATH, element: <CompanyPage /> },
  { path: OPERATOR_PATH, element: <OperatorConsole /> },
  { path: LEGAL_AUTH_PATH, element: <LegalAuthRedirect /> },
  { path: PAGES_INDEX_PATH, element: <PagesIndexPage /> },
  { path: STATIC_PAGE_PATH, element: namesTab(<StaticPage />) },
  { path: NEWS_LIST_PATH, element: <NewsListPage /> },
  { path: NEWS_ITEM_PATH, element: namesTab(<NewsItemPage />) },
  { path: CARD_PAYMENT_PATH, element: <CardPaymentPage /> },
  { path: PHONE_PAYMENT_CALLBACK_PATH, element: <PhonePaymentCallbackPage /> },
  {
    path: UPDATE_PATH,
    element: <RouteGuard rule="update-page" />,
    children: [{ index: true, element: <UpdatePage /> }],
  },
  { path: SMS_COMMANDS_PATH, element: <SmsCommandsPage /> },
  // A reminder's one-tap link (issue 23): no login, the token is the stay's own key.
  { path: STAY_EXTEND_PATH, element: <StayExtendPage /> },
  // A proof of payment (issue 23 item 5): public, the code is the key; the QR on its PDF leads here.
  { path: STAY_PROOF_PATH, element: <StayProofPage /> },
  { path: EXTERNAL_LOGIN_CALLBACK_PATH, element: <ExternalLoginCallbackPage /> },
  { path: '*', element: <LazyNotFound /> },
];
