import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from './config/city-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The city addressed by the URL prefix /c/{city}, or the default city for bare /api. */
    city: CityContext;
    /** Interface language: `lang` parameter, else Accept-Language, else ru. */
    lang: Language;
    /** Raw token from Authorization: Bearer, body token/Token, or query token (in that order). */
    token: string | null;
  }
}
