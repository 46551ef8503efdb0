import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { users } from '../schema/accounts.ts';
import { driverBlocks, type DriverBlockRow } from '../schema/driver-support.ts';

/** driver_blocks (migration 0041): a row while support keeps a driver's account blocked. */
export const driverBlockRows = {
  async isBlocked(db: Db, userId: number): Promise<boolean> {
    const [row] = await db
      .select({ userId: driverBlocks.userId })
      .from(driverBlocks)
      .where(eq(driverBlocks.userId, userId));
    return row !== undefined;
  },

  async of(db: Db, userId: number): Promise<DriverBlockRow | null> {
    const [row] = await db.select().from(driverBlocks).where(eq(driverBlocks.userId, userId));
    return row ?? null;
  },

  /**
   * Locks the driver's users row for the block or unblock (two of them at once queue here) and
   * answers whether the driver exists and is blocked now.
   */
  async lockState(tx: Db, userId: number): Promise<{ exists: boolean; block: DriverBlockRow | null }> {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return { exists: false, block: null };
    return { exists: true, block: await driverBlockRows.of(tx, userId) };
  },

  async block(
    tx: Db,
    row: { userId: number; reason: string; staffId: number | null; staffLogin: string },
  ): Promise<DriverBlockRow> {
    const [made] = await tx
      .insert(driverBlocks)
      .values({ ...row, blockedAt: sql`now()` })
      .returning();
    return made!;
  },

  async unblock(tx: Db, userId: number): Promise<void> {
    await tx.delete(driverBlocks).where(eq(driverBlocks.userId, userId));
  },
};
