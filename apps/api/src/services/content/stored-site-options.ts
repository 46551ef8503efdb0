import type { CityConfig } from '@parking/domain/cities/city-config';
import type { SiteOptions } from '@parking/domain/contracts/site-options';
import {
  SiteOptionsDocumentSchema,
  type SiteOptionsDocument,
} from '@parking/domain/staff/settings-document-contracts';
import { defaultSiteOptions } from '@parking/domain/contracts/default-site-options';
import type { Language } from '@parking/domain/i18n/languages';
import { textIn } from './localized-text.ts';

/**
 * Site options as site_settings keeps them: the contract's shape, except that the banner
 * message may be kept in both languages.
 */
export const StoredSiteOptionsSchema = SiteOptionsDocumentSchema;
export type StoredSiteOptions = SiteOptionsDocument;

/** What a city shows before an operator has configured anything: the seeds' defaults. */
export function defaultStoredSiteOptions(config: CityConfig): StoredSiteOptions {
  return defaultSiteOptions(config.mapCenter);
}

export function resolveSiteOptions(stored: StoredSiteOptions, lang: Language): SiteOptions {
  return {
    ...stored,
    notification: { ...stored.notification, message: textIn(stored.notification.message, lang) },
  };
}
