import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityDirectory } from '../../config/city-directory.ts';
import { ConfigError, parseEnv } from '../../config/env.ts';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import {
  enterTicket,
  fundedDriver,
  openBarrierTestApp,
  PAID,
  type BarrierTestApp,
} from '../barrier/barrier-test-kit.ts';
import { quoteBarrier } from '../barrier/barrier-cost-service.ts';
import { payBarrier } from '../barrier/barrier-pay-service.ts';
import { cardPaymentRuntime, installCardPaymentRuntime } from './card-payment-runtime.ts';
import { cardPaymentsPlugin } from '../../plugins/card-payments.ts';
import { paymentSettingsFrom } from '../../config/payment-settings.ts';
import {
  balance,
  eventually,
  http,
  invariants,
  newDriver,
  paymentRow,
  payAtSandbox,
  postWebhook,
  refill,
  sandboxEvent,
  startCardTestServer,
  type CardTestServer,
} from './card-payment-test-kit.ts';
import { signedWebhookHeaders } from '../../integrations/payments/webhook-signature.ts';

/** What the card-payments plugin logs at start under these settings. */
async function startLogs(vars: Record<string, string>) {
  const logs: { level: number; msg: string }[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
  });
  app.decorate('cityRegistry', { openCities: () => [], get: () => undefined } as unknown as CityDirectory);
  // the plugin installs its runtime for the process: keep the one the running test app uses
  const running = cardPaymentRuntime();
  try {
    await app.register(cardPaymentsPlugin, {
      env: parseEnv(vars),
      defaultCity: 'perm',
      hostedCities: ['perm'],
      paymentSettings: paymentSettingsFrom(vars, ['perm']),
    });
    await app.ready();
    await app.close();
  } finally {
    installCardPaymentRuntime(running);
  }
  return logs.filter((l) => l.level >= 40);
}

// A demo stand's production build keeps the dev outbox so the tests can read codes.
const PRODUCTION = { NODE_ENV: 'production', DEV_OUTBOX: 'true' };
const SANDBOX_ID = 'sbx_0123456789abcdefABCDEF';

describe('production without a real payment provider', () => {
  let t: BarrierTestApp;
  // a built web app, as production serves one: its page must not stand in for the bank's
  const web = mkdtempSync(path.join(tmpdir(), 'parking-web-'));
  beforeAll(async () => {
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>web</title>');
    t = await openBarrierTestApp({ ...PRODUCTION, WEB_DIST_DIR: web });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  const inject = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) => {
    const res = await t.app.inject({ method, url, payload: payload as string, headers });
    return { status: res.statusCode, body: res.json() };
  };

  it('has no sandbox pay page, no Approve button and no sandbox webhook', async () => {
    for (const city of ['perm', 'unknown']) {
      const page = await inject('GET', `/sandbox-pay/${city}/${SANDBOX_ID}`);
      expect(page).toEqual({ status: 404, body: expect.objectContaining({ errorName: 'NotFound' }) });
    }
    const approve = await inject('POST', `/sandbox-pay/perm/${SANDBOX_ID}`, 'decision=approve', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(approve).toEqual({ status: 404, body: expect.objectContaining({ status: 'error' }) });
    const event = sandboxEvent(SANDBOX_ID, '00000000-0000-0000-0000-000000000000', 100, 'payment.succeeded');
    const raw = JSON.stringify(event);
    const hook = await inject(
      'POST',
      '/c/perm/api/payment/webhook/sandbox',
      raw,
      signedWebhookHeaders('x'.repeat(32), event.id, raw),
    );
    expect(hook).toEqual({ status: 404, body: expect.objectContaining({ errorName: 'NotFound' }) });
  });

  it('answers a card top-up with a clear error and makes no payment', async () => {
    const driver = await fundedDriver(t.app, t.city, 0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/refill',
      headers: { authorization: `Bearer ${driver.token}`, 'accept-language': 'en' },
      payload: { PaymentService: 'card', RefillAmount: 100 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'error',
      errorName: 'CardPaymentsUnavailable',
      errorMessage: expect.stringMatching(/card/i),
    });
    const { rows } = await t.city.query('SELECT count(*)::int AS n FROM card_payments');
    expect(rows[0]!.n).toBe(0);
  });

  it('still takes balance payments; the card choice of the same payment is refused cleanly', async () => {
    const driver = await fundedDriver(t.app, t.city, 100_000);
    const ticketNumber = await enterTicket(t.app, PAID, 30);
    const quote = await quoteBarrier(t.city, { ticketNumber, parkingNumber: PAID });
    const pay = (paymentService: string, key: string) =>
      payBarrier(
        t.city,
        {
          paymentService,
          parkingNumber: PAID,
          sessionId: quote.sessionId,
          phone: undefined,
          idempotencyKey: undefined,
        },
        { payer: { userId: driver.userId }, idempotencyKey: key, lang: 'en', now: new Date() },
      );
    await expect(pay('card', 'prod-card')).rejects.toMatchObject({ errorName: 'CardPaymentsUnavailable' });
    const { answer } = await pay('balance', 'prod-balance');
    expect(answer).toMatchObject({ status: 'ok', amount: quote.cost });
    expect(await driver.balance()).toBe(100_000 - quote.cost);
  });

  it('says so in the log at start, as an error', async () => {
    const logged = await startLogs({ NODE_ENV: 'production' });
    expect(logged).toEqual([
      expect.objectContaining({ level: 50, msg: expect.stringMatching(/card payments are off/i) }),
    ]);
    expect(logged[0]!.msg).toMatch(/PAYMENT_SANDBOX_IN_PRODUCTION/);
  });
});

describe('a demo stand: production with PAYMENT_SANDBOX_IN_PRODUCTION=true', () => {
  let t: CardTestServer;
  beforeAll(async () => {
    t = await startCardTestServer({ ...PRODUCTION, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
  });
  afterAll(async () => t?.close());

  it('runs the sandbox bank: pay page, Approve and its webhook credit the top-up', async () => {
    const { token, userId } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: 100 });
    expect(res.body).toMatchObject({ status: 'ok', amount: 10000 });
    const { status } = await payAtSandbox(res.body.RedirectURL as string, 'approve');
    expect(status).toBe(303);
    await eventually(async () => (await balance(t, userId)) === 12000, 'the credit');
  });

  it('warns in the log at every start while it is on', async () => {
    const vars = { NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' };
    for (let start = 0; start < 2; start++) {
      expect(await startLogs(vars)).toEqual([
        expect.objectContaining({
          level: 40,
          msg: expect.stringMatching(/sandbox bank is on in production/i),
        }),
      ]);
    }
  });

  it('is quiet outside production, where the sandbox is the default', async () => {
    expect(await startLogs({ NODE_ENV: 'development' })).toEqual([]);
    expect(await startLogs({ NODE_ENV: 'test', PAYMENT_SANDBOX_IN_PRODUCTION: 'false' })).toEqual([]);
  });

  it('takes only a yes or a no', () => {
    expect(() => parseEnv({ PAYMENT_SANDBOX_IN_PRODUCTION: 'maybe' })).toThrow(ConfigError);
    expect(() => parseEnv({ PAYMENT_SANDBOX_IN_PRODUCTION: 'maybe' })).toThrow(
      /PAYMENT_SANDBOX_IN_PRODUCTION/,
    );
  });

  it('settles nothing on a return with forged query params: only the bank’s word counts', async () => {
    const { token, userId } = await newDriver(t);
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: 100 });
    const paymentId = res.body.paymentId as string;
    const forged = new URLSearchParams({
      source: 'sandbox',
      order: paymentId,
      billnumber: 'sbx_forged_forged_forged_1',
      amount: '10000',
      paymentDate: '20250101120000',
      status: 'succeeded',
    });
    // the /payment widget page's report and the driver's return page, both before the bank decided
    const portal = await http(`${t.base}/api/payment/payment-from-portal?${forged.toString()}`);
    expect(portal.body.result).toMatchObject({ status: 'pending' });
    const back = await http(
      `${t.base}/api/payment/card-payment?paymentId=${paymentId}&status=succeeded&payment=${paymentId}`,
      { token },
    );
    expect(back.body.result).toMatchObject({ status: 'pending' });
    // a webhook signed with another key is refused and changes nothing
    const fake = await postWebhook(
      t,
      sandboxEvent(
        String((await paymentRow(t, paymentId))!.provider_payment_id),
        paymentId,
        10000,
        'payment.succeeded',
      ),
      { secret: 'f'.repeat(64) },
    );
    expect(fake.status).toBe(401);
    expect(await balance(t, userId)).toBe(0);

    // the bank declines without notifying: the forged "succeeded" return learns the truth from it
    await payAtSandbox(res.body.RedirectURL as string, 'decline', true);
    const after = await http(`${t.base}/api/payment/payment-from-portal?${forged.toString()}`);
    expect(after.body.result).toMatchObject({ status: 'failed' });
    expect(await balance(t, userId)).toBe(0);
    expect(await paymentRow(t, paymentId)).toMatchObject({ status: 'failed' });
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });
});
