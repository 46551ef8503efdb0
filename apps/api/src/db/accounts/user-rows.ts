import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { users, type UserRow } from '../schema/accounts.ts';

export type NewUser = typeof users.$inferInsert;

/** Reads and writes of the users table; e-mails are compared case-insensitively. */
export const userRows = {
  async byEmail(db: Db, email: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    return row ?? null;
  },

  async byPhone(db: Db, phone: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.phone, phone));
    return row ?? null;
  },

  async byId(db: Db, id: number): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },

  /** Throws the unique violation of users_email_uq / users_phone_uq when taken. */
  async insert(db: Db, values: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    return row!;
  },

  async update(db: Db, id: number, patch: Partial<NewUser>): Promise<void> {
    await db.update(users).set(patch).where(eq(users.id, id));
  },
};
