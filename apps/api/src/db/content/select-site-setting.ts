import { eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { siteSettings } from '../schema/map-content.ts';

/** The stored document under a site_settings key; undefined when the city has none (defaults apply). */
export async function selectSiteSetting(
  db: Db,
  key: string,
): Promise<(typeof siteSettings.$inferSelect)['value'] | undefined> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row?.value;
}
