import {
  CityRulesSchema,
  DEFAULT_CITY_RULES,
  type CityRules,
} from '@parking/domain/staff/city-rules-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { selectSiteSetting } from '../../db/content/select-site-setting.ts';
import { SITE_SETTINGS_KEYS } from '../../db/schema/map-content.ts';
import { mergeDocument } from './merge-document.ts';
import { cityMemo } from './per-city-memo.ts';

/**
 * The city's rules for staff work (the correction approval limit, the enforcement grace), over
 * their defaults. Shared by every instance through the content version: an administrator's
 * change reaches each one within a second. Inside a transaction pass it as `db`.
 */
export function getCityRules(city: CityContext, db: Db = city.db): Promise<CityRules> {
  return cityMemo(
    city,
    SITE_SETTINGS_KEYS.cityRules,
    async () =>
      mergeDocument(
        CityRulesSchema,
        DEFAULT_CITY_RULES,
        await selectSiteSetting(db, SITE_SETTINGS_KEYS.cityRules),
      ),
    db,
  );
}
