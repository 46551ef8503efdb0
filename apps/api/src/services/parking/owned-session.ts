import type { Db } from '../../db/db-types.ts';
import type { SessionRow } from '../../db/schema/sessions.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { owns, type Payer } from './payer.ts';

/**
 * The payer's session by its wire id (ReservationId, OrderId), locked for update when `lock`.
 * Anything else (not a number, someone else's, unknown) is ParkingSessionNotFound: another
 * driver's session ids are not confirmed to exist.
 */
export function ownedSession(db: Db, payer: Payer, wireId: string, lock: boolean): Promise<SessionRow> {
  return sessionByWireId(db, wireId, lock, (row): row is SessionRow => owns(payer, row));
}

/**
 * A session by its wire id, locked for update when `lock`, if `belongs` says it is the
 * caller's (a driver's own, a company's fleet stay); ParkingSessionNotFound for anything else.
 */
export async function sessionByWireId<T extends SessionRow>(
  db: Db,
  wireId: string,
  lock: boolean,
  belongs: (row: SessionRow) => row is T,
): Promise<T> {
  if (!/^\d{1,15}$/.test(wireId)) throw new AppError('ParkingSessionNotFound', 404);
  const id = Number(wireId);
  const row = lock ? await sessionRows.lockById(db, id) : await sessionRows.byId(db, id);
  if (!row || !belongs(row)) throw new AppError('ParkingSessionNotFound', 404);
  return row;
}

/** A paid session that is still running (ParkingSessionIsOver otherwise): renew and cancel need one. */
export function requireRunning(row: SessionRow, now: Date): asserts row is SessionRow & { endsAt: Date } {
  if (row.status !== 'active' || (row.endsAt !== null && row.endsAt.getTime() <= now.getTime())) {
    throw new AppError('ParkingSessionIsOver', 409);
  }
  // an open-ended no-balance session is stopped with cancel/v2 or break/v1, not renewed or cancelled
  if (row.endsAt === null) throw new AppError('ValidationError', 400, { ReservationId: 'InvalidFormat' });
}
