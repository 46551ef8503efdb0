import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

const KEY_SHAPE = /^[\x21-\x7e]{8,200}$/;

/**
 * The idempotency key of a money-moving call: the `Idempotency-Key` header, else the body's
 * `idempotencyKey` (the web app sends one per submit). A client that sends none (the seeds'
 * older form) gets a fresh key, so its call runs once but a retry of it is a new call.
 */
export function idempotencyKeyOf(request: FastifyRequest, bodyKey?: string): string {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header) ?? bodyKey;
  if (key === undefined || key === '') return `auto:${randomUUID()}`;
  if (!KEY_SHAPE.test(key)) throw new AppError('ValidationError', 400, { idempotencyKey: 'InvalidFormat' });
  return key;
}
