import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * preHandler of the gates' calls: the X-Gate-Key header must equal GATE_API_KEY. Without the
 * variable the calls are off (FeatureDisabled). Both sides are hashed first, so the comparison
 * takes the same time whatever the length or content of a guess.
 */
export function requireGateKey(configured: string | undefined) {
  return async (request: FastifyRequest) => {
    if (!configured) throw new AppError('FeatureDisabled', 403);
    const header = request.headers['x-gate-key'];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given || !timingSafeEqual(digest(given), digest(configured))) {
      throw new AppError('TokenNotFound', 401);
    }
  };
}
