import { afterAll, describe, expect, it } from 'vitest';
import { checkWithProvider } from './card-payment-view.ts';
import { reconcileCardPayments } from './reconcile-card-payments.ts';
import {
  agePayment,
  balance,
  invariants,
  newDriver,
  paymentRow,
  payAtSandbox,
  postWebhook,
  providerIdOf,
  refill,
  sandboxEvent,
  startCardTestServer,
} from './card-payment-test-kit.ts';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';

// Meaningful on a PostgreSQL server (the test runner's second pass sets DATABASE_URL from
// TEST_DATABASE_URL): there the duplicates really run at once on separate connections and
// meet on the payment row lock and the payment_events key. PGlite runs them one at a time;
// the outcome must be the same.

const t = await startCardTestServer({ PG_POOL_MAX: '20' });
afterAll(async () => t.close());

describe('simultaneous notifications of one payment', () => {
  it('credit once: 10 copies of the event, a reconciliation pass and a return-page check at the same time', async () => {
    const { token, userId } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: 300 });
    const paymentId = res.body.paymentId as string;
    const providerId = await providerIdOf(t, paymentId);
    // the bank has it as paid (its own notification held back), so every path would credit it
    await payAtSandbox(res.body.RedirectURL as string, 'approve', true);
    await agePayment(t, paymentId, 600);
    const event = sandboxEvent(providerId, paymentId, 30000, 'payment.succeeded');
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => postWebhook(t, event)),
      reconcileCardPayments(t.city),
      checkWithProvider(t.city, paymentId),
    ]);
    const webhooks = answers.slice(0, 10) as Awaited<ReturnType<typeof postWebhook>>[];
    expect(webhooks.every((a) => a.status === 200)).toBe(true);
    expect(webhooks.filter((a) => a.body.result === 'duplicate-event').length).toBeGreaterThanOrEqual(9);
    expect(await balance(t, userId)).toBe(36000);
    const credits = await t.city.query(
      `SELECT count(*) AS n FROM ledger_transactions WHERE scope = 'card-payment' AND idempotency_key = $1`,
      [paymentId],
    );
    expect(Number(credits.rows[0]!.n)).toBe(1);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('succeeded and failed racing: one final state, money only if it is succeeded', async () => {
    const { token, userId } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: 100 });
    const paymentId = res.body.paymentId as string;
    const providerId = await providerIdOf(t, paymentId);
    await Promise.all([
      postWebhook(t, sandboxEvent(providerId, paymentId, 10000, 'payment.failed')),
      postWebhook(t, sandboxEvent(providerId, paymentId, 10000, 'payment.succeeded')),
      postWebhook(t, sandboxEvent(providerId, paymentId, 10000, 'payment.failed')),
    ]);
    const row = await paymentRow(t, paymentId);
    // a success after a failure is money that came in: it is credited, never lost
    if (row!.status === 'succeeded') expect(await balance(t, userId)).toBeGreaterThanOrEqual(10000);
    else expect(await balance(t, userId)).toBe(0);
    expect(['succeeded', 'failed']).toContain(row!.status);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });
});
