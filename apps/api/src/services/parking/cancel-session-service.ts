import type { CityContext } from '../../config/city-context.ts';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { ParkingSession } from '@parking/domain/payments/session-contracts';
import { hashRequest } from '../ledger/hash-request.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { balanceAfter } from '../ledger/post-transaction.ts';
import { withIdempotency } from '../ledger/with-idempotency.ts';
import { orEarlierAnswer } from './earlier-answer.ts';
import { deleteOpenSession } from './stop-open-session.ts';
import { ownedSession, requireRunning } from './owned-session.ts';
import { parkingClock } from './parking-clock.ts';
import { resolvePlace } from './parking-place.ts';
import { scopeOf, type Payer } from './payer.ts';
import { stopWithRefund } from './refund-unused-time.ts';
import { toParkingSession } from './session-view.ts';
import { cancelFleetSession, isFleetSession } from '../fleet-parking/fleet-session-money.ts';

export { MIN_REMAINING_TO_CANCEL_MINUTES } from './refund-unused-time.ts';

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
 * no-balance session holds no money: cancelling it deletes it, nothing to pay, and it cannot be
 * paid later (document 2 §2; Defer, cancel/v2, is the way to stop it and pay).
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
        return {
          result: toParkingSession(await deleteOpenSession(tx, session, now)),
          refund: 0,
          balance: await balanceOf(tx, payer.userId),
        };
      }
      requireRunning(session, now);
      // a fleet stay's unused time goes back to its company, priced without the driver's benefits
      if (isFleetSession(session)) {
        const { stopped, refund } = await cancelFleetSession(
          tx,
          city,
          { session, place, now },
          { scope, idempotencyKey, spreadKey: payer.userId },
        );
        return { result: toParkingSession(stopped), refund, balance: await balanceOf(tx, payer.userId) };
      }
      const { stopped, refund, posted } = await stopWithRefund(
        tx,
        city,
        { session, place, now },
        {
          pricingPayer: payer,
          creditTo: (amount) => ({ driver: payer.userId, amount }),
          spreadKey: payer.userId,
          scope,
          idempotencyKey,
        },
      );
      const balance = posted ? balanceAfter(posted, payer.userId) : await balanceOf(tx, payer.userId);
      return { result: toParkingSession(stopped), refund, balance };
    });
    return answer;
  });
}
