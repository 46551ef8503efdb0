import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CorrectionStatus } from '@parking/domain/staff/driver-support-contracts';
import type { Db } from '../db-types.ts';
import { users } from '../schema/accounts.ts';
import {
  driverCorrections,
  type DriverCorrectionRow,
  type NewDriverCorrection,
} from '../schema/driver-support.ts';

export interface CorrectionRecord {
  row: DriverCorrectionRow;
  /** "Last First Middle" of the driver now. */
  driverName: string;
}

const driverName = sql<string>`concat_ws(' ', nullif(users.last_name, ''), nullif(users.first_name, ''), nullif(users.middle_name, ''))`;

/** driver_corrections (migration 0041): support's money actions and the pending ones' approvals. */
export const driverCorrectionRows = {
  /**
   * Claims the request: the new row, or null when this staff member's request id is there
   * already. On a server a concurrent claim of the same id waits for the first to commit.
   */
  async claim(tx: Db, row: NewDriverCorrection): Promise<DriverCorrectionRow | null> {
    const [made] = await tx
      .insert(driverCorrections)
      .values(row)
      .onConflictDoNothing({ target: [driverCorrections.requestedLogin, driverCorrections.requestId] })
      .returning();
    return made ?? null;
  },

  async byRequest(db: Db, login: string, requestId: string): Promise<DriverCorrectionRow | null> {
    const [row] = await db
      .select()
      .from(driverCorrections)
      .where(and(eq(driverCorrections.requestedLogin, login), eq(driverCorrections.requestId, requestId)));
    return row ?? null;
  },

  /** Locked until the transaction ends: two approvals of one correction queue here. */
  async lockById(tx: Db, id: number): Promise<DriverCorrectionRow | null> {
    const [row] = await tx.select().from(driverCorrections).where(eq(driverCorrections.id, id)).for('update');
    return row ?? null;
  },

  async update(
    tx: Db,
    id: number,
    patch: Partial<Omit<NewDriverCorrection, 'id' | 'decidedAt'>> & { decided?: boolean },
  ): Promise<DriverCorrectionRow> {
    const { decided, ...fields } = patch;
    const [row] = await tx
      .update(driverCorrections)
      .set({ ...fields, ...(decided ? { decidedAt: sql`now()` } : {}) })
      .where(eq(driverCorrections.id, id))
      .returning();
    return row!;
  },

  async withName(db: Db, id: number): Promise<CorrectionRecord | null> {
    const [found] = await db
      .select({ row: driverCorrections, driverName })
      .from(driverCorrections)
      .innerJoin(users, eq(users.id, driverCorrections.userId))
      .where(eq(driverCorrections.id, id));
    return found ?? null;
  },

  /** Corrections in a status: the pending ones oldest first (a queue), the others newest first. */
  async list(
    db: Db,
    status: CorrectionStatus,
    limit: number,
    offset: number,
  ): Promise<{ count: number; rows: CorrectionRecord[] }> {
    const where = eq(driverCorrections.status, status);
    const [counted] = await db.select({ n: count() }).from(driverCorrections).where(where);
    const order =
      status === 'pending'
        ? [asc(driverCorrections.requestedAt), asc(driverCorrections.id)]
        : [desc(driverCorrections.requestedAt), desc(driverCorrections.id)];
    const rows = await db
      .select({ row: driverCorrections, driverName })
      .from(driverCorrections)
      .innerJoin(users, eq(users.id, driverCorrections.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return { count: Number(counted?.n ?? 0), rows };
  },

  /** The driver's newest corrections. */
  async ofDriver(db: Db, userId: number, limit: number): Promise<CorrectionRecord[]> {
    return db
      .select({ row: driverCorrections, driverName })
      .from(driverCorrections)
      .innerJoin(users, eq(users.id, driverCorrections.userId))
      .where(eq(driverCorrections.userId, userId))
      .orderBy(desc(driverCorrections.requestedAt), desc(driverCorrections.id))
      .limit(limit);
  },
};
