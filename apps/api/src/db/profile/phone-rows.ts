import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { userPhones, type UserPhoneRow } from '../schema/profile.ts';

/**
 * A driver's phones. The main one mirrors users.phone (a trigger keeps them in step), so a
 * main-phone change is an update of users.phone; these write only the extra phones.
 */
export const phoneRows = {
  /** The main phone first, then in the order added. */
  async listOf(db: Db, userId: number): Promise<UserPhoneRow[]> {
    return db
      .select()
      .from(userPhones)
      .where(eq(userPhones.userId, userId))
      .orderBy(desc(userPhones.isMain), asc(userPhones.id));
  },

  async byPhone(db: Db, phone: string): Promise<UserPhoneRow | null> {
    const [row] = await db.select().from(userPhones).where(eq(userPhones.phone, phone));
    return row ?? null;
  },

  /** Throws the unique violation of user_phones_phone_uq when any account has the phone. */
  async addExtra(db: Db, userId: number, phone: string): Promise<void> {
    await db.insert(userPhones).values({ userId, phone, isMain: false });
  },

  async replaceExtra(db: Db, userId: number, oldPhone: string, phone: string): Promise<void> {
    await db
      .update(userPhones)
      .set({ phone })
      .where(
        and(eq(userPhones.userId, userId), eq(userPhones.phone, oldPhone), eq(userPhones.isMain, false)),
      );
  },

  async removeExtra(db: Db, userId: number, phone: string): Promise<void> {
    await db
      .delete(userPhones)
      .where(and(eq(userPhones.userId, userId), eq(userPhones.phone, phone), eq(userPhones.isMain, false)));
  },
};
