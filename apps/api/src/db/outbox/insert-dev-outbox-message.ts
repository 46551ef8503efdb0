import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { devOutbox, type DevOutboxRow } from '../schema/outbox.ts';

export interface DevOutboxEntry extends Pick<DevOutboxRow, 'channel' | 'recipient' | 'subject' | 'body'> {
  html?: string | null;
  outboxId: number;
}

/** Keeps a week of dev messages: enough to read a code, not a growing pile of them. */
const KEEP = sql`now() - interval '7 days'`;

export async function insertDevOutboxMessage(db: Db, entry: DevOutboxEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(devOutbox).where(lt(devOutbox.createdAt, KEEP));
    await tx.insert(devOutbox).values(entry);
  });
}
