import { eq } from 'drizzle-orm';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { SITE_SETTINGS_KEYS, siteSettings } from '../../db/schema/map-content.ts';
import { mergeDocument } from './merge-document.ts';
import { cityMemo } from './per-city-memo.ts';
import {
  DEFAULT_SETTINGS_FLAGS,
  StoredSettingsFlagsSchema,
  resolveSettingsFlags,
} from './stored-settings-flags.ts';

/**
 * Settings flags of the city in the user's language. Other services (payments, auth) should
 * read their switches here too, so the web app and the server never disagree on a flag.
 */
export async function getSettingsFlags(city: CityContext, lang: Language): Promise<SettingsFlags> {
  const stored = await cityMemo(city, SITE_SETTINGS_KEYS.settingsFlags, async () => {
    const [row] = await city.db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, SITE_SETTINGS_KEYS.settingsFlags));
    return mergeDocument(StoredSettingsFlagsSchema, DEFAULT_SETTINGS_FLAGS, row?.value);
  });
  return resolveSettingsFlags(stored, lang);
}
