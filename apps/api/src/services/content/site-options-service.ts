import type { SiteOptions } from '@parking/domain/contracts/site-options';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { selectSiteSetting } from '../../db/content/select-site-setting.ts';
import { SITE_SETTINGS_KEYS } from '../../db/schema/map-content.ts';
import { mergeDocument } from './merge-document.ts';
import { cityMemo } from './per-city-memo.ts';
import {
  StoredSiteOptionsSchema,
  defaultStoredSiteOptions,
  resolveSiteOptions,
} from './stored-site-options.ts';

/** Site options of the city in the user's language: the stored document over the defaults. */
export async function getSiteOptions(city: CityContext, lang: Language): Promise<SiteOptions> {
  const stored = await cityMemo(city, SITE_SETTINGS_KEYS.siteOptions, async () => {
    const document = await selectSiteSetting(city.db, SITE_SETTINGS_KEYS.siteOptions);
    return mergeDocument(StoredSiteOptionsSchema, defaultStoredSiteOptions(city.config), document);
  });
  return resolveSiteOptions(stored, lang);
}
