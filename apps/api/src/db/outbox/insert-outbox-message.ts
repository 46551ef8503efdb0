import type { Db } from '../db-types.ts';
import { outbox, type OutboxRow, type OutgoingAttachment } from '../schema/outbox.ts';
import { outboxAttachmentRows } from './outbox-attachment-rows.ts';

/** A message as the outbox stores it; the delivery service's OutgoingMessage has this shape. */
export interface NewOutboxMessage extends Pick<OutboxRow, 'channel' | 'template' | 'vars' | 'lang'> {
  /** The row's recipient. */
  to: string;
  attachments?: OutgoingAttachment[] | undefined;
}

/**
 * One pending row (and its attachments), due at once; runs in whatever transaction `db` is —
 * pass a transaction when the message has attachments, so the row is never seen without them.
 */
export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      recipient: message.to,
      template: message.template,
      vars: message.vars,
      lang: message.lang,
    })
    .returning({ id: outbox.id });
  await outboxAttachmentRows.insert(db, row!.id, message.attachments ?? []);
  return row!.id;
}
