/**
 * The web app's page addresses (document 1 §2, document 2 §2), written once for the web router
 * and for the server, which answers any other page address with HTTP 404 (issue 24; the table
 * of them all and the matching are ./page-match.ts). One constant each, not an object: the
 * router's first load then carries the paths and not their names.
 * Patterns use the router's syntax, relative to the site root and without the language prefix:
 * `:name` is one segment, `:name?` an optional one, a final `*` any rest.
 */
export const MAP_PATH = '';
export const REGISTRATION_PATH = 'registration';
export const REGISTRATION_CONFIRMATION_PATH = 'registration/confirmation/:step/:salt/:code?';
export const RESTORE_PASSWORD_PATH = 'restore-password/:step?/:salt?';
export const CHECK_PATH = 'check';
export const GUEST_PAYMENT_PATH = 'guest-payment';
export const CABINET_PATH = 'profile';
export const CABINET_PARKING_PATH = 'profile/parking';
export const CABINET_OPERATIONS_PATH = 'profile/operations';
export const CABINET_SUBSCRIPTIONS_PATH = 'profile/abonements';
export const CABINET_PROFILE_PATH = 'profile/my-profile';
export const CABINET_FINES_PATH = 'profile/penalty';
export const CABINET_FEEDBACK_PATH = 'profile/feedback';
export const CABINET_CONSTRUCTOR_PATH = 'profile/constructor';
export const CABINET_RECEIPTS_PATH = 'profile/receipts';
export const COMPANY_PATH = 'coop-profile';
export const OPERATOR_PATH = 'operator/*';
export const LEGAL_AUTH_PATH = 'legal/auth';
export const PAGES_INDEX_PATH = 'pages';
export const STATIC_PAGE_PATH = 'pages/*';
export const NEWS_LIST_PATH = 'news';
export const NEWS_ITEM_PATH = 'news/:id';
export const CARD_PAYMENT_PATH = 'payment';
export const PHONE_PAYMENT_CALLBACK_PATH = 'phone-payment-callback';
export const UPDATE_PATH = 'update';
export const SMS_COMMANDS_PATH = 'sms-commands';
export const STAY_EXTEND_PATH = 'extend/:token';
export const STAY_PROOF_PATH = 'proof/:code';
export const EXTERNAL_LOGIN_CALLBACK_PATH = 'callback/YandexLogin.html';

/** The path `pattern` takes below `parent`, for a router that nests routes (profile → parking). */
export function pathBelow(parent: string, pattern: string): string {
  if (!pattern.startsWith(`${parent}/`)) throw new Error(`${pattern} is not below ${parent}`);
  return pattern.slice(parent.length + 1);
}
