import { findPage } from '@parking/domain/site/page-match';
import { parsePositiveInt } from '@parking/domain/site/page-params';
import type { CityContext } from '../../config/city-context.ts';
import { selectPublishedNews } from '../../db/content/select-news.ts';
import { selectStaticPage } from '../../db/content/select-static-page.ts';
import { pageCityAndLanguage } from './first-paint-hints.ts';

/**
 * Whether a page address that names a record of the city (a news item `/news/<id>`, a static page
 * `/pages/<path>`) names one it has, as the app would show it: an unpublished or missing news
 * item and an unknown page are the app's not-found page, so the server answers them 404 (issue
 * 24: crawlers and shared links see it). Every other page address is found.
 */
export async function pageRecordFound(city: CityContext, pathOnly: string): Promise<boolean> {
  const rest = pageCityAndLanguage(pathOnly).page;
  const segments = rest.split('/').filter((segment) => segment !== '');
  switch (findPage(rest)) {
    case 'newsItem': {
      const id = parsePositiveInt(segments[1]);
      return id !== null && (await selectPublishedNews(city.db, id)) !== null;
    }
    case 'staticPage': {
      const path = safeDecode(segments.slice(1).join('/')).toLowerCase();
      return path !== '' && (await selectStaticPage(city.db, path)) !== null;
    }
    default:
      return true;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
