import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHECK_BATCH_MAX } from '@parking/domain/staff/enforcement-contracts';
import { AppError } from '../../errors/app-error.ts';
import { operatorOf, requireStaff } from '../../plugins/guards/require-operator.ts';
import { useApiKey } from '../../services/enforcement/api-key-service.ts';
import type { CheckCaller } from '../../services/enforcement/check-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireCheckCaller on the enforcement calls; null elsewhere. */
    checkCaller: CheckCaller | null;
  }
}

const inspector = requireStaff('enforcement');

/** The checks a body asks for, as the key's limit counts them: a batch's items, else one. */
function checksAsked(body: unknown): number {
  const items = (body as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? Math.min(Math.max(items.length, 1), CHECK_BATCH_MAX) : 1;
}

/**
 * Guard (a preValidation hook) of the enforcement calls. With an X-Api-Key header: a live key
 * of the city, its checks counted against its per-minute limit in the database (ApiKeyInvalid,
 * 401; TooManyRequests, 429, with Retry-After). Without one: the staff guard of the area
 * 'enforcement' (no token: TokenNotFound, 401; a role without the area: Forbidden, 403).
 */
export async function requireCheckCaller(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const header = request.headers['x-api-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined) {
    const verdict = await useApiKey(request.city, key, checksAsked(request.body));
    if (!verdict.ok) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new AppError('TooManyRequests', 429);
    }
    request.checkCaller = { apiKeyId: verdict.apiKeyId };
    return;
  }
  await inspector(request, reply);
  request.checkCaller = { staffId: operatorOf(request).id };
}

export function checkCallerOf(request: FastifyRequest): CheckCaller {
  if (!request.checkCaller) throw new AppError('TokenNotFound', 401);
  return request.checkCaller;
}
