import { asc, eq, inArray } from 'drizzle-orm';
import { customType, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { Db } from '../db-types.ts';
import type { OutgoingAttachment } from '../../services/delivery/outgoing-message.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: one shape for the callers
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Drizzle view of outbox_attachments (migrations/0018_history_reports.sql): files of a message. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    outboxId: integer('outbox_id').notNull(),
    position: smallint('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.outboxId, t.position] })],
);

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
