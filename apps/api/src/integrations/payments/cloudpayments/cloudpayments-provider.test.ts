import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startCloudPaymentsStandIn } from '../../../../../../e2e/stand-ins/cloudpayments/cloudpayments-stand-in.ts';
import { INVARIANTS_HOLD } from '../../../db/ledger/check-invariants.ts';
import { securityPlugin } from '../../../plugins/security.ts';
import { cardPaymentRuntime } from '../../../services/card-payments/card-payment-runtime.ts';
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
import { reconcileCardPayments } from '../../../services/card-payments/reconcile-card-payments.ts';
import type { ProviderRefundRequest } from '../payment-provider.ts';
import { contentHmacOf } from './cloudpayments-hmac.ts';

const KEYS = { publicId: 'pk_test_parking', apiSecret: 'cp-api-secret-for-tests' };
const cp = await startCloudPaymentsStandIn({
  ...KEYS,
  notifyUrl: 'http://127.0.0.1:1/',
  retryDelaysMs: [30, 60, 120],
});
const t = await startCardTestServer({
  PAYMENT_PROVIDER: 'cloudpayments',
  CLOUDPAYMENTS_PUBLIC_ID: KEYS.publicId,
  CLOUDPAYMENTS_API_SECRET: KEYS.apiSecret,
  CLOUDPAYMENTS_API_URL: cp.url,
  CLOUDPAYMENTS_WIDGET_URL: `${cp.url}/bundles/cloudpayments.js`,
});
const webhook = `${t.base}/c/perm/api/payment/webhook/cloudpayments`;
cp.standIn.setNotifyUrl(webhook);
afterAll(async () => {
  await cp.standIn.settled();
  await t.close();
  await cp.close();
});
beforeEach(() =>
  Object.assign(cp.standIn.behaviour, {
    drop: [],
    duplicate: false,
    reorder: false,
    badHmac: false,
    payAmountDelta: 0,
    chargeAmountDelta: 0,
  }),
);

interface Widget {
  scriptUrl: string;
  publicId: string;
  options: {
    amount: number;
    invoiceId: string;
    data: { CloudPayments: { CustomerReceipt: Record<string, unknown> } };
  } & Record<string, unknown>;
}

/** A top-up of `roubles` by card: the payment id and the widget the /payment page would open. */
async function startTopUp(roubles: string) {
  const driver = await newDriver(t);
  const res = await refill(t, driver.token, { PaymentService: 'card', RefillAmount: roubles });
  expect(res.status).toBe(200);
  const paymentId = res.body.paymentId as string;
  const view = await http(`${t.base}/api/payment/card-payment?paymentId=${paymentId}`);
  const widget = (view.body.result as { widget: Widget }).widget;
  return { ...driver, paymentId, redirect: res.body.RedirectURL as string, widget };
}

/** What the widget script posts when the payer presses Pay. */
const charge = (options: Record<string, unknown>, cardNumber = '4242 4242 4242 4242') =>
  http(`${cp.url}/widget/charge`, { body: { publicId: KEYS.publicId, options, cardNumber } });

const deliveriesOf = (invoiceId: string, event: string) =>
  cp.standIn.deliveries.filter((d) => d.event === event && d.params.InvoiceId === invoiceId);

describe('CloudPayments: the widget, its notifications and its API, over real HTTP', () => {
  it('pays: Check answered 0, Pay credits once, the receipt matches to the kopeck and its link lands in check_fiscal', async () => {
    const p = await startTopUp('150,51');
    expect(p.redirect).toBe(
      `${t.base}/payment?invoiceId=${p.paymentId}&amount=150.51&currency=RUB&description=refill&email=${encodeURIComponent(p.widget.options.email as string)}`,
    );
    expect(p.widget).toMatchObject({
      provider: 'cloudpayments',
      scriptUrl: `${cp.url}/bundles/cloudpayments.js`,
      publicId: KEYS.publicId,
    });
    expect(p.widget.options).toMatchObject({
      amount: 150.51,
      currency: 'RUB',
      invoiceId: p.paymentId,
      accountId: `user:${p.userId}`,
    });
    const answer = await charge(p.widget.options);
    expect(answer.body).toMatchObject({ Success: true });
    expect(deliveriesOf(p.paymentId, 'check')[0]!.code).toBe(0);
    await eventually(async () => (await balance(t, p.userId)) === 15051 + 3010, 'the credit');
    await eventually(
      async () => Boolean((await paymentRow(t, p.paymentId))!.check_fiscal),
      'the receipt link',
    );
    const receipt = cp.standIn.ledger.receipts.find((r) => r.invoiceId === p.paymentId)!;
    expect(receipt).toMatchObject({ type: 'Income', amountKopecks: 15051, itemsKopecks: 15051 });
    expect(receipt.customerReceipt).toMatchObject({
      amounts: { electronic: 150.51 },
      Items: [{ quantity: 1, amount: 150.51, method: 4, object: 4 }],
    });
    const row = await paymentRow(t, p.paymentId);
    expect(row).toMatchObject({ status: 'succeeded', check_fiscal: receipt.url });
    expect((await fetch(receipt.url)).status).toBe(200);
    // the invoice is paid: a second charge is refused by our Check (13), nothing moves
    const again = await charge(p.widget.options);
    expect(again.body.Success).toBe(false);
    expect(deliveriesOf(p.paymentId, 'check').at(-1)!.code).toBe(13);
    await cp.standIn.settled();
    expect(await balance(t, p.userId)).toBe(18061);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('declines: Fail leaves the payment failed and nothing credited', async () => {
    const p = await startTopUp('100');
    const answer = await charge(p.widget.options, '4000 0000 0000 0002');
    expect(answer.body.Success).toBe(false);
    await eventually(async () => (await paymentRow(t, p.paymentId))!.status === 'failed', 'the failure');
    expect(await balance(t, p.userId)).toBe(0);
  });

  it('Check refuses an unknown invoice (10) and a changed amount (12); nothing is charged or credited', async () => {
    const unknown = await charge({
      publicId: KEYS.publicId,
      amount: 10,
      currency: 'RUB',
      invoiceId: randomUUID(),
    });
    expect(unknown.body.Success).toBe(false);
    const p = await startTopUp('100');
    cp.standIn.behaviour.chargeAmountDelta = -9900;
    const cheap = await charge(p.widget.options);
    expect(cheap.body.Success).toBe(false);
    expect(deliveriesOf(p.paymentId, 'check')[0]!.code).toBe(12);
    expect(
      cp.standIn.deliveries.find(
        (d) =>
          d.event === 'check' &&
          d.params.InvoiceId === (unknown.body.Model as { InvoiceId: string }).InvoiceId,
      )!.code,
    ).toBe(10);
    expect(deliveriesOf(p.paymentId, 'pay')).toHaveLength(0);
    expect((await paymentRow(t, p.paymentId))!.status).toBe('pending');
  });

  it('duplicate and reordered notifications (Receipt before Pay, each twice) credit once', async () => {
    const p = await startTopUp('200');
    Object.assign(cp.standIn.behaviour, { duplicate: true, reorder: true });
    await charge(p.widget.options);
    await cp.standIn.settled();
    await eventually(async () => (await balance(t, p.userId)) === 20000 + 4000, 'the credit');
    expect(deliveriesOf(p.paymentId, 'pay').map((d) => d.code)).toEqual([0, 0]);
    const { rows } = await t.city.query(
      `SELECT count(*)::int AS n FROM payment_events WHERE provider = 'cloudpayments' AND event_id LIKE 'pay:%' AND payload->>'InvoiceId' = $1`,
      [p.paymentId],
    );
    expect(rows[0]!.n).toBe(1);
    expect(await balance(t, p.userId)).toBe(24000);
  });

  it('a Pay for another amount settles nothing', async () => {
    const p = await startTopUp('100');
    cp.standIn.behaviour.payAmountDelta = 5000;
    await charge(p.widget.options);
    await cp.standIn.settled();
    expect(deliveriesOf(p.paymentId, 'pay')[0]!.code).toBe(0);
    expect((await paymentRow(t, p.paymentId))!.status).toBe('pending');
    expect(await balance(t, p.userId)).toBe(0);
  });

  it('a bad or missing HMAC is refused with 401 before anything is read, and nothing changes', async () => {
    const p = await startTopUp('100');
    const body = new URLSearchParams({
      TransactionId: '1',
      Amount: '100.00',
      Status: 'Completed',
      InvoiceId: p.paymentId,
    }).toString();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const forged = await http(`${webhook}?event=pay`, {
      body,
      headers: { ...form, 'content-hmac': contentHmacOf('not-the-secret', body) },
    });
    const unsigned = await http(`${webhook}?event=pay`, { body, headers: form });
    expect([forged.status, forged.body.errorName, unsigned.status]).toEqual([
      401,
      'WebhookSignatureInvalid',
      401,
    ]);
    cp.standIn.behaviour.badHmac = true;
    expect((await charge(p.widget.options)).body.Success).toBe(false);
    expect((await paymentRow(t, p.paymentId))!.status).toBe('pending');
    expect(await balance(t, p.userId)).toBe(0);
  });

  it('reconciliation: a Pay that never came is found through /v2/payments/find; an abandoned one expires', async () => {
    const paid = await startTopUp('100');
    const abandoned = await startTopUp('100');
    cp.standIn.behaviour.drop = ['pay'];
    await charge(paid.widget.options);
    await cp.standIn.settled();
    expect((await paymentRow(t, paid.paymentId))!.status).toBe('pending');
    await agePayment(t, paid.paymentId, 3 * 3600);
    await agePayment(t, abandoned.paymentId, 3 * 3600);
    await reconcileCardPayments(t.city);
    expect((await paymentRow(t, paid.paymentId))!.status).toBe('succeeded');
    expect(await balance(t, paid.userId)).toBe(12000);
    expect((await paymentRow(t, abandoned.paymentId))!.status).toBe('expired');
  });

  it('a partial refund carries its receipt to the kopeck, is made once per refund id and shows in the statement', async () => {
    const p = await startTopUp('300');
    await charge(p.widget.options);
    await eventually(async () => (await paymentRow(t, p.paymentId))!.status === 'succeeded', 'the payment');
    const provider = cardPaymentRuntime().providerOf('perm');
    const refundOf = (refundId: string, amountKopecks: number): ProviderRefundRequest => ({
      providerPaymentId: p.paymentId,
      amountKopecks,
      refundId,
      receipt: {
        customer: { email: 'r@example.ru' },
        lines: [
          {
            description: 'Возврат за неиспользованное время',
            quantity: 1,
            priceKopecks: amountKopecks,
            amountKopecks,
            vatCode: 'vat20',
            paymentSubject: 'service',
            paymentMode: 'full_payment',
          },
        ],
        taxSystem: 'usn_income',
        amountKopecks,
      },
    });
    const request = refundOf(randomUUID(), 12345);
    const first = await provider.refund(t.city, request);
    const again = await provider.refund(t.city, request);
    expect(first.status).toBe('succeeded');
    expect(again).toEqual(first);
    await cp.standIn.settled();
    const refunds = cp.standIn.ledger.transactions.filter((x) => x.Type === 2 && x.InvoiceId === p.paymentId);
    expect(refunds.map((r) => [String(r.TransactionId), r.amountKopecks])).toEqual([
      [first.providerRefundId, 12345],
    ]);
    expect(deliveriesOf(p.paymentId, 'refund')[0]!.code).toBe(0);
    const receipt = cp.standIn.ledger.receipts.find(
      (r) => r.type === 'IncomeReturn' && r.invoiceId === p.paymentId,
    )!;
    expect(receipt).toMatchObject({ amountKopecks: 12345, itemsKopecks: 12345 });
    expect(receipt.customerReceipt).toMatchObject({
      email: 'r@example.ru',
      taxationSystem: 1,
      Items: [{ price: 123.45, vat: 20, method: 4, object: 4 }],
    });
    expect(
      await provider.fetchRefund(t.city, { ...request, providerRefundId: first.providerRefundId }),
    ).toMatchObject({ status: 'succeeded' });
    const tooMuch = await provider.refund(t.city, refundOf(randomUUID(), 20000));
    expect(tooMuch.status).toBe('failed');
    const listed = await provider.listPayments(t.city, {
      from: new Date(Date.now() - 60_000),
      to: new Date(Date.now() + 60_000),
    });
    expect(listed.find((l) => l.providerPaymentId === p.paymentId)).toMatchObject({
      status: 'succeeded',
      amountKopecks: 30000,
      refundedKopecks: 12345,
    });
  });
});

describe('the CSP lets the configured widget in', () => {
  it('script-src, frame-src and connect-src name the widget origin, connect-src the API', async () => {
    const app = Fastify();
    const settings = {
      kind: 'cloudpayments',
      publicId: 'pk',
      apiSecret: 'secret-secret',
      apiUrl: 'https://api.cp.example',
      widgetUrl: 'https://widget.cp.example/bundles/cloudpayments.js',
      sbp: false,
    } as const;
    await app.register(securityPlugin, {
      publicUrl: 'https://parking.example',
      cities: [],
      rateLimitMax: 1000,
      rateLimitWindowMs: 60_000,
      paymentProviders: [settings, { kind: 'sandbox' }],
    });
    app.get('/', () => 'ok');
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    await app.close();
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://widget.cp.example");
    expect(directive('frame-src')).toBe("frame-src 'self' blob: https://widget.cp.example");
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://widget.cp.example https://api.cp.example",
    );
  });
});
