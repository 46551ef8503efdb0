import { afterAll, describe, expect, it } from 'vitest';
import { reconcileCardPayments } from './reconcile-card-payments.ts';
import {
  agePayment,
  balance,
  eventually,
  http,
  invariants,
  newDriver,
  paymentRow,
  payAtSandbox,
  refill,
  startCardTestServer,
} from './card-payment-test-kit.ts';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';

const t = await startCardTestServer();
afterAll(async () => t.close());

describe('a top-up through the sandbox bank, over real HTTP', () => {
  it('approve: the bank notifies us and the balance rises once, with bonus20 for a card', async () => {
    const { token, userId } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: '150,50' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', amount: 15050, bonus: 3010 });
    const paymentId = res.body.paymentId as string;
    const redirect = res.body.RedirectURL as string;
    expect(redirect).toMatch(new RegExp(`^${t.base}/sandbox-pay/perm/sbx_`));

    const { page, location, status } = await payAtSandbox(redirect, 'approve');
    expect(page).toContain('150,50');
    expect(status).toBe(303);
    const back = new URL(location);
    expect(back.pathname).toBe('/profile/parking');
    expect(back.searchParams.get('payment')).toBe(paymentId);
    expect(back.searchParams.get('status')).toBe('succeeded');
    expect(back.searchParams.get('city')).toBe('perm');

    await eventually(async () => (await balance(t, userId)) === 15050 + 3010, 'the credit');
    const row = await paymentRow(t, paymentId);
    expect(row).toMatchObject({ status: 'succeeded', outcome: 'refilled' });
    const state = await http(`${t.base}/api/payment/card-payment?paymentId=${paymentId}`, { token });
    expect(state.body.result).toMatchObject({
      status: 'succeeded',
      amount: 15050,
      bonus: 3010,
      purpose: 'refill',
    });
    // a second press of the button changes nothing
    const again = await payAtSandbox(redirect, 'approve');
    expect(again.status).toBe(303);
    await new Promise((r) => setTimeout(r, 200));
    expect(await balance(t, userId)).toBe(18060);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
    // the history names the top-up and its bonus in words, no code of how it was credited
    for (const lang of ['ru', 'en']) {
      const history = await http(`${t.base}/api/profile/get-operations-v2?lang=${lang}`, { token });
      const rows = history.body.result as { type: string; description: string }[];
      expect(rows.map((r) => [r.type, r.description]).sort()).toEqual(
        lang === 'ru'
          ? [
              ['bonus20', 'Бонус 20% за пополнение картой'],
              ['refill', 'Пополнение баланса'],
            ]
          : [
              ['bonus20', 'Bonus 20% for a card top-up'],
              ['refill', 'Balance top-up'],
            ],
      );
    }
  });

  it('decline: nothing is credited and the payment is failed', async () => {
    const { token, userId } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: 100 });
    const paymentId = res.body.paymentId as string;
    const { location } = await payAtSandbox(res.body.RedirectURL as string, 'decline');
    expect(new URL(location).searchParams.get('status')).toBe('failed');
    await eventually(async () => (await paymentRow(t, paymentId))!.status === 'failed', 'the failure');
    expect(await balance(t, userId)).toBe(0);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('abandon: no notification; reconciliation expires the payment after its pay-by time', async () => {
    const { token, userId } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: 100 });
    const paymentId = res.body.paymentId as string;
    const { location } = await payAtSandbox(res.body.RedirectURL as string, 'abandon');
    expect(new URL(location).searchParams.get('status')).toBe('abandoned');
    // young: reconciliation leaves it alone
    await reconcileCardPayments(t.city);
    expect((await paymentRow(t, paymentId))!.status).toBe('pending');
    await agePayment(t, paymentId, 31 * 60);
    await reconcileCardPayments(t.city);
    expect((await paymentRow(t, paymentId))!.status).toBe('expired');
    // the pay page now says so and cannot be paid
    const late = await payAtSandbox(res.body.RedirectURL as string, 'approve');
    expect(late.page).toContain('Время на оплату истекло');
    expect(await balance(t, userId)).toBe(0);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('a return without notification credits nothing until reconciliation asks the bank', async () => {
    const { token, userId } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: 200 });
    const paymentId = res.body.paymentId as string;
    const { location } = await payAtSandbox(res.body.RedirectURL as string, 'approve', true);
    expect(new URL(location).searchParams.get('status')).toBe('succeeded');
    // the browser is back and says "succeeded": reading the state changes nothing
    const state = await http(`${t.base}/api/payment/card-payment?paymentId=${paymentId}`, { token });
    expect(state.body.result).toMatchObject({ status: 'pending' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await balance(t, userId)).toBe(0);
    await agePayment(t, paymentId, 10 * 60);
    const summary = await reconcileCardPayments(t.city);
    expect(summary.effects.refilled).toBe(1);
    expect(await balance(t, userId)).toBe(24000);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });
});
