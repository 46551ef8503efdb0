import type { z } from 'zod';
import type {
  SettingsFlagsAnswer,
  SiteOptionsAnswer,
} from '@parking/domain/staff/settings-document-contracts';
import {
  CityRulesSchema,
  DEFAULT_CITY_RULES,
  type CityRulesAnswer,
} from '@parking/domain/staff/city-rules-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { siteSettingsRows } from '../../db/content-admin/site-settings-rows.ts';
import { selectSiteSetting } from '../../db/content/select-site-setting.ts';
import { SITE_SETTINGS_KEYS } from '../../db/schema/map-content.ts';
import { mergeDocument } from '../content/merge-document.ts';
import { forgetCityMemo } from '../content/per-city-memo.ts';
import { getSettingsFlags, type SettingsEnv } from '../content/settings-flags-service.ts';
import { getSiteOptions } from '../content/site-options-service.ts';
import { DEFAULT_SETTINGS_FLAGS, StoredSettingsFlagsSchema } from '../content/stored-settings-flags.ts';
import { StoredSiteOptionsSchema, defaultStoredSiteOptions } from '../content/stored-site-options.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';

type Answer<T> = Omit<T, 'status'>;

/** One of the two site_settings documents: its key, schema, defaults and audit entity. */
interface SettingsDocument<Shape extends z.ZodRawShape> {
  key: string;
  entity: string;
  schema: z.ZodObject<Shape>;
  defaults: (city: CityContext) => z.infer<z.ZodObject<Shape>>;
}

const FLAGS: SettingsDocument<typeof StoredSettingsFlagsSchema.shape> = {
  key: SITE_SETTINGS_KEYS.settingsFlags,
  entity: 'settings_flags',
  schema: StoredSettingsFlagsSchema,
  defaults: () => DEFAULT_SETTINGS_FLAGS,
};

const OPTIONS: SettingsDocument<typeof StoredSiteOptionsSchema.shape> = {
  key: SITE_SETTINGS_KEYS.siteOptions,
  entity: 'site_options',
  schema: StoredSiteOptionsSchema,
  defaults: (city) => defaultStoredSiteOptions(city.config),
};

/** The city's rules for staff work (issue 21): the correction approval limit, the enforcement grace. */
const RULES: SettingsDocument<typeof CityRulesSchema.shape> = {
  key: SITE_SETTINGS_KEYS.cityRules,
  entity: 'city_rules',
  schema: CityRulesSchema,
  defaults: () => DEFAULT_CITY_RULES,
};

/** The stored document over its defaults, read now (not the public calls' memo). */
async function readDocument<Shape extends z.ZodRawShape>(city: CityContext, doc: SettingsDocument<Shape>) {
  return mergeDocument(doc.schema, doc.defaults(city), await selectSiteSetting(city.db, doc.key));
}

/**
 * Replaces the given top-level keys of a stored document (already checked by the route's
 * schema). Keys not given stay as stored, or keep following the defaults when never set. The
 * audit record holds the changed keys only.
 */
async function editDocument<Shape extends z.ZodRawShape>(
  city: CityContext,
  actor: StaffActor,
  doc: SettingsDocument<Shape>,
  edit: Record<string, unknown>,
): Promise<void> {
  await recordStaffChange(city, actor, async (tx) => {
    const stored = await siteSettingsRows.lockDocument(tx, doc.key);
    const current = mergeDocument(doc.schema, doc.defaults(city), stored) as Record<string, unknown>;
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(edit)) {
      if (value === undefined || JSON.stringify(current[key]) === JSON.stringify(value)) continue;
      before[key] = current[key];
      after[key] = value;
    }
    await siteSettingsRows.write(tx, doc.key, { ...stored, ...after });
    return {
      action: `${doc.entity}.update`,
      entity: doc.entity,
      entityId: doc.key,
      before,
      after,
      result: undefined,
    };
  });
  // the public call of this process reads the new document at once; other instances within a second
  forgetCityMemo(city, doc.key);
}

/** The flags document the console edits, and what the public settings call answers in each language. */
export async function getSettingsFlagsAdmin(
  city: CityContext,
  env: SettingsEnv,
): Promise<Answer<SettingsFlagsAnswer>> {
  return {
    document: await readDocument(city, FLAGS),
    drivers: { ru: await getSettingsFlags(city, 'ru', env), en: await getSettingsFlags(city, 'en', env) },
  };
}

export async function editSettingsFlags(
  city: CityContext,
  actor: StaffActor,
  env: SettingsEnv,
  edit: Record<string, unknown>,
): Promise<Answer<SettingsFlagsAnswer>> {
  await editDocument(city, actor, FLAGS, edit);
  return getSettingsFlagsAdmin(city, env);
}

/** The site options document the console edits, and what the public options call answers. */
export async function getSiteOptionsAdmin(city: CityContext): Promise<Answer<SiteOptionsAnswer>> {
  return {
    document: await readDocument(city, OPTIONS),
    drivers: { ru: await getSiteOptions(city, 'ru'), en: await getSiteOptions(city, 'en') },
  };
}

export async function editSiteOptions(
  city: CityContext,
  actor: StaffActor,
  edit: Record<string, unknown>,
): Promise<Answer<SiteOptionsAnswer>> {
  await editDocument(city, actor, OPTIONS, edit);
  return getSiteOptionsAdmin(city);
}

/** The city's rules as stored over their defaults (services/content/city-rules-service.ts reads them). */
export async function getCityRulesAdmin(city: CityContext): Promise<Answer<CityRulesAnswer>> {
  return { document: await readDocument(city, RULES) };
}

export async function editCityRules(
  city: CityContext,
  actor: StaffActor,
  edit: Record<string, unknown>,
): Promise<Answer<CityRulesAnswer>> {
  await editDocument(city, actor, RULES, edit);
  return getCityRulesAdmin(city);
}
