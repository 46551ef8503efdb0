import i18n from 'i18next';
import { stripLanguagePrefix, toLanguage } from '../../shared/i18n/language-path';
import { getCurrentCity } from '../../shared/city/current-city';
import { showRouteHead, siteNameOf, tabTitleOf } from '../../shared/ui/use-document-title';
import { MAP_HEAD } from '../router/map-head';
import { pageHeadOf } from '../router/page-heads';

type Place = { pathname: string; lng: string | undefined; unknownSegment: boolean };

/**
 * Gives the tab the route's title and the document its meta description (app/router/page-heads.ts)
 * in the current language. Loaded after the first paint (index.html has the map's Russian ones),
 * so neither the table nor the other pages' texts weigh on "/".
 */
export async function showPageHead(place: Place, isCurrent: () => boolean): Promise<void> {
  const onMap = !place.unknownSegment && stripLanguagePrefix(place.pathname) === '/';
  if (!onMap) await i18n.loadNamespaces('site');
  if (!isCurrent()) return;
  const head = onMap ? MAP_HEAD : pageHeadOf(place.pathname, place.lng, place.unknownSegment);
  const t = i18n.t.bind(i18n);
  const city = getCurrentCity().nameForShow[toLanguage(i18n.language)];
  showRouteHead(tabTitleOf(t(head.title), siteNameOf(t, i18n.language)), t(head.description, { city }));
}
