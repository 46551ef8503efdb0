import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { SessionKind } from '../../db/schema/sessions.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerCardPaymentHandler } from '../card-payments/card-payment-handlers.ts';
import type { CardPaymentRecord } from '../card-payments/card-payment-types.ts';
import { systemAccount } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { liveSessionConflict } from './live-session-conflict.ts';
import { parkingClock } from './parking-clock.ts';

const MS_PER_MINUTE = 60_000;
/** Sessions that start when paid: the driver should not lose the minutes spent on the pay page. */
const STARTS_WHEN_PAID: readonly SessionKind[] = ['payment', 'continueSession', 'paymentUnregister'];

/** Card money in for parking: card_clearing -N, city_revenue +N, once per card payment. */
async function postParkingRevenue(tx: Db, payment: CardPaymentRecord, sessionId: number): Promise<void> {
  await postTransaction(tx, {
    kind: 'parking_payment',
    scope: `card:${payment.paymentId}`,
    idempotencyKey: payment.purpose,
    postings: [
      { account: await systemAccount(tx, 'card_clearing'), amount: -payment.amountKopecks },
      { account: await systemAccount(tx, 'city_revenue', sessionId), amount: payment.amountKopecks },
    ],
    metadata: { sessionId, paymentId: payment.paymentId },
  });
}

function sessionIdOf(payment: CardPaymentRecord): number {
  const id = payment.payload.sessionId;
  if (typeof id !== 'number') throw new AppError('ParkingSessionNotFound', 404);
  return id;
}

/** A renewal paid by card: the running session grows by the paid minutes. */
async function extendRenewal(tx: Db, payment: CardPaymentRecord, now: Date): Promise<number> {
  const row = await sessionRows.lockById(tx, sessionIdOf(payment));
  if (!row) throw new AppError('ParkingSessionNotFound', 404);
  const minutes = Number(payment.payload.minutes);
  if (row.status !== 'active' || !row.endsAt || row.endsAt.getTime() <= now.getTime()) {
    throw new AppError('ParkingSessionIsOver', 409);
  }
  await sessionRows.update(
    tx,
    row.id,
    {
      endsAt: new Date(row.endsAt.getTime() + minutes * MS_PER_MINUTE),
      durationMinutes: row.durationMinutes + minutes,
      sumKopecks: row.sumKopecks + payment.amountKopecks,
    },
    now,
  );
  return row.id;
}

/**
 * A start paid by card: the stay waiting for the bank becomes the plate's paid stay, at the
 * moment of payment (a post-paid stay keeps its times). An unpaid stay held nothing, so the
 * plate is claimed now, as a start claims it: if a paid stay of the plate overlaps (another
 * payer's came first), the handler refuses and the money goes back. The plate's lock is taken
 * before the row's, in the order of a start (whose claim may cancel this row as lapsed).
 */
async function activateStart(tx: Db, payment: CardPaymentRecord, now: Date): Promise<number> {
  const pending = await sessionRows.byId(tx, sessionIdOf(payment));
  if (!pending) throw new AppError('ParkingSessionNotFound', 404);
  if (pending.status !== 'awaiting_payment') throw new AppError('ParkingSessionIsOver', 409);
  const startsAt = STARTS_WHEN_PAID.includes(pending.kind) ? now : pending.startsAt;
  const endsAt = new Date(startsAt.getTime() + pending.durationMinutes * MS_PER_MINUTE);
  // the bank's word that it was paid counts whatever the stay's age: it is not given up here
  const claim = { giveUpLapsedHolds: false };
  if (!(await sessionRows.claimPlate(tx, pending.plate, now, startsAt, endsAt, claim))) {
    throw new AppError('ParkingSessionAlreadyExists', 409);
  }
  // given up meanwhile: declined or expired, or unpaid past the hold when another start claimed
  const row = await sessionRows.lockById(tx, pending.id);
  if (row?.status !== 'awaiting_payment') throw new AppError('ParkingSessionIsOver', 409);
  const fields = {
    status: endsAt.getTime() <= now.getTime() ? ('finished' as const) : ('active' as const),
    startsAt,
    endsAt,
    sumKopecks: payment.amountKopecks,
  };
  await liveSessionConflict(sessionRows.update(tx, row.id, fields, now));
  return row.id;
}

/**
 * purpose 'session': a start (the awaiting session becomes active; a stay that starts now is
 * re-anchored at the moment of payment) or a renewal (the running session grows by the paid
 * minutes). If the session can no longer take the money (given up after the hold, ended, or
 * the plate already has a paid stay then), the handler refuses and the card-payment service
 * puts the money on the driver's balance (a guest's goes back to the card) and calls `failed`,
 * which cancels the stay that waited.
 */
registerCardPaymentHandler('session', {
  async succeeded(tx: Db, _city: CityContext, payment: CardPaymentRecord) {
    const now = parkingClock.now();
    const sessionId =
      payment.payload.action === 'renew'
        ? await extendRenewal(tx, payment, now)
        : await activateStart(tx, payment, now);
    await postParkingRevenue(tx, payment, sessionId);
  },

  async failed(tx: Db, _city: CityContext, payment: CardPaymentRecord) {
    if (payment.payload.action === 'renew') return;
    const row = await sessionRows.lockById(tx, sessionIdOf(payment));
    if (row?.status === 'awaiting_payment') {
      await sessionRows.update(tx, row.id, { status: 'cancelled' }, parkingClock.now());
    }
  },
});

/**
 * purpose 'deferred': a stopped no-balance session (waiting) is settled by the payment of what
 * it owes. A failed payment leaves it waiting, to be paid later from the deferred block.
 */
registerCardPaymentHandler('deferred', {
  async succeeded(tx: Db, _city: CityContext, payment: CardPaymentRecord) {
    const row = await sessionRows.lockById(tx, sessionIdOf(payment));
    if (!row) throw new AppError('ParkingSessionNotFound', 404);
    // already settled by another payment, or a different amount: not ours to take
    if (row.status !== 'waiting' || row.amountToPay !== payment.amountKopecks) {
      throw new AppError('ParkingSessionIsOver', 409);
    }
    await sessionRows.update(
      tx,
      row.id,
      { status: 'finished', amountToPay: 0, sumKopecks: row.sumKopecks + payment.amountKopecks },
      parkingClock.now(),
    );
    await postParkingRevenue(tx, payment, row.id);
  },
});
