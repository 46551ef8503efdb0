import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, toLanguage } from './language-path';

/** Builds in-app links that keep the current language prefix. */
export function useLocalizedPath(): (path: string) => string {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return useCallback((path: string) => localizePath(lang, path), [lang]);
}

export function useLanguage() {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}
