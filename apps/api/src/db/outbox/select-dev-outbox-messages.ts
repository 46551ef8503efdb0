import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { devOutbox, type DevOutboxRow } from '../schema/outbox.ts';

/** Newest first; `recipient` narrows the list to one address or phone. */
export async function selectDevOutboxMessages(
  db: Db,
  limit: number,
  recipient?: string,
): Promise<DevOutboxRow[]> {
  return db
    .select()
    .from(devOutbox)
    .where(recipient ? eq(devOutbox.recipient, recipient) : undefined)
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(limit);
}
