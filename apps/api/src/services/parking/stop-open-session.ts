import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { SessionRow } from '../../db/schema/sessions.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import type { ParkingPlace } from './parking-place.ts';
import type { Payer } from './payer.ts';
import { priceSession } from './price-session.ts';

const MS_PER_MINUTE = 60_000;

export interface StoppedSession {
  session: SessionRow;
  /** Kopecks owed for the stay; 0 when it was free (the session is then finished). */
  owed: number;
}

/**
 * Ends a running open-ended (no-balance) session now: the minutes used (a started minute
 * counts) are priced from its start. Something owed makes it waiting (deferred) with
 * amount_to_pay; a free stay finishes it at no cost. The caller holds the row lock and
 * resolved the place before its transaction.
 */
export async function stopOpenSession(
  tx: Db,
  city: CityContext,
  place: ParkingPlace,
  payer: Payer,
  session: SessionRow,
  now: Date,
): Promise<StoppedSession> {
  const usedMinutes = Math.max(0, Math.ceil((now.getTime() - session.startsAt.getTime()) / MS_PER_MINUTE));
  const stay = { place, payer, plate: session.plate, start: session.startsAt, minutes: usedMinutes };
  const { totalcost: owed } = await priceSession(city, stay, tx);
  const endsAt = now.getTime() > session.startsAt.getTime() ? now : session.startsAt;
  const stopped = await sessionRows.update(
    tx,
    session.id,
    { status: owed > 0 ? 'waiting' : 'finished', endsAt, durationMinutes: usedMinutes, amountToPay: owed },
    now,
  );
  return { session: stopped, owed };
}

/**
 * Cancel parking session in no-balance mode (document 2 §2: "the parking will be deleted and
 * cannot be paid later"): the running open-ended session is cancelled with nothing owed, unlike
 * Defer, which prices it and leaves it waiting. The caller holds the row lock.
 */
export async function deleteOpenSession(tx: Db, session: SessionRow, now: Date): Promise<SessionRow> {
  const usedMinutes = Math.max(0, Math.ceil((now.getTime() - session.startsAt.getTime()) / MS_PER_MINUTE));
  const endsAt = now.getTime() > session.startsAt.getTime() ? now : session.startsAt;
  return sessionRows.update(
    tx,
    session.id,
    { status: 'cancelled', endsAt, durationMinutes: usedMinutes, amountToPay: 0 },
    now,
  );
}
