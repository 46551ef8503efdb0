import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { news } from '../schema/map-content.ts';

export type NewsAdminRow = typeof news.$inferSelect;
export type NewsAdminWrite = Omit<typeof news.$inferInsert, 'id'>;

/** The staff console's news rows: every item, scheduled ones too. */
export const newsAdminRows = {
  async page(db: Db, limit: number, offset: number): Promise<{ count: number; rows: NewsAdminRow[] }> {
    const [total] = await db.select({ n: count() }).from(news);
    const rows = await db
      .select()
      .from(news)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(limit)
      .offset(offset);
    return { count: total?.n ?? 0, rows };
  },

  async byId(db: Db, id: number): Promise<NewsAdminRow | null> {
    const [row] = await db.select().from(news).where(eq(news.id, id));
    return row ?? null;
  },

  async insert(tx: Db, values: NewsAdminWrite): Promise<NewsAdminRow> {
    const [row] = await tx.insert(news).values(values).returning();
    return row!;
  },

  async update(tx: Db, id: number, values: Partial<NewsAdminWrite>): Promise<NewsAdminRow | null> {
    const [row] = await tx.update(news).set(values).where(eq(news.id, id)).returning();
    return row ?? null;
  },

  async remove(tx: Db, id: number): Promise<NewsAdminRow | null> {
    const [row] = await tx.delete(news).where(eq(news.id, id)).returning();
    return row ?? null;
  },
};
