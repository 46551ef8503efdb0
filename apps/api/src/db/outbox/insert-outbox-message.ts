import type { Db } from '../db-types.ts';
import { outbox } from '../schema/outbox.ts';
import type { OutgoingMessage } from '../../services/delivery/outgoing-message.ts';
import { outboxAttachmentRows } from './outbox-attachment-rows.ts';

/**
 * One pending row (and its attachments), due at once; runs in whatever transaction `db` is —
 * pass a transaction when the message has attachments, so the row is never seen without them.
 */
export async function insertOutboxMessage(db: Db, message: OutgoingMessage): Promise<number> {
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
