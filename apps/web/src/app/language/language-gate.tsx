import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from './resolve-language';

/**
 * The root route ({lng}?): applies the URL's language and performs the prefix redirects.
 * Pages that do not exist under an unknown first segment are answered by ContentOutlet.
 */
export function LanguageGate() {
  const { lng } = useParams();
  const location = useLocation();
  const { i18n } = useTranslation();
  const resolution = resolveLanguage(lng, location);
  const lang = resolution.type === 'serve' ? resolution.lang : 'ru';

  // Before paint, so a language switch never shows a frame of the old language.
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  if (resolution.type === 'redirect') return <Navigate to={resolution.to} replace />;
  return <Outlet />;
}
