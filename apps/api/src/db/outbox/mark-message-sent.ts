import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { outbox } from '../schema/outbox.ts';

/**
 * Records a delivered message and overwrites its secret vars. Only the worker holding this
 * attempt may do it; false means another worker took the row over after our lease ran out.
 */
export async function markMessageSent(
  db: Db,
  id: number,
  attempt: number,
  blankedVars: Record<string, string>,
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, vars: blankedVars })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.attempts, attempt)))
    .returning({ id: outbox.id });
  return rows.length > 0;
}
