import { asc, eq, sql } from 'drizzle-orm';
import { uniqueViolation } from '../accounts/unique-violation.ts';
import type { Db } from '../db-types.ts';
import { staticPages } from '../schema/map-content.ts';

export type PageAdminRow = typeof staticPages.$inferSelect;
export type PageAdminWrite = Omit<typeof staticPages.$inferInsert, 'id' | 'updatedAt'>;

/** The staff console's static pages; the path is unique (a taken one is PageExists in the service). */
export const pageAdminRows = {
  async all(db: Db): Promise<PageAdminRow[]> {
    return db.select().from(staticPages).orderBy(asc(staticPages.path));
  },

  async byId(db: Db, id: number): Promise<PageAdminRow | null> {
    const [row] = await db.select().from(staticPages).where(eq(staticPages.id, id));
    return row ?? null;
  },

  /** Null when the path is taken (the unique index settles a race between two editors). */
  async insert(tx: Db, values: PageAdminWrite): Promise<PageAdminRow | null> {
    const [row] = await tx.insert(staticPages).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  /** 'taken' when another page has the path (the unique index, also in a race of two editors). */
  async update(tx: Db, id: number, values: PageAdminWrite): Promise<PageAdminRow | null | 'taken'> {
    try {
      const [row] = await tx
        .update(staticPages)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(staticPages.id, id))
        .returning();
      return row ?? null;
    } catch (error) {
      if (uniqueViolation(error) !== null) return 'taken';
      throw error;
    }
  },

  async remove(tx: Db, id: number): Promise<PageAdminRow | null> {
    const [row] = await tx.delete(staticPages).where(eq(staticPages.id, id)).returning();
    return row ?? null;
  },
};
