import { and, eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { idempotencyKeys } from '../schema/ledger.ts';

export interface StoredRequest {
  requestHash: string;
  answer: unknown;
}

/** idempotency_keys: one row per (scope, key), claimed and answered in the request's transaction. */
export const idempotencyRows = {
  /**
   * True when this transaction now owns the key. On a PostgreSQL server a concurrent claimer of
   * the same key blocks here until the owner commits (then gets false) or rolls back (then true).
   */
  async claim(db: Db, scope: string, key: string, requestHash: string): Promise<boolean> {
    const rows = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  },

  async read(db: Db, scope: string, key: string): Promise<StoredRequest | null> {
    const [row] = await db
      .select({ requestHash: idempotencyKeys.requestHash, answer: idempotencyKeys.answer })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return row ?? null;
  },

  async storeAnswer(db: Db, scope: string, key: string, answer: unknown): Promise<void> {
    await db
      .update(idempotencyKeys)
      .set({ answer })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  },
};
