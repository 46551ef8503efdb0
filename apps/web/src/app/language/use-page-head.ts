import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The route's tab title and meta description on every navigation and language switch. */
export function usePageHead(pathname: string, lng: string | undefined, unknownSegment: boolean): void {
  const { i18n } = useTranslation('common');
  const language = i18n.language;
  useEffect(() => {
    let current = true;
    void import('./show-page-head').then(({ showPageHead }) =>
      showPageHead({ pathname, lng, unknownSegment }, () => current),
    );
    return () => {
      current = false;
    };
  }, [pathname, lng, unknownSegment, language]);
}
