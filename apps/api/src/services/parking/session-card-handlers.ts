import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { SessionKind } from '../../db/schema/sessions.ts';
import { sessionRows } from '../../db/sessions/session-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { registerCardPaymentHandler } from '../card-payments/card-payment-handlers.ts';
import type { CardPaymentRecord } from '../card-payments/card-payment-types.ts';
import { systemAccount } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
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

/**
 * purpose 'session': a start (the awaiting session becomes active; a stay that starts now is
 * re-anchored at the moment of payment) or a renewal (the running session grows by the paid
 * minutes). If the session can no longer take the money (given up after the hold, ended), the
 * handler refuses and the card-payment service puts the money on the driver's balance (a
 * guest's goes back to the card).
 */
registerCardPaymentHandler('session', {
  async succeeded(tx: Db, _city: CityContext, payment: CardPaymentRecord) {
    const now = parkingClock.now();
    const row = await sessionRows.lockById(tx, sessionIdOf(payment));
    if (!row) throw new AppError('ParkingSessionNotFound', 404);
    if (payment.payload.action === 'renew') {
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
    } else {
      if (row.status !== 'awaiting_payment') throw new AppError('ParkingSessionIsOver', 409);
      const startsAt = STARTS_WHEN_PAID.includes(row.kind) ? now : row.startsAt;
      const endsAt = new Date(startsAt.getTime() + row.durationMinutes * MS_PER_MINUTE);
      await sessionRows.update(
        tx,
        row.id,
        {
          status: endsAt.getTime() <= now.getTime() ? 'finished' : 'active',
          startsAt,
          endsAt,
          sumKopecks: payment.amountKopecks,
        },
        now,
      );
    }
    await postParkingRevenue(tx, payment, row.id);
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
