import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { outboxAttachments, type OutgoingAttachment } from '../schema/outbox.ts';

/** outbox_attachments (migration 0018): the files of a message. */
export const outboxAttachmentRows = {
  /** In the caller's transaction, with the message's row. */
  async insert(db: Db, outboxId: number, files: OutgoingAttachment[]): Promise<void> {
    if (files.length === 0) return;
    await db.insert(outboxAttachments).values(
      files.map((f, position) => ({
        outboxId,
        position,
        filename: f.filename,
        contentType: f.contentType,
        content: f.content,
      })),
    );
  },

  async of(db: Db, outboxId: number): Promise<OutgoingAttachment[]> {
    return db
      .select({
        filename: outboxAttachments.filename,
        contentType: outboxAttachments.contentType,
        content: outboxAttachments.content,
      })
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, outboxId))
      .orderBy(asc(outboxAttachments.position));
  },

  /** A sent or given-up message's files are not kept (the cabinet can export the same history). */
  async drop(db: Db, outboxIds: number[]): Promise<void> {
    if (outboxIds.length === 0) return;
    await db.delete(outboxAttachments).where(inArray(outboxAttachments.outboxId, outboxIds));
  },
};
