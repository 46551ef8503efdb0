import { z } from 'zod';
import type { Language } from '@parking/domain/i18n/languages';

/**
 * A text an operator may keep in one language or in both. Stored documents use it where the
 * contract has a plain string that the user should still read in their own language.
 */
export const LocalizedTextSchema = z.union([z.string(), z.object({ ru: z.string(), en: z.string() })]);
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/** The text in `lang`, falling back to Russian (the default language) when that one is empty. */
export function textIn(text: LocalizedText, lang: Language): string {
  return typeof text === 'string' ? text : text[lang] || text.ru;
}
