import { afterAll, describe, expect, it } from 'vitest';
import { reconcileCardPayments } from '../card-payments/reconcile-card-payments.ts';
import {
  agePayment,
  eventually,
  http,
  invariants,
  newDriver,
  paymentRow,
  payAtSandbox,
  postWebhook,
  providerIdOf,
  refill,
  sandboxEvent,
  startCardTestServer,
} from '../card-payments/card-payment-test-kit.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { companyBalance, makeCompany } from './fleet-test-kit.ts';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';

const t = await startCardTestServer();
afterAll(async () => t.close());

const operationsOf = async (companyId: number) =>
  (await t.city.query('SELECT * FROM profile_operations WHERE company_id = $1 ORDER BY id', [companyId]))
    .rows;

describe('a company top-up through the sandbox bank (POST /api/payment/refill with a corporate token)', () => {
  it('approve: the webhook credits the company once, no bonus20, back to /coop-profile', async () => {
    const c = await makeCompany(t.city);
    const res = await refill(t, c.token, { PaymentService: 'card', RefillAmount: '150,50' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', amount: 15050, bonus: 0 });
    const paymentId = res.body.paymentId as string;
    expect(await paymentRow(t, paymentId)).toMatchObject({ company_id: c.companyId, user_id: null });
    // while pending, the company's list shows it waiting
    expect(await operationsOf(c.companyId)).toMatchObject([
      { type: 'refill', status: 'waiting', user_id: null },
    ]);

    const { location } = await payAtSandbox(res.body.RedirectURL as string, 'approve');
    expect(new URL(location).pathname).toBe('/coop-profile');
    await eventually(async () => (await companyBalance(t.city, c.companyId)) === 15050, 'the credit');
    expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'succeeded', outcome: 'refilled' });
    const ops = await operationsOf(c.companyId);
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({
      type: 'refill',
      status: 'done',
      payment_method: 'card',
      driver_name: null,
    });
    expect(Number(ops[0]!.amount)).toBe(15050);

    // the payment's state is the company's to read
    const state = await http(`${t.base}/api/payment/card-payment?paymentId=${paymentId}`, { token: c.token });
    expect(state.body.result).toMatchObject({ status: 'succeeded', amount: 15050, purpose: 'refill' });

    // the same event again, and a new event of the same success: no second credit
    const providerId = await providerIdOf(t, paymentId);
    const event = sandboxEvent(providerId, paymentId, 15050, 'payment.succeeded');
    const first = await postWebhook(t, event);
    const dup = await postWebhook(t, event);
    expect([first.body.result, dup.body.result]).toEqual(['no-change', 'duplicate-event']);
    expect(await companyBalance(t.city, c.companyId)).toBe(15050);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('duplicate webhooks of a pending top-up credit once; the same key gives the same payment', async () => {
    const c = await makeCompany(t.city);
    const a = await refill(t, c.token, { PaymentService: 'card', RefillAmount: 100 }, 'company-refill-key-1');
    const b = await refill(t, c.token, { PaymentService: 'card', RefillAmount: 100 }, 'company-refill-key-1');
    expect(b.body).toEqual(a.body);
    const paymentId = a.body.paymentId as string;
    const paid = sandboxEvent(await providerIdOf(t, paymentId), paymentId, 10_000, 'payment.succeeded');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => postWebhook(t, paid)));
    expect(answers.map((x) => x.body.result).sort()).toEqual([
      'duplicate-event',
      'duplicate-event',
      'duplicate-event',
      'duplicate-event',
      'refilled',
    ]);
    expect(await companyBalance(t.city, c.companyId)).toBe(10_000);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('reconciliation settles a company top-up whose webhook never came', async () => {
    const c = await makeCompany(t.city);
    const res = await refill(t, c.token, { PaymentService: 'card', RefillAmount: 70 });
    const paymentId = res.body.paymentId as string;
    await payAtSandbox(res.body.RedirectURL as string, 'approve', true);
    await agePayment(t, paymentId, 600);
    const summary = await reconcileCardPayments(t.city);
    expect(summary.effects.refilled).toBeGreaterThanOrEqual(1);
    expect(await companyBalance(t.city, c.companyId)).toBe(7000);
  });

  it('a driver’s top-up is unchanged and never touches a company; bad input is a 400', async () => {
    const driver = await newDriver(t);
    const res = await refill(t, driver.token, { PaymentService: 'card', RefillAmount: 100 });
    expect(res.body).toMatchObject({ amount: 10_000, bonus: 2000 });
    expect(await paymentRow(t, res.body.paymentId as string)).toMatchObject({ company_id: null });
    expect(await balanceOf(t.city.db, driver.userId)).toBe(0);
    const c = await makeCompany(t.city);
    const bad = await refill(t, c.token, { PaymentService: 'balance', RefillAmount: 100 });
    expect([bad.status, bad.body.errorName]).toEqual([400, 'PaymentServiceNotFound']);
    const empty = await refill(t, c.token, { PaymentService: 'card' });
    expect(empty.status).toBe(400);
  });
});
