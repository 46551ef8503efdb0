import type { Db } from '../db-types.ts';
import { notification } from '../schema/map-content.ts';

export type NotificationRow = typeof notification.$inferSelect;

/** The city's pop-up notice (the table holds one row at most), or null before one is written. */
export async function selectNotification(db: Db): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notification).limit(1);
  return row ?? null;
}
