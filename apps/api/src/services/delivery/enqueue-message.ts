import type { Db } from '../../db/db-types.ts';
import { insertOutboxMessage } from '../../db/outbox/insert-outbox-message.ts';
import { nudgeDelivery } from './delivery-nudge.ts';
import type { OutgoingMessage } from './outgoing-message.ts';
import { OutgoingMessageSchema } from './outgoing-message-schema.ts';

/**
 * Queues a message in the caller's transaction: pass the `tx` that stores the code, so the code
 * and its message commit (or roll back) together. Sending happens later in the delivery worker;
 * this never waits for a mail server or gateway. Throws on a message the templates cannot render.
 * Resolves with the outbox row's id.
 */
export async function enqueueMessage(db: Db, message: OutgoingMessage): Promise<number> {
  const valid = OutgoingMessageSchema.safeParse(message);
  if (!valid.success) {
    throw new Error(`enqueueMessage: ${valid.error.issues.map((i) => i.message).join('; ')}`);
  }
  const id = await insertOutboxMessage(db, valid.data);
  // The row is not committed yet; the worker looks again shortly after the nudge (see the worker).
  nudgeDelivery();
  return id;
}
