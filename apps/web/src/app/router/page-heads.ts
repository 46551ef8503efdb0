import { findPage, UNPREFIXED_PAGES, type PageName } from '@parking/domain/site/page-match';
import { stripLanguagePrefix } from '../../shared/i18n/language-path';
import { MAP_HEAD } from './map-head';

/**
 * What a page's browser tab and search snippet say: i18n keys of its title and meta description
 * ({{city}} is the city's name). The map page's texts ship with "/" (common); every other page's
 * arrive with the lazy `site` namespace, and this table with them (app/language/use-page-head.ts).
 * A page whose title is its data (a news item) names the tab itself (page-routes.tsx).
 */
export type PageHead = { title: string; description: string };

/** A page of the `site` namespace's head table, with its own title and description. */
const site = (name: string, describedAs = name): PageHead => ({
  title: `site:head.${name}.title`,
  description: `site:head.${describedAs}.description`,
});

export const PAGE_HEADS: Record<PageName, PageHead> = {
  map: MAP_HEAD,
  registration: site('registration'),
  registrationConfirmation: site('registrationConfirmation', 'registration'),
  restorePassword: site('restorePassword'),
  check: site('check'),
  guestPayment: site('guestPayment'),
  cabinet: site('cabinet'),
  cabinetParking: site('cabinetParking', 'cabinet'),
  cabinetOperations: site('cabinetOperations', 'cabinet'),
  cabinetSubscriptions: site('cabinetSubscriptions', 'cabinet'),
  cabinetProfile: site('cabinetProfile', 'cabinet'),
  cabinetConstructor: site('cabinetConstructor', 'cabinet'),
  cabinetReceipts: site('cabinetReceipts', 'cabinet'),
  cabinetFines: site('cabinetFines', 'cabinet'),
  cabinetFeedback: site('cabinetFeedback', 'cabinet'),
  company: site('company'),
  operator: site('operator'),
  legalAuth: site('legalAuth', 'company'),
  pagesIndex: site('pagesIndex'),
  staticPage: site('staticPage', 'pagesIndex'),
  newsList: site('newsList'),
  newsItem: site('newsItem', 'newsList'),
  cardPayment: site('cardPayment'),
  phonePaymentCallback: site('phonePaymentCallback', 'cardPayment'),
  update: site('update'),
  smsCommands: site('smsCommands'),
  stayExtend: site('stayExtend'),
  stayProof: site('stayProof'),
  externalLoginCallback: site('externalLoginCallback', 'registration'),
};

/** Any address that is no page. */
export const NOT_FOUND_HEAD: PageHead = site('notFound');

/**
 * The head of the page the router shows at this address: not found for an unknown first word,
 * for no page, and for a page that has no address under the language prefix `lng`.
 */
export function pageHeadOf(pathname: string, lng: string | undefined, unknownSegment: boolean): PageHead {
  const page = unknownSegment ? null : findPage(stripLanguagePrefix(pathname));
  if (!page || (lng && UNPREFIXED_PAGES.includes(page))) return NOT_FOUND_HEAD;
  return PAGE_HEADS[page];
}
