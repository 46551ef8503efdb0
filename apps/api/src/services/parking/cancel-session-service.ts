import type { CityContext } from '../../config/city-context.ts';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { ParkingSession } from '@parking/domain/payments/session-contracts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashRequest } from '../ledger/hash-request.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { balanceAfter, postTransaction } from '../ledger/post-transaction.ts';
import { withIdempotency } from '../ledger/with-idempotency.ts';
import { orEarlierAnswer } from './earlier-answer.ts';
import { stopOpenSession } from './stop-open-session.ts';
import { ownedSession, requireRunning } from './owned-session.ts';
import { parkingClock } from './parking-clock.ts';
import { resolvePlace } from './parking-place.ts';
import { scopeOf, type Payer } from './payer.ts';
import { priceStay } from './price-stay.ts';
import { toParkingSession } from './session-view.ts';
import { payerAccountOf } from '../fleet-parking/fleet-session-money.ts';

const MS_PER_MINUTE = 60_000;
/** Document 1 §9: no cancelling when less than 30 minutes remain (NoSaving). */
export const MIN_REMAINING_TO_CANCEL_MINUTES = 30;

export interface CancelResult {
  result: ParkingSession;
  refund: number;
  balance: number;
}

/**
 * POST /api/payment/cancel: stops a running session now and gives back its unused whole
 * minutes: refund = paid - cost of the minutes used (a started minute counts as used), never
 * negative, onto the driver's balance (refunds -N, driver +N), also for a card-paid session.
 * NoSaving under 30 minutes left; ParkingSessionIsOver when it has ended. An open-ended
 * no-balance session cannot be refunded: cancelling it stops it like Defer (cancel/v2).
 */
export async function cancelSession(
  city: CityContext,
  flags: SettingsFlags,
  payer: Payer & { userId: number },
  reservationId: string,
  idempotencyKey: string,
): Promise<CancelResult> {
  const now = parkingClock.now();
  const scope = scopeOf(payer);
  const requestHash = hashRequest({ call: 'cancel', reservationId });
  const keyed = { scope, key: idempotencyKey, requestHash };
  // a retry is told apart by the claim in the transaction; only a failing check asks first
  return orEarlierAnswer<CancelResult>(city.db, keyed, async () => {
    // the zone never changes: resolved before the transaction, which then reads through tx only
    const known = await ownedSession(city.db, payer, reservationId, false);
    const place = await resolvePlace(city, flags, known.zone, known.parkingCode ?? undefined);
    const { answer } = await withIdempotency(city.db, keyed, async (tx) => {
      const session = await ownedSession(tx, payer, reservationId, true);
      if (session.status === 'active' && session.endsAt === null) {
        const stopped = await stopOpenSession(tx, city, place, payer, session, now);
        return {
          result: toParkingSession(stopped.session),
          refund: 0,
          balance: await balanceOf(tx, payer.userId),
        };
      }
      requireRunning(session, now);
      if (session.endsAt.getTime() - now.getTime() < MIN_REMAINING_TO_CANCEL_MINUTES * MS_PER_MINUTE) {
        throw new AppError('NoSaving', 409);
      }
      const usedMinutes = Math.max(
        0,
        Math.ceil((now.getTime() - session.startsAt.getTime()) / MS_PER_MINUTE),
      );
      let usedCost = 0;
      if (usedMinutes > 0) {
        // a fleet stay was priced without the driver's benefits: its refund is priced the same way
        const stayPayer = session.companyId !== null ? null : payer;
        const stay = {
          place,
          payer: stayPayer,
          plate: session.plate,
          start: session.startsAt,
          minutes: usedMinutes,
        };
        usedCost = (await priceStay(city, stay, tx)).totalcost;
      }
      const refund = Math.max(0, session.sumKopecks - usedCost);
      const endsAt = now.getTime() > session.startsAt.getTime() ? now : session.startsAt;
      const stopped = await sessionRows.update(
        tx,
        session.id,
        { status: 'finished', endsAt, durationMinutes: usedMinutes, refundKopecks: refund },
        now,
      );
      if (refund === 0)
        return { result: toParkingSession(stopped), refund, balance: await balanceOf(tx, payer.userId) };
      const posted = await postTransaction(tx, {
        kind: 'parking_refund',
        scope,
        idempotencyKey,
        postings: [
          { system: 'refunds', spreadKey: payer.userId, amount: -refund },
          // a fleet session's unused time goes back to its company, not to the driver
          payerAccountOf(session, payer.userId, refund),
        ],
        metadata: { sessionId: session.id, usedMinutes },
      });
      const balance =
        session.companyId !== null ? await balanceOf(tx, payer.userId) : balanceAfter(posted, payer.userId);
      return { result: toParkingSession(stopped), refund, balance };
    });
    return answer;
  });
}
