import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { notification } from '../schema/map-content.ts';

export type NoticeAdminRow = typeof notification.$inferSelect;
export type NoticeAdminWrite = Omit<typeof notification.$inferInsert, 'id' | 'updatedAt'>;

/** The city's one pop-up notice row (id 1). */
export const noticeAdminRows = {
  /**
   * Writes the notice; updated_at moves to now on every save (clock_timestamp, so two saves in
   * one transaction still differ), which is what makes drivers who closed it see it again.
   */
  async write(tx: Db, values: NoticeAdminWrite): Promise<NoticeAdminRow> {
    const moved = { ...values, updatedAt: sql`clock_timestamp()` };
    const [row] = await tx
      .insert(notification)
      .values({ id: 1, ...moved })
      .onConflictDoUpdate({ target: notification.id, set: moved })
      .returning();
    return row!;
  },
};
