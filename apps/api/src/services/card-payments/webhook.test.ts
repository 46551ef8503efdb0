import { afterAll, describe, expect, it } from 'vitest';
import { signedWebhookHeaders } from '../../integrations/payments/webhook-signature.ts';
import {
  balance,
  http,
  invariants,
  newDriver,
  paymentRow,
  postWebhook,
  providerIdOf,
  refill,
  sandboxEvent,
  startCardTestServer,
} from './card-payment-test-kit.ts';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';

const t = await startCardTestServer();
afterAll(async () => t.close());

/** A pending top-up the bank has not decided; answers what a forged notification needs. */
async function pendingTopUp(amountRoubles = 100) {
  const driver = await newDriver(t);
  const res = await refill(t, driver.token, { PaymentService: 'card', RefillAmount: amountRoubles });
  const paymentId = res.body.paymentId as string;
  return { ...driver, paymentId, providerId: await providerIdOf(t, paymentId), amount: amountRoubles * 100 };
}

const eventCount = async (paymentId: string) =>
  Number(
    (await t.city.query('SELECT count(*) AS n FROM payment_events WHERE payment_id = $1', [paymentId]))
      .rows[0]!.n,
  );

describe('the webhook', () => {
  it('credits once when the same event comes 5 times, and a later failed event changes nothing', async () => {
    const p = await pendingTopUp();
    const paid = sandboxEvent(p.providerId, p.paymentId, p.amount, 'payment.succeeded');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await postWebhook(t, paid));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.body.result)).toEqual([
      'refilled',
      'duplicate-event',
      'duplicate-event',
      'duplicate-event',
      'duplicate-event',
    ]);
    // bonus20 is on in perm for cards
    expect(await balance(t, p.userId)).toBe(12000);
    // out of order: a failure after the success, and another success with a new event id
    const failed = await postWebhook(t, sandboxEvent(p.providerId, p.paymentId, p.amount, 'payment.failed'));
    expect(failed.body.result).toBe('no-change');
    const again = await postWebhook(
      t,
      sandboxEvent(p.providerId, p.paymentId, p.amount, 'payment.succeeded'),
    );
    expect(again.body.result).toBe('no-change');
    expect((await paymentRow(t, p.paymentId))!.status).toBe('succeeded');
    expect(await balance(t, p.userId)).toBe(12000);
    expect(await eventCount(p.paymentId)).toBe(3);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('refuses a bad signature (401), changing nothing', async () => {
    const p = await pendingTopUp();
    const event = sandboxEvent(p.providerId, p.paymentId, p.amount, 'payment.succeeded');
    const wrongSecret = await postWebhook(t, event, { secret: 'x'.repeat(64) });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body).toMatchObject({ status: 'error', errorName: 'WebhookSignatureInvalid' });
    // signed body, then a changed amount in what is sent
    const tampered = await http(`${t.base}/api/payment/webhook/sandbox`, {
      body: JSON.stringify({ ...event, data: { ...event.data, amount: 999_999 } }),
      headers: signedWebhookHeaders(t.secret, event.id, JSON.stringify(event)),
    });
    expect(tampered.status).toBe(401);
    const unsigned = await http(`${t.base}/api/payment/webhook/sandbox`, { body: event });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.errorName).toBe('WebhookSignatureInvalid');
    expect((await paymentRow(t, p.paymentId))!.status).toBe('pending');
    expect(await eventCount(p.paymentId)).toBe(0);
    expect(await balance(t, p.userId)).toBe(0);
  });

  it('refuses a correctly signed notification older than 5 minutes (a replay or too late)', async () => {
    const p = await pendingTopUp();
    const event = sandboxEvent(p.providerId, p.paymentId, p.amount, 'payment.succeeded');
    const old = await postWebhook(t, event, { at: new Date(Date.now() - 6 * 60_000) });
    expect(old.status).toBe(401);
    expect(old.body.errorName).toBe('WebhookTooLate');
    const future = await postWebhook(t, event, { at: new Date(Date.now() + 6 * 60_000) });
    expect(future.status).toBe(401);
    expect(await balance(t, p.userId)).toBe(0);
    // the same event, fresh: accepted once
    expect((await postWebhook(t, event)).body.result).toBe('refilled');
    expect(await balance(t, p.userId)).toBe(12000);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('answers garbage with a clear 400 or 401 and never a 500', async () => {
    const p = await pendingTopUp();
    const signedGarbage = await postWebhook(t, { id: 'evt_garbage-1' }, { rawBody: 'not json {' });
    expect(signedGarbage.status).toBe(400);
    expect(signedGarbage.body).toMatchObject({ status: 'error', errorName: 'ValidationError' });
    const wrongShape = await postWebhook(
      t,
      { id: 'evt_garbage-2' },
      { rawBody: JSON.stringify({ id: 'evt_garbage-2' }) },
    );
    expect(wrongShape.status).toBe(400);
    // the event id header must match the signed body's id
    const event = sandboxEvent(p.providerId, p.paymentId, p.amount, 'payment.succeeded');
    const mismatch = await postWebhook(t, { id: 'evt_other' }, { rawBody: JSON.stringify(event) });
    expect(mismatch.status).toBe(400);
    const formBody = await http(`${t.base}/api/payment/webhook/sandbox`, {
      body: 'a=1&b=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formBody.status).toBe(401);
    const empty = await http(`${t.base}/api/payment/webhook/sandbox`, { method: 'POST' });
    expect(empty.status).toBe(401);
    const unknown = await postWebhook(
      t,
      sandboxEvent('sbx_AAAAAAAAAAAAAAAAAAAAAAAA', p.paymentId, p.amount, 'payment.succeeded'),
    );
    expect(unknown.status).toBe(404);
    // a signed notification for a payment of another amount settles nothing
    const wrongAmount = await postWebhook(
      t,
      sandboxEvent(p.providerId, p.paymentId, p.amount + 1, 'payment.succeeded'),
    );
    expect(wrongAmount.body.result).toBe('amount-mismatch');
    expect((await paymentRow(t, p.paymentId))!.status).toBe('pending');
    expect(await balance(t, p.userId)).toBe(0);
  });

  it('a failed notification closes the payment, and a redelivery of it does nothing', async () => {
    const p = await pendingTopUp();
    const failed = sandboxEvent(p.providerId, p.paymentId, p.amount, 'payment.failed');
    expect((await postWebhook(t, failed)).body.result).toBe('failed');
    expect((await postWebhook(t, failed)).body.result).toBe('duplicate-event');
    expect((await paymentRow(t, p.paymentId))!.status).toBe('failed');
    expect(await balance(t, p.userId)).toBe(0);
  });
});
