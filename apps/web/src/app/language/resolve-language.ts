import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@parking/domain/i18n/languages';
import { isUnprefixedPath } from '../../shared/i18n/language-path';

/** Browser-storage key of the last language served, for a reload of a page without a prefix. */
export const LANGUAGE_STORAGE_KEY = 'language';

export type LanguageResolution =
  { type: 'serve'; lang: Language } | { type: 'redirect'; to: string } | { type: 'not-found' };

/**
 * Looks like a language tag (de, pt-BR, zh-Hant). No route of the site is two letters long,
 * so such a first segment is taken as a language the site does not speak.
 */
const LANGUAGE_LIKE = /^[a-z]{2}(?:[-_][a-z0-9]{2,4})?$/i;

type Place = { pathname: string; search?: string; hash?: string };

function rest(place: Place): string {
  const [, , ...tail] = place.pathname.split('/');
  return `/${tail.join('/')}`;
}

/**
 * What to do with the optional first path segment the router matched as {lng}:
 * none → Russian; en → English; ru → the same page without the prefix (ru is the default);
 * EN or another spelling of en → the canonical /en/... address; another language → the main
 * page; any other word → not found (a real page would have matched a static route first).
 */
export function resolveLanguage(lngSegment: string | undefined, place: Place): LanguageResolution {
  if (lngSegment === undefined || lngSegment === '') return { type: 'serve', lang: DEFAULT_LANGUAGE };
  if (lngSegment === 'en') return { type: 'serve', lang: 'en' };
  const suffix = `${place.search ?? ''}${place.hash ?? ''}`;
  const lower = lngSegment.toLowerCase();
  if (lower === 'ru') return { type: 'redirect', to: `${rest(place)}${suffix}` };
  if (lower === 'en') {
    const path = rest(place);
    return { type: 'redirect', to: `${path === '/' ? '/en' : `/en${path}`}${suffix}` };
  }
  if (LANGUAGE_LIKE.test(lngSegment)) return { type: 'redirect', to: '/' };
  return { type: 'not-found' };
}

/**
 * The language to start i18n with before the router has matched anything: the prefix's, or on
 * a page that has no prefixed address the one the visitor last had.
 */
export function languageOfPathname(pathname: string, remembered?: unknown): Language {
  if (isUnprefixedPath(pathname)) return isLanguage(remembered) ? remembered : DEFAULT_LANGUAGE;
  return pathname.split('/')[1] === 'en' ? 'en' : DEFAULT_LANGUAGE;
}
