import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { parkingSessions, type SessionRow } from '../schema/sessions.ts';

export interface SupportSessionRecord {
  session: SessionRow;
  /** Kopecks support gave back for the stay: posted stay refunds. */
  supportRefunded: number;
  /** Kopecks of stay refunds posted or waiting for approval: what a new one may not take again. */
  supportHeld: number;
}

// parking_sessions.id spelled out: drizzle writes a column of the one table queried unqualified,
// which inside the subquery would name driver_corrections' own id
const heldSum = (statuses: string) =>
  sql<string>`coalesce((SELECT sum(d.amount) FROM driver_corrections d
     WHERE d.session_id = parking_sessions.id AND d.kind = 'stayRefund' AND d.status IN (${sql.raw(statuses)})), 0)`;

/** A driver's stays as support reads them (issue 21), with support's refunds of each. */
export const driverSessionRows = {
  async page(
    db: Db,
    userId: number,
    limit: number,
    offset: number,
  ): Promise<{ count: number; rows: SupportSessionRecord[] }> {
    const mine = eq(parkingSessions.userId, userId);
    const [counted] = await db.select({ n: count() }).from(parkingSessions).where(mine);
    const rows = await db
      .select({
        session: parkingSessions,
        refunded: heldSum(`'posted'`),
        held: heldSum(`'posted', 'pending'`),
      })
      .from(parkingSessions)
      .where(mine)
      .orderBy(desc(parkingSessions.startsAt), desc(parkingSessions.id))
      .limit(limit)
      .offset(offset);
    return {
      count: Number(counted?.n ?? 0),
      rows: rows.map((r) => ({
        session: r.session,
        supportRefunded: Number(r.refunded),
        supportHeld: Number(r.held),
      })),
    };
  },

  /** The driver's stay locked for update (a refund of it), or null when it is not theirs. */
  async lockOfDriver(tx: Db, userId: number, sessionId: number): Promise<SupportSessionRecord | null> {
    const [row] = await tx
      .select({
        session: parkingSessions,
        refunded: heldSum(`'posted'`),
        held: heldSum(`'posted', 'pending'`),
      })
      .from(parkingSessions)
      .where(and(eq(parkingSessions.id, sessionId), eq(parkingSessions.userId, userId)))
      .for('update', { of: parkingSessions });
    return row
      ? { session: row.session, supportRefunded: Number(row.refunded), supportHeld: Number(row.held) }
      : null;
  },
};
