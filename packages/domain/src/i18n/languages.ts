/** Interface languages. ru is the default and the first fallback (document 1, section 1). */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks a supported language from an explicit value or an Accept-Language header. */
export function pickLanguage(explicit?: unknown, acceptLanguage?: string): Language {
  if (isLanguage(explicit)) return explicit;
  if (acceptLanguage) {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
      if (isLanguage(tag)) return tag;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** A text in both interface languages. */
export type Localized = Record<Language, string>;
