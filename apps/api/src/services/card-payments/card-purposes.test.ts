import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db-types.ts';
import { AppError } from '../../errors/app-error.ts';
import { tokenService } from '../accounts/token-service.ts';
import { systemAccount } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { registerCardPaymentHandler } from './card-payment-handlers.ts';
import { createCardPayment } from './card-payment-service.ts';
import type { CardPayer, CardPaymentRecord } from './card-payment-types.ts';
import {
  balance,
  eventually,
  http,
  invariants,
  newDriver,
  paymentRow,
  payAtSandbox,
  startCardTestServer,
} from './card-payment-test-kit.ts';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';

const t = await startCardTestServer();
afterAll(async () => t.close());

/** A stand-in purpose: takes the card money as city revenue, or refuses when told to. */
const calls: { outcome: string; paymentId: string }[] = [];
let refuse = false;
registerCardPaymentHandler('subscription', {
  async succeeded(tx: Db, _city, payment: CardPaymentRecord) {
    calls.push({ outcome: 'succeeded', paymentId: payment.paymentId });
    await postTransaction(tx, {
      kind: 'parking_payment',
      scope: 'test-subscription',
      idempotencyKey: payment.paymentId,
      postings: [
        { account: await systemAccount(tx, 'card_clearing'), amount: -payment.amountKopecks },
        { account: await systemAccount(tx, 'city_revenue'), amount: payment.amountKopecks },
      ],
    });
    if (refuse) throw new AppError('SubscriptionAlreadyExists', 409);
  },
  async failed(_tx, _city, payment) {
    calls.push({ outcome: payment.status, paymentId: payment.paymentId });
  },
});

const subscriptionPayment = (payer: CardPayer, amountKopecks = 5000) =>
  t.city.db.transaction((tx) =>
    createCardPayment(tx, t.city, {
      purpose: 'subscription',
      amountKopecks,
      payer,
      method: 'card',
      descriptionType: 'payment',
      returnPath: '/profile/abonements?from=bank',
      payload: { codeSubscription: 'month' },
      idempotencyKey: randomUUID(),
    }),
  );

const revenue = async () =>
  Number(
    (
      await t.city.query(
        `SELECT coalesce(sum(balance), 0) AS s FROM ledger_accounts WHERE kind = 'city_revenue'`,
      )
    ).rows[0]!.s,
  );

async function guest(): Promise<{ token: string; tokenId: number }> {
  const res = await http(`${t.base}/api/auth/guest-token`, { method: 'POST', body: {} });
  const token = res.body.token as string;
  return { token, tokenId: (await tokenService.resolve(t.city.db, token, ['guest'])).tokenId };
}

describe('card payments for other purposes', () => {
  it('runs the purpose handler once, in the transaction that records the payment', async () => {
    const { userId } = await newDriver(t);
    const before = await revenue();
    const link = await subscriptionPayment({ userId });
    const { location } = await payAtSandbox(link.redirectUrl, 'approve');
    const back = new URL(location);
    expect(back.pathname).toBe('/profile/abonements');
    expect(back.searchParams.get('from')).toBe('bank');
    await eventually(async () => (await paymentRow(t, link.paymentId))!.outcome === 'handled', 'the handler');
    expect(calls.filter((c) => c.paymentId === link.paymentId)).toEqual([
      { outcome: 'succeeded', paymentId: link.paymentId },
    ]);
    expect(await revenue()).toBe(before + 5000);
    expect(await balance(t, userId)).toBe(0);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('puts the money on the driver balance when the handler refuses, undoing what it did', async () => {
    const { userId } = await newDriver(t);
    const before = await revenue();
    refuse = true;
    try {
      const link = await subscriptionPayment({ userId });
      await payAtSandbox(link.redirectUrl, 'approve');
      await eventually(
        async () => (await paymentRow(t, link.paymentId))!.status === 'succeeded',
        'the settlement',
      );
      expect(await paymentRow(t, link.paymentId)).toMatchObject({
        outcome: 'credited_to_balance',
        failure_reason: 'SubscriptionAlreadyExists',
      });
    } finally {
      refuse = false;
    }
    expect(await revenue()).toBe(before);
    expect(await balance(t, userId)).toBe(5000);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it("sends a guest's money back to the card when the handler refuses", async () => {
    const { tokenId, token } = await guest();
    refuse = true;
    let paymentId: string;
    try {
      const link = await subscriptionPayment({ guestTokenId: tokenId });
      paymentId = link.paymentId;
      await payAtSandbox(link.redirectUrl, 'approve');
      await eventually(
        async () => (await paymentRow(t, link.paymentId))!.status === 'refunded',
        'the refund',
      );
    } finally {
      refuse = false;
    }
    const row = await paymentRow(t, paymentId);
    expect(row).toMatchObject({ outcome: 'refunded' });
    const bank = await t.city.query(
      'SELECT status FROM sandbox_bank_payments WHERE merchant_payment_id = $1',
      [paymentId],
    );
    expect(bank.rows[0]!.status).toBe('refunded');
    // the guest sees the whole state with their token, others only the public part
    const mine = await http(`${t.base}/api/payment/card-payment?paymentId=${paymentId}`, { token });
    expect(mine.body.result).toMatchObject({
      status: 'refunded',
      purpose: 'subscription',
      outcome: 'refunded',
    });
    const anyone = await http(`${t.base}/api/payment/card-payment?invoiceId=${paymentId}`);
    expect(anyone.body.result).toEqual({
      paymentId,
      status: 'refunded',
      amount: 5000,
      currency: 'RUB',
      descriptionType: 'payment',
    });
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it("calls the handler's failed on a decline", async () => {
    const { userId } = await newDriver(t);
    const link = await subscriptionPayment({ userId });
    await payAtSandbox(link.redirectUrl, 'decline');
    await eventually(async () => calls.some((c) => c.paymentId === link.paymentId), 'the failed call');
    expect(calls.filter((c) => c.paymentId === link.paymentId)).toEqual([
      { outcome: 'failed', paymentId: link.paymentId },
    ]);
  });

  it('gives the same payment for the same key, and refuses the key for another amount', async () => {
    const { userId } = await newDriver(t);
    const key = randomUUID();
    const make = (amountKopecks: number) =>
      t.city.db.transaction((tx) =>
        createCardPayment(tx, t.city, {
          purpose: 'subscription',
          amountKopecks,
          payer: { userId },
          method: 'card',
          descriptionType: 'payment',
          returnPath: '/',
          payload: {},
          idempotencyKey: key,
        }),
      );
    const first = await make(700);
    expect(await make(700)).toEqual(first);
    await expect(make(800)).rejects.toMatchObject({ errorName: 'ValidationError', httpStatus: 409 });
    await expect(
      t.city.db.transaction((tx) =>
        createCardPayment(tx, t.city, {
          purpose: 'subscription',
          amountKopecks: 100,
          payer: { userId },
          method: 'card',
          descriptionType: 'payment',
          returnPath: '//evil.example/',
          payload: {},
          idempotencyKey: randomUUID(),
        }),
      ),
    ).rejects.toThrow(/local path/);
  });
});

describe('payment-from-portal and the pay page', () => {
  it("never trusts the page: it asks the bank, and settles the bank's answer", async () => {
    const { token, userId } = await newDriver(t);
    const res = await http(`${t.base}/api/payment/refill`, {
      token,
      body: { PaymentService: 'card', RefillAmount: 50 },
    });
    const paymentId = res.body.paymentId as string;
    // the page claims success before anyone paid
    const claim = `${t.base}/api/payment/payment-from-portal?source=sandbox&order=${paymentId}&billnumber=x&amount=5000&paymentDate=20261121101010&status=authorized`;
    const early = await http(claim);
    expect(early.status).toBe(200);
    expect(early.body.result).toMatchObject({ paymentId, status: 'pending' });
    expect(await balance(t, userId)).toBe(0);
    // paid without notification: the page's report makes us ask the bank, which says paid
    const { location } = await payAtSandbox(res.body.RedirectURL as string, 'approve', true);
    const back = new URL(location);
    const query = new URLSearchParams({
      source: back.searchParams.get('source')!,
      order: back.searchParams.get('order')!,
      billnumber: back.searchParams.get('billnumber')!,
      amount: back.searchParams.get('amount')!,
      paymentDate: back.searchParams.get('paymentDate')!,
      status: 'authorized',
    });
    const report = await http(`${t.base}/api/payment/payment-from-portal?${query.toString()}`);
    expect(report.body.result).toMatchObject({ paymentId, status: 'succeeded', amount: 5000 });
    expect(await balance(t, userId)).toBe(6000);
    // reported again: nothing more
    await http(`${t.base}/api/payment/payment-from-portal?${query.toString()}`);
    expect(await balance(t, userId)).toBe(6000);
    const unknown = await http(`${t.base}/api/payment/payment-from-portal?order=${randomUUID()}`);
    expect(unknown.status).toBe(404);
    const bad = await http(
      `${t.base}/api/payment/payment-from-portal?order=${paymentId}&paymentDate=yesterday`,
    );
    expect(bad.status).toBe(400);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('serves the pay page with its own strict CSP and no scripts, in Russian and English', async () => {
    const { token } = await newDriver(t);
    const res = await http(`${t.base}/api/payment/refill`, {
      token,
      body: { PaymentService: 'card', RefillAmount: 1234.5 },
    });
    const page = await fetch(res.body.RedirectURL as string);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('1\u00a0234,50\u00a0₽');
    for (const label of ['Оплатить', 'Approve', 'Отклонить', 'Decline', 'Отказаться', 'Abandon'])
      expect(html).toContain(label);
    // the /payment widget page asks to come back to itself; another origin is never allowed
    const paymentId = res.body.paymentId as string;
    const widget = `/payment?invoiceId=${paymentId}`;
    const withReturn = await (
      await fetch(`${res.body.RedirectURL}?return=${encodeURIComponent(widget)}`)
    ).text();
    expect(withReturn).toContain('name="returnPath"');
    const press = (returnPath: string) =>
      fetch(res.body.RedirectURL as string, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ decision: 'abandon', returnPath }).toString(),
        redirect: 'manual',
      });
    const back = new URL((await press(widget)).headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${t.base}/payment`);
    expect(back.searchParams.get('invoiceId')).toBe(paymentId);
    expect(back.searchParams.get('payment')).toBe(paymentId);
    const evil = new URL((await press('//evil.example/x')).headers.get('location')!);
    expect(`${evil.origin}${evil.pathname}`).toBe(`${t.base}/profile/parking`);
    const missing = await fetch(`${t.base}/sandbox-pay/perm/sbx_AAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(missing.status).toBe(404);
    const junk = await fetch(`${t.base}/sandbox-pay/perm/../../etc`);
    expect(junk.status).toBeLessThan(500);
  });
});
