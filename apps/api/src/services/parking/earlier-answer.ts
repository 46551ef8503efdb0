import type { Db } from '../../db/db-types.ts';
import { idempotencyRows } from '../../db/ledger/idempotency-rows.ts';
import { IdempotencyKeyReused } from '../ledger/ledger-errors.ts';

export interface KeyedRequest {
  scope: string;
  key: string;
  requestHash: string;
}

/**
 * The stored answer of a finished request with this key: a retry must get the first answer
 * even when the clock or the tariff moved on since (a post-payment window that closed, a zone
 * made inactive). withIdempotency still decides under concurrency. The same key with other
 * fields is IdempotencyKeyReused (ValidationError, 409).
 */
export async function earlierAnswer<T>(db: Db, request: KeyedRequest): Promise<T | undefined> {
  const stored = await idempotencyRows.read(db, request.scope, request.key);
  if (!stored || stored.answer === null) return undefined;
  if (stored.requestHash !== request.requestHash) throw new IdempotencyKeyReused();
  return stored.answer as T;
}

/**
 * Runs a keyed request whose transaction goes through withIdempotency, and answers a retry
 * with the first answer even when a check before that transaction now fails. A retry whose
 * checks pass is answered by withIdempotency's claim, so the stored answer is read only when
 * `run` throws: the first try of a request (the common case) saves that round trip.
 */
export async function orEarlierAnswer<T>(db: Db, request: KeyedRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    let earlier: T | undefined;
    try {
      earlier = await earlierAnswer<T>(db, request);
    } catch (lookup) {
      // another request's key: say so; a failing lookup must not hide the request's own error
      if (lookup instanceof IdempotencyKeyReused) throw lookup;
    }
    if (earlier !== undefined) return earlier;
    throw error;
  }
}
