import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../i18n/language-path';
import { getCurrentCity } from '../city/current-city';
import { PageNamesTabContext } from './page-names-tab';

// The route's title and the page's own, kept apart so neither depends on which effect runs last
// (the route's texts may still be loading when the page has its headline).
let routeTitle = '';
let ownTitle: string | null = null;
const paintTitle = () => {
  document.title = ownTitle ?? routeTitle;
};

/** The site's name in the tab: "Городские парковки · Пермь". */
export function siteNameOf(t: (key: string) => string, language: string): string {
  return `${t('common:appName')} · ${getCurrentCity().nameForShow[toLanguage(language)]}`;
}

function useSiteName(): string {
  const { t, i18n } = useTranslation('common');
  return siteNameOf(t, i18n.language);
}

/** "<page> — <site>": the tab of every page, so history and bookmarks read well. */
export function tabTitleOf(page: string | undefined, siteName: string): string {
  return page ? `${page} — ${siteName}` : siteName;
}

/** The route's tab title and meta description (index.html has the tag; app/language/use-page-head.ts). */
export function showRouteHead(title: string, description: string): void {
  routeTitle = title;
  paintTitle();
  document.querySelector('meta[name=description]')?.setAttribute('content', description);
}

/**
 * A page's own tab title, shown while it is mounted where PageNamesTabContext allows it.
 * `always`: the not-found panel, which a page shows instead of itself (a missing news item).
 */
export function useDocumentTitle(title?: string, { always = false } = {}): void {
  const allowed = useContext(PageNamesTabContext) || always;
  const siteName = useSiteName();
  const full = allowed && title ? tabTitleOf(title, siteName) : null;
  useEffect(() => {
    if (full === null) return;
    ownTitle = full;
    paintTitle();
    return () => {
      if (ownTitle === full) ownTitle = null;
      paintTitle();
    };
  }, [full]);
}
