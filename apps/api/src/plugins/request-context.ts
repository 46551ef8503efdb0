import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pickLanguage } from '@parking/domain/i18n/languages';

const BEARER = /^Bearer\s+(\S{1,512})$/i;

function firstString(...values: unknown[]): string | null {
  for (const value of values)
    if (typeof value === 'string' && value.length > 0 && value.length <= 512) return value;
  return null;
}

/**
 * The request's language and raw token. The token is taken from the Authorization header, then
 * the body (`token` or `Token`), then the query (design.md §4); resolving it to an account is
 * the auth service's job. Runs in preValidation so form and JSON bodies are already parsed.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'ru');
  app.decorateRequest('token', null);
  // callback-style hooks: no promise per request for work that is synchronous
  app.addHook('onRequest', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.lang = pickLanguage(query?.lang, request.headers['accept-language']);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const header = request.headers.authorization;
    const bearer = header ? BEARER.exec(header)?.[1] : undefined;
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const query = (request.query ?? {}) as Record<string, unknown>;
    request.token = firstString(bearer, body.token, body.Token, query.token);
    if (typeof body.lang === 'string')
      request.lang = pickLanguage(body.lang, request.headers['accept-language']);
    done();
  });
});
