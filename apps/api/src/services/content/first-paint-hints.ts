import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { getSiteOptions } from './site-options-service.ts';

/**
 * A page address's city (`/c/<city>/...`, else null for the default city), language, and the page
 * path after both prefixes (`/c/kazan/en/news/7` -> `/news/7`; a `/ru` prefix is dropped too).
 */
export function pageCityAndLanguage(pathOnly: string): { city: string | null; lang: Language; page: string } {
  const city = /^\/c\/([^/]+)/.exec(pathOnly)?.[1] ?? null;
  const rest = city ? pathOnly.slice(`/c/${city}`.length) : pathOnly;
  return {
    city,
    lang: /^\/en(\/|$)/.test(rest) ? 'en' : 'ru',
    page: rest.replace(/^\/(?:en|ru)(?=\/|$)/i, '') || '/',
  };
}

/**
 * The <html> attributes the static first screen (apps/web/src/app/first-paint) reads to take the
 * room the app will take: `data-first-paint-ticker` when the city's ticker runs in that language (its strip
 * sits between the header and the page, 37 px).
 */
export async function firstPaintAttributes(city: CityContext, lang: Language): Promise<string> {
  const options = await getSiteOptions(city, lang);
  return options.notification.message.trim() ? 'data-first-paint-ticker' : '';
}
