import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { news } from '../schema/map-content.ts';

export type NewsRow = typeof news.$inferSelect;

/** Scheduled items (published_at in the future) stay hidden until their time. */
const published = lte(news.publishedAt, sql`now()`);

/** One page of published news, newest first, and how many there are in all. */
export async function selectNewsPage(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: NewsRow[] }> {
  const [total] = await db.select({ n: count() }).from(news).where(published);
  const rows = await db
    .select()
    .from(news)
    .where(published)
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

export async function selectPublishedNews(db: Db, id: number): Promise<NewsRow | null> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), published));
  return row ?? null;
}
