import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import { AppError } from '../errors/app-error.ts';

/**
 * Whether a parsed value holds a NUL character in any string or key, however deep. A loop, not
 * recursion: a 1 MB body of nested arrays must not overflow the stack.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      for (const key of Object.keys(item)) {
        if (key.includes('\u0000')) return true;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL refuses a NUL character in text, so one in any field would surface as a 500 from
 * whichever query met it first. Every parsed body (JSON or form), query string and path
 * parameter is checked once here, before validation and before the token is looked at: a NUL
 * anywhere is ValidationError (400) and nothing runs. Raw bodies (a webhook's Buffer) are bytes,
 * not text, and pass.
 */
export const rejectNulBytesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const where = holdsNul(request.params)
      ? 'params'
      : holdsNul(request.query)
        ? 'querystring'
        : holdsNul(request.body)
          ? 'body'
          : undefined;
    if (!where) {
      done();
      return;
    }
    done(new AppError('ValidationError', 400, { [where]: ERROR_MESSAGES.InvalidFormat[request.lang] }));
  });
});
