import { z } from 'zod';
import { PaymentMethodSchema, SettingsFlagsSchema } from '../contracts/settings-flags.ts';
import { SiteOptionsSchema } from '../contracts/site-options.ts';
import { okEnvelope } from '../envelope.ts';

/**
 * The two settings documents as the city keeps them (site_settings) and as the console edits
 * them at /api/operator/settings/flags and /options (issue 20 item 6). A module of their own,
 * apart from the news, pages and notice contracts: the content forms parse with those at run
 * time, and nothing they load should build these documents' schemas (docs/decisions/0005).
 */

/** A text kept in one language (a string) or in both; drivers read their language, else ru. */
export const BilingualTextSchema = z.union([z.string(), z.object({ ru: z.string(), en: z.string() })]);
export type BilingualText = z.infer<typeof BilingualTextSchema>;

/**
 * The settings flags document: the contract's shape, with the texts a driver reads (payment
 * method names and descriptions, feedback topics, the personal-data page title) allowed in both
 * languages.
 */
export const SettingsFlagsDocumentSchema = SettingsFlagsSchema.extend({
  paymentsMethods: z.array(
    PaymentMethodSchema.extend({
      methodNameForShow: BilingualTextSchema,
      methodDescription: BilingualTextSchema,
    }),
  ),
  topics: z.array(z.object({ label: BilingualTextSchema, code: z.string() })),
  personalDataPage: z.object({ path: z.string(), title: BilingualTextSchema }).nullable(),
});
export type SettingsFlagsDocument = z.infer<typeof SettingsFlagsDocumentSchema>;

/** The site options document: the banner message may be bilingual. */
export const SiteOptionsDocumentSchema = SiteOptionsSchema.extend({
  notification: z.object({ message: BilingualTextSchema, url: z.string().nullable() }),
});
export type SiteOptionsDocument = z.infer<typeof SiteOptionsDocumentSchema>;

/**
 * PUT /api/operator/settings/flags: any top-level keys of the document; each replaces the
 * stored value. An unknown key or a bad value: ValidationError (400).
 */
export const SettingsFlagsEditSchema = SettingsFlagsDocumentSchema.partial().strict();
export type SettingsFlagsEdit = z.input<typeof SettingsFlagsEditSchema>;

/** PUT /api/operator/settings/options: as the flags, for the site options document. */
export const SiteOptionsEditSchema = SiteOptionsDocumentSchema.partial().strict();
export type SiteOptionsEdit = z.input<typeof SiteOptionsEditSchema>;

/**
 * The answers: `document` is the stored document over the defaults (what the console edits),
 * `drivers` what the public settings/options calls answer in each language after the change.
 */
export const SettingsFlagsAnswerSchema = okEnvelope({
  document: SettingsFlagsDocumentSchema,
  drivers: z.object({ ru: SettingsFlagsSchema, en: SettingsFlagsSchema }),
});
export type SettingsFlagsAnswer = z.infer<typeof SettingsFlagsAnswerSchema>;

export const SiteOptionsAnswerSchema = okEnvelope({
  document: SiteOptionsDocumentSchema,
  drivers: z.object({ ru: SiteOptionsSchema, en: SiteOptionsSchema }),
});
export type SiteOptionsAnswer = z.infer<typeof SiteOptionsAnswerSchema>;
