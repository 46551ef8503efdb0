import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { userDocuments, type UserDocumentRow } from '../schema/profile.ts';

/** A driver's documents; every query is scoped by user_id. */
export const documentRows = {
  async listOf(db: Db, userId: number): Promise<UserDocumentRow[]> {
    return db
      .select()
      .from(userDocuments)
      .where(eq(userDocuments.userId, userId))
      .orderBy(asc(userDocuments.id));
  },

  async byId(db: Db, userId: number, id: number): Promise<UserDocumentRow | null> {
    const [row] = await db
      .select()
      .from(userDocuments)
      .where(and(eq(userDocuments.userId, userId), eq(userDocuments.id, id)));
    return row ?? null;
  },

  /** Throws the unique violation of user_documents_uq for a duplicate. */
  async insert(db: Db, userId: number, type: 'STS' | 'VU', number: string): Promise<UserDocumentRow> {
    const [row] = await db.insert(userDocuments).values({ userId, type, number }).returning();
    return row!;
  },

  async update(db: Db, userId: number, id: number, type: 'STS' | 'VU', number: string) {
    const [row] = await db
      .update(userDocuments)
      .set({ type, number })
      .where(and(eq(userDocuments.userId, userId), eq(userDocuments.id, id)))
      .returning();
    return row ?? null;
  },

  async remove(db: Db, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(userDocuments)
      .where(and(eq(userDocuments.userId, userId), eq(userDocuments.id, id)))
      .returning({ id: userDocuments.id });
    return rows.length > 0;
  },
};
