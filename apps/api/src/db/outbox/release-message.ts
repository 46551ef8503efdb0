import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { outbox } from '../schema/outbox.ts';

/**
 * Hands back a row whose send was cut short by shutdown: due at once for the next worker, and
 * the interrupted attempt does not count. The send may have reached the other side anyway, so
 * the next worker may send it twice (delivery is at-least-once).
 */
export async function releaseMessage(db: Db, id: number, attempt: number): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'pending',
      attempts: sql`${outbox.attempts} - 1`,
      nextAttemptAt: sql`now()`,
      lastError: 'interrupted by shutdown',
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.attempts, attempt)));
}
