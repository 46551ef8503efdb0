import { afterAll, describe, expect, it } from 'vitest';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { reconcileCardPayments } from './reconcile-card-payments.ts';
import {
  agePayment,
  balance,
  invariants,
  newDriver,
  paymentRow,
  postWebhook,
  providerIdOf,
  refill,
  sandboxEvent,
  startCardTestServer,
} from './card-payment-test-kit.ts';

const t = await startCardTestServer();
afterAll(async () => t.close());

/** The ledger moves of one card payment: how many, and the bonus20 they carried. */
async function movesOf(paymentId: string) {
  const { rows } = await t.city.query(
    `SELECT metadata FROM ledger_transactions WHERE scope = 'card-payment' AND idempotency_key = $1`,
    [paymentId],
  );
  return rows.map((r) => (r.metadata as { bonus20?: number }).bonus20 ?? 0);
}

describe('a top-up the bank confirms after we closed it', () => {
  it.each([
    ['expired by reconciliation', 'expire'],
    ['declined first', 'decline'],
  ] as const)('%s: gets the bonus promised at its creation, in one ledger move', async (_name, closing) => {
    const { token, userId } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: 100 });
    // bonus20 is on in perm for cards: promised now, stored with the payment
    expect(res.body).toMatchObject({ status: 'ok', amount: 10000, bonus: 2000 });
    const paymentId = res.body.paymentId as string;
    const providerId = await providerIdOf(t, paymentId);

    if (closing === 'expire') {
      await agePayment(t, paymentId, 31 * 60);
      await reconcileCardPayments(t.city);
      expect((await paymentRow(t, paymentId))!.status).toBe('expired');
    } else {
      const declined = await postWebhook(t, sandboxEvent(providerId, paymentId, 10000, 'payment.failed'));
      expect(declined.body.result).toBe('failed');
    }

    const late = await postWebhook(t, sandboxEvent(providerId, paymentId, 10000, 'payment.succeeded'));
    expect(late.body.result).toBe('late_credited');
    expect(await balance(t, userId)).toBe(12000);
    expect(await movesOf(paymentId)).toEqual([2000]);
    expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'succeeded', outcome: 'late_credited' });
    // a redelivery of the late success moves nothing more
    const again = await postWebhook(t, sandboxEvent(providerId, paymentId, 10000, 'payment.succeeded'));
    expect(again.body.result).toBe('no-change');
    expect(await balance(t, userId)).toBe(12000);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });
});
