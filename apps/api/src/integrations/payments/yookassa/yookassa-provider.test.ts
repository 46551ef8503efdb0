import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  startYooKassaStandIn,
  POOR_CARD,
} from '../../../../../../e2e/stand-ins/yookassa/yookassa-stand-in.ts';
import { signInStaff, staffCall } from '../../../../test/staff-test-kit.ts';
import { INVARIANTS_HOLD } from '../../../db/ledger/check-invariants.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { ParkingTestApp } from '../../../services/parking/parking-test-kit.ts';
import { cardPaymentRuntime } from '../../../services/card-payments/card-payment-runtime.ts';
import { refundReceiptOf } from '../../../services/card-payments/payment-receipt.ts';
import { reconcileCardPayments } from '../../../services/card-payments/reconcile-card-payments.ts';
import { fetchMissingReceipts } from '../../../services/card-payments/fetch-missing-receipts.ts';
import {
  agePayment,
  balance,
  eventually,
  http,
  invariants,
  newDriver,
  paymentRow,
  refill,
  startCardTestServer,
} from '../../../services/card-payments/card-payment-test-kit.ts';
import type { FiscalReceipt } from '../fiscal-receipt.ts';
import { YooKassaRefused } from './yookassa-api.ts';
import { YooKassaProvider } from './yookassa-provider.ts';

const SHOP = { shopId: '506751', secretKey: 'test_yookassa_secret_1' };
const yk = await startYooKassaStandIn({ shops: [SHOP], retryDelaysMs: [50, 100, 200] });
const t = await startCardTestServer({
  PAYMENT_PROVIDER: 'yookassa',
  YOOKASSA_SHOP_ID: SHOP.shopId,
  YOOKASSA_SECRET_KEY: SHOP.secretKey,
  YOOKASSA_API_URL: yk.apiUrl,
  PAYMENT_SBP: 'true',
});
const webhook = `${t.base}/c/perm/api/payment/webhook/yookassa`;
yk.setNotificationUrl((shopId) => (shopId === SHOP.shopId ? webhook : null));
afterAll(async () => {
  await t.close();
  await yk.close();
});

const provider = () => cardPaymentRuntime().providerOf('perm') as YooKassaProvider;
const reset = () =>
  Object.assign(yk.notifier.behaviour, { drop: [], duplicate: false, reorder: false, amountDelta: 0 });

/** The hosted page: shown, then a button pressed; answers where the browser was sent. */
async function checkout(url: string, decision: 'pay' | 'refuse', card?: string) {
  const page = await (await fetch(url)).text();
  const form = new URLSearchParams({ decision, ...(card ? { card } : {}) });
  const res = await fetch(url, { method: 'POST', body: form, redirect: 'manual' });
  return { page, status: res.status, location: res.headers.get('location') ?? '' };
}

async function topUp(amount: number | string, method = 'card') {
  const driver = await newDriver(t);
  const res = await refill(t, driver.token, { PaymentService: method, RefillAmount: amount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const paymentId = res.body.paymentId as string;
  const providerId = String((await paymentRow(t, paymentId))!.provider_payment_id);
  return { ...driver, paymentId, providerId, redirect: res.body.RedirectURL as string };
}

const stored = (providerId: string) => yk.ledger.payments.get(providerId)!.object;
const eventsOf = async (paymentId: string) =>
  (
    await t.city.query(
      'SELECT event_id, effect FROM payment_events WHERE payment_id = $1 ORDER BY received_at',
      [paymentId],
    )
  ).rows;

describe('YooKassa through its stand-in, the real app over HTTP', () => {
  it('pays two-stage: held, checked and captured; credited once; the receipt matches to the kopeck', async () => {
    const admin = await signInStaff({ app: t.app } as ParkingTestApp, t.city, 'administrator');
    const rules = await staffCall({ app: t.app } as ParkingTestApp, 'PUT', '/api/operator/settings/rules', {
      token: admin.token,
      body: { receiptVatCode: 'vat22', receiptTaxSystem: 'usn_income' },
    });
    expect(rules.status).toBe(200);
    const p = await topUp('150,57');
    expect(p.redirect).toBe(`${yk.url}/checkout/${p.providerId}`);
    const sent = yk.ledger.receiptsSent.find((r) => r.objectId === p.providerId)!.receipt;
    expect(sent).toMatchObject({
      customer: { email: expect.stringContaining('@') },
      items: [
        {
          quantity: '1.00',
          amount: { value: '150.57', currency: 'RUB' },
          vat_code: 11, // 22 %, the general rate since 2026
          payment_subject: 'service',
          payment_mode: 'full_payment',
        },
      ],
      tax_system_code: 2,
    });
    expect(stored(p.providerId)).toMatchObject({
      amount: { value: '150.57' },
      metadata: { paymentId: p.paymentId },
    });
    const { page, status, location } = await checkout(p.redirect, 'pay');
    expect(page).toContain('150,57 ₽');
    expect(status).toBe(303);
    // back where the payment started, with our payment id (YooKassa returns to return_url as is)
    expect(location).toBe(`${t.base}/profile/parking?payment=${p.paymentId}`);
    await eventually(async () => (await balance(t, p.userId)) === 15057 + 3011, 'the credit');
    await yk.notifier.settled();
    expect(stored(p.providerId).status).toBe('succeeded');
    expect(
      yk.notifier.deliveries
        .filter((d) => d.objectId === p.providerId)
        .map((d) => [d.event, d.attempts.at(-1)]),
    ).toEqual([
      ['payment.waiting_for_capture', 200],
      ['payment.succeeded', 200],
    ]);
    expect(await eventsOf(p.paymentId)).toEqual([
      { event_id: `payment.succeeded:${p.providerId}`, effect: 'refilled' },
    ]);
    const receipt = await provider().fetchReceipt(t.city, p.providerId);
    expect(receipt).toMatchObject({
      kind: 'receipt',
      receiptType: 'income',
      amountKopecks: 15057,
      url: expect.stringMatching(/^ФН \d{16} ФД \d+ ФП \d+$/),
    });
    // the reconciliation job's receipt pass puts it into the payment and its history row
    expect(await fetchMissingReceipts(t.city)).toBe(1);
    const { rows } = await t.city.query(
      `SELECT cp.check_fiscal,
              (SELECT check_fiscal FROM profile_operations
                WHERE card_payment_id = cp.id AND type = 'refill') AS history
         FROM card_payments cp WHERE cp.id = $1`,
      [p.paymentId],
    );
    const kept = rows[0];
    expect(kept).toEqual({ check_fiscal: receipt!.url, history: receipt!.url });
    expect(await fetchMissingReceipts(t.city)).toBe(0);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('a declined card fails the payment; nothing is credited', async () => {
    const p = await topUp(100);
    await checkout(p.redirect, 'pay', POOR_CARD);
    await eventually(async () => (await paymentRow(t, p.paymentId))!.status === 'failed', 'the failure');
    expect(stored(p.providerId).cancellation_details).toEqual({
      party: 'payment_network',
      reason: 'insufficient_funds',
    });
    expect(await balance(t, p.userId)).toBe(0);
  });

  it('abandoned: reconciliation expires it; YooKassa expiring it reads as expired', async () => {
    const p = await topUp(100);
    await reconcileCardPayments(t.city);
    expect((await paymentRow(t, p.paymentId))!.status).toBe('pending');
    await agePayment(t, p.paymentId, 31 * 60);
    await reconcileCardPayments(t.city);
    expect((await paymentRow(t, p.paymentId))!.status).toBe('expired');
    // paid after we gave up: the hold is released (cancel), never taken
    await checkout(p.redirect, 'pay');
    await eventually(async () => stored(p.providerId).status === 'canceled', 'the release');
    expect(stored(p.providerId).cancellation_details).toEqual({
      party: 'merchant',
      reason: 'canceled_by_merchant',
    });
    const late = await topUp(100);
    yk.ledger.expireDue(Date.now() + 2 * 60 * 60_000);
    expect(await provider().fetchStatus(t.city, late.providerId)).toEqual({
      status: 'expired',
      amountKopecks: 10000,
    });
    await yk.notifier.settled();
    expect((await paymentRow(t, p.paymentId))!.status).toBe('expired');
    expect(await balance(t, p.userId)).toBe(0);
  });

  it('duplicated notifications with a changed amount: the API object wins, credited once', async () => {
    Object.assign(yk.notifier.behaviour, { duplicate: true, amountDelta: -5000 });
    try {
      const p = await topUp(200);
      await checkout(p.redirect, 'pay');
      await eventually(async () => (await balance(t, p.userId)) === 24000, 'the credit');
      await yk.notifier.settled();
      const mine = yk.notifier.deliveries.filter((d) => d.objectId === p.providerId);
      expect(mine.map((d) => d.body.object.amount)).toContainEqual({ value: '150.00', currency: 'RUB' });
      expect(mine.every((d) => d.delivered)).toBe(true);
      expect(stored(p.providerId)).toMatchObject({ status: 'succeeded', amount: { value: '200.00' } });
      expect(await balance(t, p.userId)).toBe(24000);
    } finally {
      reset();
    }
  });

  it('a lost notification: reconciliation captures the held payment; reordered late ones change nothing', async () => {
    yk.notifier.behaviour.reorder = true;
    try {
      const p = await topUp(300);
      await checkout(p.redirect, 'pay');
      expect(stored(p.providerId).status).toBe('waiting_for_capture');
      await agePayment(t, p.paymentId, 10 * 60);
      const summary = await reconcileCardPayments(t.city);
      expect(summary.effects.refilled).toBe(1);
      expect(stored(p.providerId).status).toBe('succeeded');
      yk.notifier.release(); // payment.succeeded, then the stale waiting_for_capture
      await yk.notifier.settled();
      expect(
        yk.notifier.deliveries
          .filter((d) => d.objectId === p.providerId)
          .map((d) => [d.event, d.attempts.at(-1)]),
      ).toEqual([
        ['payment.succeeded', 200],
        ['payment.waiting_for_capture', 200],
      ]);
      expect(await balance(t, p.userId)).toBe(36000);
      expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
    } finally {
      reset();
    }
  });

  it('refuses a notification for an id YooKassa does not know, and one that is not a notification', async () => {
    const made = {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: '2f3b588d-000f-5000-8000-1d6e87c7fbde', amount: { value: '100.00', currency: 'RUB' } },
    };
    expect((await http(webhook, { body: made })).status).toBe(401);
    expect((await http(webhook, { body: { hello: 'world' } })).status).toBe(400);
    // a made-up "succeeded" for a real payment nobody paid: the API says pending, nothing happens
    const p = await topUp(100);
    const forged = await http(webhook, {
      body: { ...made, object: { id: p.providerId, status: 'succeeded' } },
    });
    expect(forged.status).toBe(200);
    expect((await paymentRow(t, p.paymentId))!.status).toBe('pending');
  });

  it('a partial refund with its refund receipt, idempotent; refund.succeeded is taken; too much is refused', async () => {
    const p = await topUp(500);
    await checkout(p.redirect, 'pay');
    await eventually(async () => (await paymentRow(t, p.paymentId))!.status === 'succeeded', 'the payment');
    const row = (await paymentRow(t, p.paymentId))!;
    const refundId = randomUUID();
    const request = {
      providerPaymentId: p.providerId,
      amountKopecks: 12345,
      refundId,
      receipt: refundReceiptOf(row.receipt as FiscalReceipt, 12345),
    };
    const first = await provider().refund(t.city, request);
    expect(first).toMatchObject({ status: 'succeeded', providerRefundId: expect.any(String) });
    expect(await provider().refund(t.city, request)).toEqual(first);
    expect(stored(p.providerId).refunded_amount).toEqual({ value: '123.45', currency: 'RUB' });
    const sent = yk.ledger.receiptsSent.find((r) => r.objectId === first.providerRefundId)!.receipt as {
      items: { amount: { value: string } }[];
    };
    expect(sent.items.map((i) => i.amount.value)).toEqual(['123.45']);
    await yk.notifier.settled();
    expect(yk.notifier.deliveries.find((d) => d.objectId === first.providerRefundId)).toMatchObject({
      event: 'refund.succeeded',
      delivered: true,
    });
    const ids = { providerPaymentId: p.providerId, refundId };
    expect(await provider().fetchRefund(t.city, { ...ids, providerRefundId: null })).toEqual(first);
    expect(
      await provider().fetchRefund(t.city, { ...ids, providerRefundId: first.providerRefundId }),
    ).toEqual(first);
    expect(await provider().fetchReceipt(t.city, p.providerId, first.providerRefundId!)).toMatchObject({
      receiptType: 'income_return',
      amountKopecks: 12345,
    });
    const tooMuch = await provider().refund(t.city, {
      ...request,
      refundId: randomUUID(),
      amountKopecks: 40000,
      receipt: refundReceiptOf(row.receipt as FiscalReceipt, 40000),
    });
    expect(tooMuch).toMatchObject({ status: 'failed', providerRefundId: null });
    expect(await provider().fetchStatus(t.city, p.providerId)).toEqual({
      status: 'succeeded',
      amountKopecks: 50000,
    });
  });

  it('SBP is paid in one stage through payment_method_data sbp', async () => {
    const p = await topUp(250, 'sbp');
    expect(stored(p.providerId).payment_method).toMatchObject({ type: 'sbp' });
    const { page } = await checkout(p.redirect, 'pay');
    expect(page).toContain('Оплатить в приложении банка');
    await eventually(async () => (await balance(t, p.userId)) === 25000, 'the credit (no card bonus)');
    expect(yk.notifier.deliveries.filter((d) => d.objectId === p.providerId).map((d) => d.event)).toEqual([
      'payment.succeeded',
    ]);
  });

  it('lists the period oldest first, and wrong keys are a clear error', async () => {
    const listed = await provider().listPayments(t.city, {
      from: new Date(Date.now() - 3_600_000),
      to: new Date(Date.now() + 1000),
    });
    expect(listed.length).toBe(yk.ledger.payments.size);
    expect(listed.map((l) => l.createdAt.getTime())).toEqual(
      listed.map((l) => l.createdAt.getTime()).sort((a, b) => a - b),
    );
    expect(listed.some((l) => l.refundedKopecks === 12345 && l.status === 'succeeded')).toBe(true);
    const wrong = new YooKassaProvider({
      kind: 'yookassa',
      shopId: SHOP.shopId,
      secretKey: 'test_wrong_key',
      apiUrl: yk.apiUrl,
      sbp: false,
    });
    await expect(wrong.fetchStatus(t.city, 'x')).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    await expect(wrong.fetchStatus(t.city, 'x')).rejects.toBeInstanceOf(YooKassaRefused);
    const driver = await newDriver(t);
    const input = {
      merchantPaymentId: randomUUID(),
      amountKopecks: 100,
      description: 'x',
      returnUrl: t.base,
      webhookUrl: webhook,
      accountId: `user:${driver.userId}`,
      methodKind: 'card' as const,
      receipt: { customer: { email: 'a@b.ru' }, lines: [], taxSystem: null, amountKopecks: 100 },
    };
    await expect(wrong.createPayment({ city: t.city, tx: t.city.db }, input)).rejects.toMatchObject({
      errorName: 'YooKassaShopRefused',
      httpStatus: 502,
    });
    await expect(wrong.createPayment({ city: t.city, tx: t.city.db }, input)).rejects.toBeInstanceOf(
      AppError,
    );
  });
});
