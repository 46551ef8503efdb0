import type { Language } from '@parking/domain/i18n/languages';

/** What a service needs to know about the caller: the address limits count on, the message language. */
export interface ClientMeta {
  ip: string;
  lang: Language;
}
