import { afterAll, describe, expect, it } from 'vitest';
import {
  eventually,
  http,
  newDriver,
  payAtSandbox,
  refill,
  startCardTestServer,
} from './card-payment-test-kit.ts';

const t = await startCardTestServer();
afterAll(async () => t.close());

const receiptMails = async (to: string) =>
  (await t.city.query(`SELECT template, vars FROM outbox WHERE channel = 'email' AND recipient = $1`, [to]))
    .rows;

describe('the e-mail typed on /payment for the receipt', () => {
  it('is kept with the invoice and gets the receipt once the bank confirms the payment', async () => {
    const { token } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: 250 });
    const invoiceId = res.body.paymentId as string;
    const set = await http(`${t.base}/api/payment/card-payment/receipt-email`, {
      body: { invoiceId, email: ' Driver.Receipt@example.com ' },
    });
    expect(set.body).toEqual({ status: 'ok' });
    expect(await receiptMails('Driver.Receipt@example.com')).toEqual([]);
    await payAtSandbox(res.body.RedirectURL as string, 'approve');
    await eventually(async () => (await receiptMails('Driver.Receipt@example.com')).length === 1, 'the mail');
    expect((await receiptMails('Driver.Receipt@example.com'))[0]).toEqual({
      template: 'payment-receipt',
      vars: {
        amount: '25000',
        description: 'refill',
        order: invoiceId,
        paidAt: expect.any(String),
      },
    });
    // decided: the address can no longer change
    const late = await http(`${t.base}/api/payment/card-payment/receipt-email`, {
      body: { invoiceId, email: 'other@example.com' },
    });
    expect(late.status).toBe(409);
  });

  it('refuses a bad address or an unknown invoice and changes nothing', async () => {
    const bad = await http(`${t.base}/api/payment/card-payment/receipt-email`, {
      body: { invoiceId: '00000000-0000-4000-8000-000000000000', email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'error', errorName: 'ValidationError' });
    const unknown = await http(`${t.base}/api/payment/card-payment/receipt-email`, {
      body: { invoiceId: '00000000-0000-4000-8000-000000000000', email: 'a@example.com' },
    });
    expect(unknown.status).toBe(404);
  });
});
