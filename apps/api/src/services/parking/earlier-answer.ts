import type { Db } from '../../db/db-types.ts';
import { idempotencyRows } from '../../db/ledger/idempotency-rows.ts';
import { IdempotencyKeyReused } from '../ledger/ledger-errors.ts';

export interface KeyedRequest {
  scope: string;
  key: string;
  requestHash: string;
}

/**
 * The stored answer of a finished request with this key, read before any checks or pricing: a
 * retry must get the first answer even when the clock or the tariff moved on since (a
 * post-payment window that closed, a zone made inactive). withIdempotency still decides under
 * concurrency; this is the fast path for a plain retry. The same key with other fields is
 * IdempotencyKeyReused (ValidationError, 409).
 */
export async function earlierAnswer<T>(db: Db, request: KeyedRequest): Promise<T | undefined> {
  const stored = await idempotencyRows.read(db, request.scope, request.key);
  if (!stored || stored.answer === null) return undefined;
  if (stored.requestHash !== request.requestHash) throw new IdempotencyKeyReused();
  return stored.answer as T;
}
