import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import type { Env } from '../../config/env.ts';
import { selectSiteSetting } from '../../db/content/select-site-setting.ts';
import { SITE_SETTINGS_KEYS } from '../../db/schema/map-content.ts';
import { cardPaymentRuntime } from '../card-payments/card-payment-runtime.ts';
import { mergeDocument } from './merge-document.ts';
import { cityMemo, peekCityMemo } from './per-city-memo.ts';
import {
  DEFAULT_SETTINGS_FLAGS,
  StoredSettingsFlagsSchema,
  resolveSettingsFlags,
  withSbp,
  type StoredSettingsFlags,
} from './stored-settings-flags.ts';

/** The deployment settings the flags carry besides the city's own document. */
export type SettingsEnv = Pick<Env, 'EXTERNAL_AUTH_CLIENT_ID' | 'EXTERNAL_AUTH_AUTHORIZE_URL'>;

/**
 * Settings flags of the city in the user's language. Other services (payments, auth) should
 * read their switches here too, so the web app and the server never disagree on a flag.
 * With `env` (the settings call), externalAuth comes from the deployment: the login button
 * shows only where EXTERNAL_AUTH_CLIENT_ID is set, whatever the city document says.
 */
export async function getSettingsFlags(
  city: CityContext,
  lang: Language,
  env?: SettingsEnv,
): Promise<SettingsFlags> {
  const stored = await cityMemo(city, SITE_SETTINGS_KEYS.settingsFlags, async () => {
    const document = await selectSiteSetting(city.db, SITE_SETTINGS_KEYS.settingsFlags);
    return mergeDocument(StoredSettingsFlagsSchema, DEFAULT_SETTINGS_FLAGS, document);
  });
  const flags = flagsIn(stored, lang, cardPaymentRuntime().sbpOf(city.config.city));
  if (!env) return flags;
  const externalAuth = env.EXTERNAL_AUTH_CLIENT_ID
    ? { clientId: env.EXTERNAL_AUTH_CLIENT_ID, authorizeUrl: env.EXTERNAL_AUTH_AUTHORIZE_URL }
    : null;
  return { ...flags, externalAuth };
}

// one resolved copy per loaded document and language: the payment calls read the flags on
// every request, and the copy is a few dozen objects
const resolvedFlags = new WeakMap<StoredSettingsFlags, Partial<Record<string, SettingsFlags>>>();

/** With `sbp` (the city's provider takes Faster Payments) the SBP method joins the list. */
function flagsIn(stored: StoredSettingsFlags, lang: Language, sbp: boolean): SettingsFlags {
  let byLanguage = resolvedFlags.get(stored);
  if (!byLanguage) {
    byLanguage = {};
    resolvedFlags.set(stored, byLanguage);
  }
  // frozen: one object serves every request, so no caller may change it
  return (byLanguage[`${lang}:${sbp}`] ??= deepFreeze(resolveSettingsFlags(withSbp(stored, sbp), lang)));
}

/** The flags without waiting when the city's settings are in memory (see peekCityMemo). */
export function peekSettingsFlags(city: CityContext, lang: Language): SettingsFlags | undefined {
  const stored = peekCityMemo<StoredSettingsFlags>(city, SITE_SETTINGS_KEYS.settingsFlags);
  return stored && flagsIn(stored, lang, cardPaymentRuntime().sbpOf(city.config.city));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
