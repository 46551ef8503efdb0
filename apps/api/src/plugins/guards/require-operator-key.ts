import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Guard (a preValidation hook) of the operator's machine calls: the X-Operator-Key header must equal OPERATOR_API_KEY.
 * Without the variable the calls are off (FeatureDisabled). Hashed first, so the comparison
 * takes the same time whatever the guess.
 */
export function requireOperatorKey(configured: string | undefined) {
  return async (request: FastifyRequest) => {
    if (!configured) throw new AppError('FeatureDisabled', 403);
    const header = request.headers['x-operator-key'];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given || !timingSafeEqual(digest(given), digest(configured)))
      throw new AppError('TokenNotFound', 401);
  };
}
