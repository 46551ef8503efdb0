import { afterAll, describe, expect, it } from 'vitest';
import {
  balance,
  eventually,
  invariants,
  newDriver,
  paymentRow,
  payAtSandbox,
  refill,
  startCardTestServer,
} from '../../../services/card-payments/card-payment-test-kit.ts';
import { SandboxWebhookSender } from './sandbox-webhook-sender.ts';
import { webhookRetryDelayMs, DEFAULT_SANDBOX_TIMING } from './sandbox-timing.ts';
import { INVARIANTS_HOLD } from '../../../db/ledger/check-invariants.ts';

const t = await startCardTestServer();
afterAll(async () => t.close());

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

const bankRow = async (paymentId: string) =>
  (await t.city.query('SELECT * FROM sandbox_bank_payments WHERE merchant_payment_id = $1', [paymentId]))
    .rows[0]!;

describe("the sandbox bank's notifier", () => {
  it('backs off exponentially up to a cap and gives up after maxAttempts', () => {
    const timing = DEFAULT_SANDBOX_TIMING;
    expect(webhookRetryDelayMs(1, timing)).toBe(1_000);
    expect(webhookRetryDelayMs(2, timing)).toBe(2_000);
    expect(webhookRetryDelayMs(5, timing)).toBe(16_000);
    expect(webhookRetryDelayMs(12, timing)).toBe(600_000);
    expect(webhookRetryDelayMs(timing.maxAttempts, timing)).toBeNull();
  });

  it('retries until the shop acknowledges, with the same event id', async () => {
    const { token, userId } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: 10 });
    const paymentId = res.body.paymentId as string;
    // the shop is unreachable when the payer approves
    const goodUrl = String((await bankRow(paymentId)).webhook_url);
    await t.city.query(
      `UPDATE sandbox_bank_payments SET webhook_url = 'http://127.0.0.1:9/down' WHERE merchant_payment_id = $1`,
      [paymentId],
    );
    await payAtSandbox(res.body.RedirectURL as string, 'approve');
    await eventually(
      async () =>
        Number((await bankRow(paymentId)).webhook_attempts) >= 1 &&
        (await bankRow(paymentId)).webhook_last_error !== null,
      'a failed attempt',
    );
    const failed = await bankRow(paymentId);
    expect(failed.webhook_state).toBe('due');
    const eventId = failed.webhook_event_id;
    expect(await balance(t, userId)).toBe(0);

    // the shop is back; a sender with short delays picks the notification up on its next pass
    await t.city.query(
      `UPDATE sandbox_bank_payments SET webhook_url = $1, webhook_next_at = now() WHERE merchant_payment_id = $2`,
      [goodUrl, paymentId],
    );
    const sender = new SandboxWebhookSender({ cities: () => [t.city], secret: t.secret, log: silent });
    try {
      await sender.scan();
    } finally {
      await sender.stop();
    }
    // (the app's own sender may have taken it first; either way it is delivered once)
    await eventually(async () => (await bankRow(paymentId)).webhook_state === 'delivered', 'the delivery');
    const delivered = await bankRow(paymentId);
    expect(delivered).toMatchObject({
      webhook_state: 'delivered',
      webhook_event_id: eventId,
      webhook_attempts: 2,
    });
    expect((await paymentRow(t, paymentId))!.status).toBe('succeeded');
    expect(await balance(t, userId)).toBe(1200);
    const events = await t.city.query('SELECT event_id FROM payment_events WHERE payment_id = $1', [
      paymentId,
    ]);
    expect(events.rows).toEqual([{ event_id: eventId }]);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('keeps its notifications in the table: a new sender (after a restart) delivers what is due', async () => {
    const { token, userId } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: 20 });
    const paymentId = res.body.paymentId as string;
    // decided, notification due, but the process "died" before sending it
    await payAtSandbox(res.body.RedirectURL as string, 'approve', true);
    await t.city.query(
      `UPDATE sandbox_bank_payments SET webhook_state = 'due', webhook_next_at = now() WHERE merchant_payment_id = $1`,
      [paymentId],
    );
    const sender = new SandboxWebhookSender({ cities: () => [t.city], secret: t.secret, log: silent });
    await sender.scan();
    await sender.stop();
    await eventually(async () => (await balance(t, userId)) === 2400, 'the credit');
  });
});
