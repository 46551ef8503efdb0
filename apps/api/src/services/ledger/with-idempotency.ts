import type { Db } from '../../db/db-types.ts';
import { idempotencyRows } from '../../db/ledger/idempotency-rows.ts';
import { IdempotencyKeyReused } from './ledger-errors.ts';

export interface IdempotentRequest {
  /** Whose key space: `user:<id>`, `guest:<token id>`, ... so two clients never collide. */
  scope: string;
  /** The client's key (the web app makes one per submit). */
  key: string;
  /** A digest of the request's meaningful fields (see hashRequest). */
  requestHash: string;
}

export interface IdempotentResult<T> {
  /** The first answer, as JSON would carry it (a retry gets exactly the same value). */
  answer: T;
  /** True when this call did nothing and gave back the stored answer. */
  replayed: boolean;
}

/**
 * Runs `fn` once per (scope, key), in one transaction together with the key's claim and its
 * answer. The key is claimed first: a concurrent duplicate on a PostgreSQL server waits on the
 * unique key until the first commits, then reads and returns the stored answer (PGlite runs
 * transactions one at a time, so there the duplicate simply finds the row). Only successes are
 * remembered: when `fn` throws, everything including the claim rolls back, so a retry of a
 * refused request (NoMoneyNoHoney, say) runs again. Needs READ COMMITTED, the default.
 *
 * The same key with a different requestHash throws IdempotencyKeyReused (ValidationError, 409).
 */
export async function withIdempotency<T>(
  db: Db,
  request: IdempotentRequest,
  fn: (tx: Db) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const { scope, key, requestHash } = request;
  return db.transaction(async (tx) => {
    if (!(await idempotencyRows.claim(tx, scope, key, requestHash))) {
      const stored = await idempotencyRows.read(tx, scope, key);
      // Unreachable under READ COMMITTED: the conflicting row is committed by the time we read.
      if (!stored) throw new Error(`idempotency key ${scope}/${key} is held by an unfinished request`);
      if (stored.requestHash !== requestHash) throw new IdempotencyKeyReused();
      return { answer: stored.answer as T, replayed: true };
    }
    const answer = asJson(await fn(tx)) as T;
    await idempotencyRows.storeAnswer(tx, scope, key, answer);
    return { answer, replayed: false };
  });
}

/** What the jsonb column will give back on a retry, so first answers and replays are equal. */
function asJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}
