import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isUnprefixedPath, toLanguage } from '../../shared/i18n/language-path';
import { writeStored } from '../../shared/storage/local-storage';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from './resolve-language';

/**
 * The root route ({lng}?): applies the URL's language and performs the prefix redirects; the
 * language is remembered for a reload of a page without a prefix.
 * Pages that do not exist under an unknown first segment are answered by ContentOutlet.
 */
export function LanguageGate() {
  const { lng } = useParams();
  const location = useLocation();
  const { i18n } = useTranslation();
  const resolution = resolveLanguage(lng, location);
  // The constructor and receipts have no prefixed address: they keep the visitor's language.
  const keepLanguage = lng === undefined && isUnprefixedPath(location.pathname);
  const lang =
    resolution.type !== 'serve' ? 'ru' : keepLanguage ? toLanguage(i18n.language) : resolution.lang;

  // Before paint, so a language switch never shows a frame of the old language.
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    writeStored(LANGUAGE_STORAGE_KEY, lang);
  }, [i18n, lang]);

  if (resolution.type === 'redirect') return <Navigate to={resolution.to} replace />;
  return <Outlet />;
}
