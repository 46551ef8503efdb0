import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
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

/** How long a card payment may hold a vehicle's slot before another start may take it. */
export const AWAITING_HOLD_MINUTES = 30;

/** parking_sessions: the queries of the session services (all inside their transaction). */
export const sessionRows = {
  /**
   * Serialises every writer of one plate until the transaction ends: the overlap check and the
   * insert that follows cannot interleave with another request for the same vehicle, on a
   * PostgreSQL server as on PGlite. Two plates colliding in the hash only wait for each other.
   */
  async lockPlate(tx: Db, plate: string): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PLATE_LOCK_SPACE}::int4, ${plateKey(plate)}::int4)`);
  },

  /**
   * Closes what no longer holds the plate: paid sessions whose time ran out become finished,
   * card payments pending for longer than AWAITING_HOLD_MINUTES are given up (cancelled; a
   * late success then goes to the driver's balance, see the card handler).
   */
  async closeEndedOfPlate(tx: Db, plate: string, now: Date): Promise<void> {
    // one statement: this runs in every start
    const at = now.toISOString();
    await tx.execute(sql`
      UPDATE parking_sessions
         SET status = CASE WHEN status = 'active' THEN 'finished' ELSE 'cancelled' END, updated_at = ${at}
       WHERE plate = ${plate}
         AND ((status = 'active' AND ends_at <= ${at}::timestamptz)
           OR (status = 'awaiting_payment'
               AND created_at < ${at}::timestamptz - make_interval(mins => ${AWAITING_HOLD_MINUTES})))`);
  },

  /** A session of the plate whose time overlaps [from, to) and that counts (paid, owed or pending). */
  async overlapping(
    tx: Db,
    plate: string,
    from: Date,
    to: Date,
    exceptId?: number,
  ): Promise<SessionRow | null> {
    const [row] = await tx
      .select()
      .from(parkingSessions)
      .where(
        and(
          eq(parkingSessions.plate, plate),
          inArray(parkingSessions.status, ['awaiting_payment', 'active', 'waiting', 'finished']),
          lt(parkingSessions.startsAt, to),
          or(isNull(parkingSessions.endsAt), gt(parkingSessions.endsAt, from)),
          exceptId === undefined ? undefined : ne(parkingSessions.id, exceptId),
        ),
      )
      .limit(1);
    return row ?? null;
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
      .where(
        and(
          eq(parkingSessions.userId, userId),
          or(
            eq(parkingSessions.status, 'waiting'),
            and(
              eq(parkingSessions.status, 'active'),
              or(isNull(parkingSessions.endsAt), gt(parkingSessions.endsAt, now)),
            ),
          ),
        ),
      )
      .orderBy(asc(parkingSessions.startsAt), asc(parkingSessions.id));
  },
};
