import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@parking/domain/i18n/languages';
import { CABINET_CONSTRUCTOR_PATH, CABINET_RECEIPTS_PATH } from '@parking/domain/site/page-paths';

/**
 * Document 2 §2: the constructor and receipts have no language-prefixed address (the page table's
 * UNPREFIXED_PAGES). Their links stay bare and the page keeps the language the visitor had (see
 * app/language/language-gate).
 */
const UNPREFIXED_PATHS = [CABINET_CONSTRUCTOR_PATH, CABINET_RECEIPTS_PATH].map((path) => `/${path}`);

/** Whether a path (query and hash allowed) is one of the pages without a language prefix. */
export function isUnprefixedPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!.replace(/\/$/, '');
  return UNPREFIXED_PATHS.includes(pathname);
}

/**
 * The language lives in the URL: no prefix is Russian (the default), /en/... is English.
 * A path that is not site-absolute (external link, mailto:) is returned untouched, and so is
 * a page that has no prefixed address.
 */
export function localizePath(lang: Language, path: string): string {
  if (lang === DEFAULT_LANGUAGE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (isUnprefixedPath(path)) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** The path without a supported language prefix, e.g. /en/news → /news, /en → /. */
export function stripLanguagePrefix(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isLanguage(first)) return pathname || '/';
  return `/${rest.join('/')}`;
}

/** The same page in another language: the URL prefix is swapped, search and hash kept. */
export function switchLanguagePath(
  location: { pathname: string; search?: string; hash?: string },
  lang: Language,
) {
  return `${localizePath(lang, stripLanguagePrefix(location.pathname))}${location.search ?? ''}${location.hash ?? ''}`;
}

export function toLanguage(value: string | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
