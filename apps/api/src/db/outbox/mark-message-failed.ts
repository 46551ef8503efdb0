import { and, eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { outbox } from '../schema/outbox.ts';
import { outboxAttachmentRows } from './outbox-attachment-rows.ts';

/**
 * Gives up on a message for good; its secret vars are overwritten like those of a sent one and
 * its attachments are dropped.
 */
export async function markMessageFailed(
  db: Db,
  id: number,
  attempt: number,
  error: string,
  blankedVars: Record<string, string>,
): Promise<void> {
  const rows = await db
    .update(outbox)
    .set({ status: 'failed', lastError: error, vars: blankedVars })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.attempts, attempt)))
    .returning({ id: outbox.id });
  if (rows.length > 0) await outboxAttachmentRows.drop(db, [id]);
}
