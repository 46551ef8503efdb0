import type { FastifyPluginAsync } from 'fastify';
import { authUserPlugin } from '../plugins/auth-user.ts';
import { checkCaptchaRoute } from './auth/check-captcha-route.ts';
import { getCaptchaRoute } from './auth/get-captcha-route.ts';
import { guestTokenRoute } from './auth/guest-token-route.ts';
import { loginExternalRoute } from './auth/login-external-route.ts';
import { loginRoute } from './auth/login-route.ts';
import { logoutRoute } from './auth/logout-route.ts';
import { restoreChangeRoute } from './auth/restore-change-route.ts';
import { restoreCheckRoute } from './auth/restore-check-route.ts';
import { restoreSendRoute } from './auth/restore-send-route.ts';
import { getNewsListRoute } from './content/get-news-list-route.ts';
import { getNewsRoute } from './content/get-news-route.ts';
import { getOptionsRoute } from './content/get-options-route.ts';
import { getPageRoute } from './content/get-page-route.ts';
import { getPopupRoute } from './content/get-popup-route.ts';
import { getSettingsRoute } from './content/get-settings-route.ts';
import { getSmsCommandsRoute } from './content/get-sms-commands-route.ts';
import { getMapInfoRoute } from './map/get-map-info-route.ts';
import { getMapTileRoute } from './map/get-map-tile-route.ts';
import { getZonesRoute } from './map/get-zones-route.ts';
import { getZoneAtRoute } from './map/get-zone-at-route.ts';
import { checkEmailRoute } from './profile/check-email-route.ts';
import { checkPhoneRoute } from './profile/check-phone-route.ts';
import { confirmEmailRoute } from './profile/confirm-email-route.ts';
import { confirmPhoneRoute } from './profile/confirm-phone-route.ts';
import { CABINET_PROFILE_ROUTES } from './profile/cabinet-routes.ts';
import { getProfileRoute } from './profile/get-profile-route.ts';
import { sendEmailCodeRoute } from './profile/send-email-code-route.ts';
import { sendSmsCodeRoute } from './profile/send-sms-code-route.ts';
import { getConfirmationTypeRoute } from './registration/get-confirmation-type-route.ts';
import { registerRoute } from './registration/register-route.ts';
import { CARD_ROUTES } from './payment/card-routes.ts';
import { SESSION_ROUTES } from './payment/session-routes.ts';
import { FLEET_PARKING_ROUTES } from './company/fleet-parking-routes.ts';
import { PLANAR_ROUTES } from './barrier/barrier-routes.ts';
import { OPERATION_ROUTES } from './operations/operations-routes.ts';
import { SUBSCRIPTION_ROUTES } from './subscriptions/subscription-routes.ts';
import { RECEIPT_ROUTES } from './receipts/receipt-routes.ts';
import { fineRoutes } from './fines/fine-routes.ts';
import { FEEDBACK_ROUTES } from './feedback/feedback-routes.ts';
import { OPERATOR_ROUTES } from './operator/operator-routes.ts';
import { CORPORATE_ROUTES } from './company/company-routes.ts';
import { enforcementRoutes } from './enforcement/enforcement-routes.ts';
import { openDataRoutes } from './open-data/open-data-routes.ts';
import { STAY_PROOF_ROUTES } from './stay-proof/stay-proof-routes.ts';
import { REMINDER_ROUTES } from './reminders/reminder-routes.ts';

/**
 * Every city-scoped route plugin. app.ts registers this list twice: under /c/{city} and at the
 * root for the default city. Add a route module here when you add one.
 */
export const CITY_ROUTES: FastifyPluginAsync[] = [
  // request.auth for every route below (fastify-plugin: decorates the city scope)
  authUserPlugin,
  // map and content (document 1, section 7)
  getMapInfoRoute,
  getMapTileRoute,
  getZonesRoute,
  // issue 23: the payment form's "where am I"
  getZoneAtRoute,
  getOptionsRoute,
  getSettingsRoute,
  getPopupRoute,
  getNewsListRoute,
  getNewsRoute,
  getPageRoute,
  getSmsCommandsRoute,
  // accounts: login, tokens, registration, restore (api-paths.md) and the profile they lead to
  loginRoute,
  getCaptchaRoute,
  checkCaptchaRoute,
  loginExternalRoute,
  guestTokenRoute,
  logoutRoute,
  restoreSendRoute,
  restoreCheckRoute,
  restoreChangeRoute,
  registerRoute,
  getConfirmationTypeRoute,
  checkEmailRoute,
  checkPhoneRoute,
  sendEmailCodeRoute,
  sendSmsCodeRoute,
  confirmEmailRoute,
  confirmPhoneRoute,
  getProfileRoute,
  // cabinet (issue 5): profile edits, settings, phones, vehicles, documents
  ...CABINET_PROFILE_ROUTES,
  // payments (issue 4): sessions, top-up and card payments, barrier parking
  ...SESSION_ROUTES,
  ...CARD_ROUTES,
  // fleet money (issue 8 item 4): parking on the company balance from /coop-profile
  ...FLEET_PARKING_ROUTES,
  ...PLANAR_ROUTES,
  // cabinet (issue 5): operations history, spending chart, export
  ...OPERATION_ROUTES,
  // receipts and invoices (issue 6): creatrefill, creatsubscription, list, PDF, e-mail, operator payment
  ...RECEIPT_ROUTES,
  // subscriptions, benefits and the constructor (issue 6)
  ...SUBSCRIPTION_ROUTES,
  // traffic fines (issue 7): fines/v1 with coverage, fineimage/v1
  fineRoutes,
  // feedback (issue 7): the driver's appeals and chat; the city operator's login, appeals and replies
  ...FEEDBACK_ROUTES,
  ...OPERATOR_ROUTES,
  // corporate (fleet) area (issue 8): company login, profile, drivers, vehicles and devices
  ...CORPORATE_ROUTES,
  // issue 21: the street check for inspectors and partner systems, and the city's open data
  enforcementRoutes,
  openDataRoutes,
  // issue 23 item 5: proof of payment of a stay (helper PROOF)
  ...STAY_PROOF_ROUTES,
  // issue 23 item 1: reminder settings, push subscriptions, the one-tap extend link (helper REM)
  ...REMINDER_ROUTES,
];
