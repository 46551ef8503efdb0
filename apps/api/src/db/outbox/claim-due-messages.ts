import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { outbox, type OutboxRow } from '../schema/outbox.ts';

/**
 * Takes up to `limit` due rows for this worker in one statement: each becomes `sending`, its
 * attempt is counted, and next_attempt_at becomes the end of the worker's lease. SKIP LOCKED lets
 * several instances on one PostgreSQL server claim side by side without waiting for each other or
 * taking the same row; a row whose lease ran out (its worker died mid-send) is due again.
 * PGlite has one connection, so there the statement is simply atomic.
 */
export async function claimDueMessages(db: Db, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    // The status test is literal SQL so the planner can match the partial index outbox_due_idx.
    .where(and(sql`${outbox.status} IN ('pending', 'sending')`, lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs}::float8 * interval '1 millisecond'`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}
