import { asc } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { smsCommands } from '../schema/map-content.ts';

export type SmsCommandRow = typeof smsCommands.$inferSelect;

/** Every SMS command in display order. */
export async function selectSmsCommands(db: Db): Promise<SmsCommandRow[]> {
  return db.select().from(smsCommands).orderBy(asc(smsCommands.sortOrder), asc(smsCommands.id));
}
