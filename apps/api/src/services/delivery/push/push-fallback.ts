import type { Db } from '../../../db/db-types.ts';
import {
  accountContact,
  finishMessage,
  lockSendingMessage,
} from '../../../db/reminders/push-fallback-rows.ts';
import { enqueueMessage } from '../enqueue-message.ts';
import { fallbackChannel } from './fallback-channel.ts';

/**
 * A push message no subscription of the account took: the same message is queued for the
 * driver's fallback channel (SMS or e-mail) in the transaction that finishes the push row, so
 * the reminder is neither lost (both commit or neither) nor repeated (the row is done). Answers
 * the new outbox id, or null when there was nowhere else to send (the push row then fails).
 */
export async function fallBackFromPush(
  db: Db,
  outboxId: number,
  userId: number,
  why: string,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const message = await lockSendingMessage(tx, outboxId);
    // another worker finished it meanwhile (our lease ran out): nothing to do
    if (!message) return null;
    const contact = await accountContact(tx, userId);
    const target = contact ? fallbackChannel(contact) : null;
    if (!target) {
      await finishMessage(tx, outboxId, 'failed', `${why}; no phone or e-mail to fall back to`);
      return null;
    }
    const id = await enqueueMessage(tx, {
      ...target,
      template: message.template,
      vars: message.vars,
      lang: message.lang,
    });
    await finishMessage(tx, outboxId, 'sent', `${why}; sent by ${target.channel} instead (outbox ${id})`);
    return id;
  });
}
