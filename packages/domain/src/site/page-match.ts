import {
  MAP_PATH,
  REGISTRATION_PATH,
  REGISTRATION_CONFIRMATION_PATH,
  RESTORE_PASSWORD_PATH,
  CHECK_PATH,
  GUEST_PAYMENT_PATH,
  CABINET_PATH,
  CABINET_PARKING_PATH,
  CABINET_OPERATIONS_PATH,
  CABINET_SUBSCRIPTIONS_PATH,
  CABINET_PROFILE_PATH,
  CABINET_FINES_PATH,
  CABINET_FEEDBACK_PATH,
  CABINET_CONSTRUCTOR_PATH,
  CABINET_RECEIPTS_PATH,
  COMPANY_PATH,
  OPERATOR_PATH,
  LEGAL_AUTH_PATH,
  PAGES_INDEX_PATH,
  STATIC_PAGE_PATH,
  NEWS_LIST_PATH,
  NEWS_ITEM_PATH,
  CARD_PAYMENT_PATH,
  PHONE_PAYMENT_CALLBACK_PATH,
  UPDATE_PATH,
  SMS_COMMANDS_PATH,
  STAY_EXTEND_PATH,
  STAY_PROOF_PATH,
  EXTERNAL_LOGIN_CALLBACK_PATH,
} from './page-paths';

// Which page an address shows, by the page table (./page-ts) and the router's rules: the
// server's 404 and the web's tab titles ask this. Apart from the table, so the web's first load
// carries only the paths its router needs.

/** Every page of the site by name; any other address is not found. */
export const PAGE_PATHS = {
  map: MAP_PATH,
  registration: REGISTRATION_PATH,
  registrationConfirmation: REGISTRATION_CONFIRMATION_PATH,
  restorePassword: RESTORE_PASSWORD_PATH,
  check: CHECK_PATH,
  guestPayment: GUEST_PAYMENT_PATH,
  cabinet: CABINET_PATH,
  cabinetParking: CABINET_PARKING_PATH,
  cabinetOperations: CABINET_OPERATIONS_PATH,
  cabinetSubscriptions: CABINET_SUBSCRIPTIONS_PATH,
  cabinetProfile: CABINET_PROFILE_PATH,
  cabinetFines: CABINET_FINES_PATH,
  cabinetFeedback: CABINET_FEEDBACK_PATH,
  cabinetConstructor: CABINET_CONSTRUCTOR_PATH,
  cabinetReceipts: CABINET_RECEIPTS_PATH,
  company: COMPANY_PATH,
  operator: OPERATOR_PATH,
  legalAuth: LEGAL_AUTH_PATH,
  pagesIndex: PAGES_INDEX_PATH,
  staticPage: STATIC_PAGE_PATH,
  newsList: NEWS_LIST_PATH,
  newsItem: NEWS_ITEM_PATH,
  cardPayment: CARD_PAYMENT_PATH,
  phonePaymentCallback: PHONE_PAYMENT_CALLBACK_PATH,
  update: UPDATE_PATH,
  smsCommands: SMS_COMMANDS_PATH,
  stayExtend: STAY_EXTEND_PATH,
  stayProof: STAY_PROOF_PATH,
  externalLoginCallback: EXTERNAL_LOGIN_CALLBACK_PATH,
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** Document 2 §2: the constructor and receipts have no language-prefixed address. */
export const UNPREFIXED_PAGES: readonly PageName[] = ['cabinetConstructor', 'cabinetReceipts'];

const PAGE_NAMES = Object.keys(PAGE_PATHS) as PageName[];

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Segment by segment, as the router does: static words ignore case, a param is never empty. */
function matches(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...restOfPattern] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === '*') return true;
  if (head.startsWith(':') && head.endsWith('?'))
    return matches(restOfPattern, path) || (path.length > 0 && matches(restOfPattern, path.slice(1)));
  const [segment, ...restOfPath] = path;
  if (segment === undefined) return false;
  if (!head.startsWith(':') && head.toLowerCase() !== segment.toLowerCase()) return false;
  return matches(restOfPattern, restOfPath);
}

const PATTERNS = PAGE_NAMES.map((name) => ({ name, segments: segmentsOf(PAGE_PATHS[name]) }));

/** The page a path without language prefix (e.g. `/news/7`) shows, or null (not found). */
export function findPage(pathname: string): PageName | null {
  const path = segmentsOf(pathname);
  // A static pattern before a parametrised one, as the router ranks them (pages before pages/*).
  const exact = PATTERNS.find((p) => !p.segments.some(isDynamic) && matches(p.segments, path));
  return exact?.name ?? PATTERNS.find((p) => matches(p.segments, path))?.name ?? null;
}

function isDynamic(segment: string): boolean {
  return segment.startsWith(':') || segment === '*';
}

/** A language tag the site does not speak (de, pt-BR): the web sends it to the main page. */
const LANGUAGE_LIKE = /^[a-z]{2}(?:[-_][a-z0-9]{2,4})?$/i;

/**
 * Whether the web app shows a page (not its not-found page) at this address, as the server
 * sees it: an optional `/c/<city>` prefix of a hosted city (the bank's way back, issue 18), then
 * an optional language segment. `/en` serves English; other spellings of ru and en, and
 * languages the site does not speak, are redirects the app performs, so they count as pages.
 */
export function isPageAddress(pathname: string, isCity: (code: string) => boolean): boolean {
  let path = segmentsOf(pathname);
  if (path[0] === 'c' && path[1] !== undefined) {
    if (!isCity(path[1])) return false;
    path = path.slice(2);
  }
  const first = path[0];
  if (first === undefined) return true;
  const rest = `/${path.slice(1).join('/')}`;
  if (first === 'en') {
    const page = findPage(rest);
    return page !== null && !UNPREFIXED_PAGES.includes(page);
  }
  const lower = first.toLowerCase();
  if (lower === 'ru' || lower === 'en') return findPage(rest) !== null;
  if (findPage(`/${path.join('/')}`) !== null) return true;
  return LANGUAGE_LIKE.test(first);
}
