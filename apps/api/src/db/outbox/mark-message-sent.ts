import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { outbox } from '../schema/outbox.ts';
import { outboxAttachmentRows } from './outbox-attachment-rows.ts';

/**
 * Records a delivered message and overwrites its secret vars. Only the worker holding this
 * attempt may do it; false means another worker took the row over after our lease ran out.
 * The message's attachments go with it (nobody needs them once sent), in the same transaction:
 * whoever sees the row sent sees them gone.
 */
export async function markMessageSent(
  db: Db,
  id: number,
  attempt: number,
  blankedVars: Record<string, string>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null, vars: blankedVars })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.attempts, attempt)))
      .returning({ id: outbox.id });
    if (rows.length > 0) await outboxAttachmentRows.drop(tx, [id]);
    return rows.length > 0;
  });
}
