import type { Db } from '../db-types.ts';
import { outbox } from '../schema/outbox.ts';
import type { OutgoingMessage } from '../../services/delivery/outgoing-message.ts';

/** One pending row, due at once; runs in whatever transaction `db` is. */
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
  return row!.id;
}
