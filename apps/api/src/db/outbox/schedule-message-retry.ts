import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { outbox } from '../schema/outbox.ts';

/** Puts a failed attempt back in the queue, due after `delayMs` by the database's clock. */
export async function scheduleMessageRetry(
  db: Db,
  id: number,
  attempt: number,
  delayMs: number,
  error: string,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'pending',
      nextAttemptAt: sql`now() + ${delayMs}::float8 * interval '1 millisecond'`,
      lastError: error,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.attempts, attempt)));
}
