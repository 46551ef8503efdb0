import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { parkingSessions, type NewSessionRow, type SessionRow } from '../schema/sessions.ts';

/** Advisory-lock namespace of plates (the first key of the two-key form). */
const PLATE_LOCK_SPACE = 727_006;

/** FNV-1a, as a signed 32-bit integer: the second advisory-lock key of a plate. */
function plateKey(plate: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < plate.length; i++) {
    h ^= plate.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** The two keys of a plate's transaction-scoped advisory lock (parking_claim_plate takes it). */
export function plateLock(plate: string): { space: number; key: number } {
  return { space: PLATE_LOCK_SPACE, key: plateKey(plate) };
}

/** How long a card payment may hold a vehicle's slot before another start may take it. */
export const AWAITING_HOLD_MINUTES = 30;

/** parking_sessions: the queries of the session services (all inside their transaction). */
export const sessionRows = {
  /**
   * The vehicle rule, in one round trip (parking_claim_plate, migration 0011): serialises every
   * writer of one plate until the transaction ends (a transaction-scoped advisory lock; two
   * plates colliding in the hash only wait for each other), closes what no longer holds the
   * plate (paid sessions whose time ran out become finished; card payments pending for longer
   * than AWAITING_HOLD_MINUTES are given up, and a late success then goes to the driver's
   * balance, see the card handler), and answers whether no session of the plate that counts
   * (paid, owed or pending) overlaps [from, to). The insert that follows in the same
   * transaction cannot interleave with another request for the same vehicle.
   */
  async claimPlate(tx: Db, plate: string, now: Date, from: Date, to: Date): Promise<boolean> {
    const result = await tx.execute(sql`
      SELECT parking_claim_plate(${PLATE_LOCK_SPACE}::int4, ${plateKey(plate)}::int4, ${plate},
        ${now.toISOString()}::timestamptz, ${from.toISOString()}::timestamptz,
        ${to.toISOString()}::timestamptz, ${AWAITING_HOLD_MINUTES}::int4) AS free`);
    return (result as unknown as { rows: { free: boolean }[] }).rows[0]!.free;
  },

  async insert(tx: Db, row: NewSessionRow): Promise<SessionRow> {
    const [made] = await tx.insert(parkingSessions).values(row).returning();
    return made!;
  },

  /** The row, locked for the rest of the transaction (renew, cancel and card handlers change it). */
  async lockById(tx: Db, id: number): Promise<SessionRow | null> {
    const [row] = await tx.select().from(parkingSessions).where(eq(parkingSessions.id, id)).for('update');
    return row ?? null;
  },

  async byId(db: Db, id: number): Promise<SessionRow | null> {
    const [row] = await db.select().from(parkingSessions).where(eq(parkingSessions.id, id));
    return row ?? null;
  },

  async update(tx: Db, id: number, fields: Partial<NewSessionRow>, now: Date): Promise<SessionRow> {
    const [row] = await tx
      .update(parkingSessions)
      .set({ ...fields, updatedAt: now })
      .where(eq(parkingSessions.id, id))
      .returning();
    return row!;
  },

  /** The driver's sessions the cabinet shows: running ones and deferred (waiting) ones. */
  async currentOfUser(db: Db, userId: number, now: Date): Promise<SessionRow[]> {
    return db
      .select()
      .from(parkingSessions)
      .where(and(eq(parkingSessions.userId, userId), isCurrentAt(now)))
      .orderBy(asc(parkingSessions.startsAt), asc(parkingSessions.id));
  },
};

/**
 * A session a cabinet lists as current at `now`: deferred (waiting), or active and not ended;
 * one whose time ran out is left out even before anything closed it.
 */
export function isCurrentAt(now: Date) {
  return or(
    eq(parkingSessions.status, 'waiting'),
    and(
      eq(parkingSessions.status, 'active'),
      or(isNull(parkingSessions.endsAt), gt(parkingSessions.endsAt, now)),
    ),
  );
}
