import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { siteSettings } from '../schema/map-content.ts';

type Document = (typeof siteSettings.$inferSelect)['value'];

/** The staff console's writes of the site_settings documents. */
export const siteSettingsRows = {
  /**
   * The stored document under `key`, its row locked to the end of the transaction (made empty
   * when missing): two editors saving different keys at once both keep their change.
   */
  async lockDocument(tx: Db, key: string): Promise<Document> {
    await tx.insert(siteSettings).values({ key, value: {} }).onConflictDoNothing();
    const [row] = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, key))
      .for('update');
    return row?.value ?? {};
  },

  async write(tx: Db, key: string, value: Document): Promise<void> {
    await tx
      .update(siteSettings)
      .set({ value, updatedAt: sql`now()` })
      .where(eq(siteSettings.key, key));
  },
};
