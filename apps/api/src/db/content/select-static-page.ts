import { eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { staticPages } from '../schema/map-content.ts';

export type StaticPageRow = typeof staticPages.$inferSelect;

/** The page stored under this path (lower case, no slashes around it), or null. */
export async function selectStaticPage(db: Db, path: string): Promise<StaticPageRow | null> {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.path, path));
  return row ?? null;
}
