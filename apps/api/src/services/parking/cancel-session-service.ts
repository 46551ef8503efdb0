import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
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
import { resolvePlace, type ParkingPlace } from './parking-place.ts';
import { scopeOf, type Payer } from './payer.ts';
import { stopWithRefund } from './refund-unused-time.ts';
import { sendCardRefunds } from '../card-refunds/request-card-refund.ts';
import { toParkingSession } from './session-view.ts';
import { cancelFleetSession, isFleetSession } from '../fleet-parking/fleet-session-money.ts';

export { MIN_REMAINING_TO_CANCEL_MINUTES } from './refund-unused-time.ts';

export interface CancelResult {
  result: ParkingSession;
  refund: number;
  balance: number;
  /** Where the refund went: 'card' when (part of) it goes back to the card the stay was paid with. */
  refundTo?: 'card' | 'balance';
  /** Kopecks of `refund` going back to the card (a pending card refund); the rest went to the balance. */
  cardRefund?: number;
}

/** How a cancel's refund is journaled: the caller's key space and key, and more facts. */
export interface CancelMoney {
  scope: string;
  idempotencyKey: string;
  /** Support's reason and correction (services/driver-support): the history shows the reason. */
  metadata?: Record<string, unknown>;
}

export interface LockedCancel extends CancelResult {
  /** The move that refunded the driver's balance; null when none did (nothing back, a company's stay, all to the card). */
  ledgerTransactionId: number | null;
  /** Card refunds opened in the transaction: send them after commit (sendCardRefunds). */
  cardRefundIds: string[];
}

/**
 * POST /api/payment/cancel: stops a running session now and gives back its unused whole
 * minutes: refund = paid - cost of the minutes used (a started minute counts as used), never
 * negative. A stay paid by card gets it back on that card (issue 22: a pending card refund in
 * the transaction, the provider asked after commit, services/card-refunds); the rest, and a
 * stay paid from the balance, onto the driver's balance (refunds -N, driver +N).
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
    const place = await placeOfSession(city, flags, payer, reservationId);
    let cardRefundIds: string[] = [];
    const { answer } = await withIdempotency(city.db, keyed, async (tx) => {
      const cancelled = await cancelLockedSession(tx, city, payer, reservationId, place, now, {
        scope,
        idempotencyKey,
      });
      cardRefundIds = cancelled.cardRefundIds;
      const { result, refund, balance, refundTo, cardRefund } = cancelled;
      return { result, refund, balance, refundTo, cardRefund };
    });
    // outside the transaction: the provider's answer settles each refund in one of its own
    await sendCardRefunds(city, cardRefundIds);
    return answer;
  });
}

/** Where the payer's session is (ParkingSessionNotFound when it is not theirs), before the transaction. */
export async function placeOfSession(
  city: CityContext,
  flags: SettingsFlags,
  payer: Payer,
  reservationId: string,
): Promise<ParkingPlace> {
  const known = await ownedSession(city.db, payer, reservationId, false);
  return resolvePlace(city, flags, known.zone, known.parkingCode ?? undefined);
}

/**
 * The cancel inside the caller's transaction, the session's row locked here: the driver's own
 * cancel above, and support's cancel of a driver's stay (services/driver-support), which
 * journals it under its own key with the reason and writes its audit record in the same
 * transaction.
 */
export async function cancelLockedSession(
  tx: Db,
  city: CityContext,
  payer: Payer & { userId: number },
  reservationId: string,
  place: ParkingPlace,
  now: Date,
  money: CancelMoney,
): Promise<LockedCancel> {
  const session = await ownedSession(tx, payer, reservationId, true);
  if (session.status === 'active' && session.endsAt === null) {
    return {
      result: toParkingSession(await deleteOpenSession(tx, session, now)),
      refund: 0,
      balance: await balanceOf(tx, payer.userId),
      ...nothingToCard(),
    };
  }
  requireRunning(session, now);
  // a fleet stay's unused time goes back to its company, priced without the driver's benefits
  if (isFleetSession(session)) {
    const { stopped, refund } = await cancelFleetSession(
      tx,
      city,
      { session, place, now },
      { scope: money.scope, idempotencyKey: money.idempotencyKey, spreadKey: payer.userId },
    );
    return {
      result: toParkingSession(stopped),
      refund,
      balance: await balanceOf(tx, payer.userId),
      ...nothingToCard(),
    };
  }
  const { stopped, refund, posted, toCard, cardRefundIds } = await stopWithRefund(
    tx,
    city,
    { session, place, now },
    {
      pricingPayer: payer,
      creditTo: (amount) => ({ driver: payer.userId, amount }),
      spreadKey: payer.userId,
      scope: money.scope,
      idempotencyKey: money.idempotencyKey,
      metadata: money.metadata,
      cardsOf: { userId: payer.userId },
    },
  );
  const balance = posted ? balanceAfter(posted, payer.userId) : await balanceOf(tx, payer.userId);
  return {
    result: toParkingSession(stopped),
    refund,
    balance,
    refundTo: toCard > 0 ? 'card' : 'balance',
    cardRefund: toCard,
    ledgerTransactionId: posted?.id ?? null,
    cardRefundIds,
  };
}

/** A cancel that sent nothing to a card (an open-ended stay, a company's). */
function nothingToCard(): Pick<
  LockedCancel,
  'refundTo' | 'cardRefund' | 'ledgerTransactionId' | 'cardRefundIds'
> {
  return { refundTo: 'balance', cardRefund: 0, ledgerTransactionId: null, cardRefundIds: [] };
}
