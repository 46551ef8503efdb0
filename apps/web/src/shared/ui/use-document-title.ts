import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps the browser tab title in step with the page, so history and bookmarks read well. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} — ${appName}` : appName;
  }, [title, appName]);
}
