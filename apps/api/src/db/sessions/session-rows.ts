import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
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

/**
 * How long a card stay may wait for its payment. Older, the plate's next claim gives it up and
 * money that comes later goes to the driver's balance (a guest's back to the card).
 */
export const AWAITING_HOLD_MINUTES = 30;
/** parking_claim_plate's hold when no card stay is to be given up for its age (int4's top). */
const NO_HOLD_LIMIT = 2_147_483_647;

/** parking_sessions: the queries of the session services (all inside their transaction). */
export const sessionRows = {
  /**
   * The vehicle rule, in one round trip (db/routines/functions/parking_claim_plate.sql):
   * serialises every writer of one plate until the transaction ends (a transaction-scoped
   * advisory lock; two plates colliding in the hash only wait for each other), closes what no
   * longer holds the plate (paid sessions whose time ran out become finished; card stays
   * unpaid for longer than AWAITING_HOLD_MINUTES are given up, and a late success then goes to
   * the driver's balance, see the card handler), and answers whether no session of the plate
   * that counts (paid or owed; a card stay waiting for the bank holds nothing) overlaps
   * [from, to). The write that follows in the same transaction (a start's insert, the card
   * handler's activation) cannot interleave with another request for the same vehicle.
   * `giveUpLapsedHolds: false` (the card handler, settling a stay the bank says was paid)
   * closes no card stay for its age, so the one being settled is not given up under it.
   */
  async claimPlate(
    tx: Db,
    plate: string,
    now: Date,
    from: Date,
    to: Date,
    opts: { giveUpLapsedHolds?: boolean } = {},
  ): Promise<boolean> {
    const holdMinutes = opts.giveUpLapsedHolds === false ? NO_HOLD_LIMIT : AWAITING_HOLD_MINUTES;
    const [row] = await rowsOf<{ free: boolean }>(
      tx,
      sql`
      SELECT parking_claim_plate(${PLATE_LOCK_SPACE}::int4, ${plateKey(plate)}::int4, ${plate},
        ${now.toISOString()}::timestamptz, ${from.toISOString()}::timestamptz,
        ${to.toISOString()}::timestamptz, ${holdMinutes}::int4) AS free`,
    );
    return row!.free;
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
