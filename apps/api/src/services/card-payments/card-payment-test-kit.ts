import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { CityContext } from '../../config/city-context.ts';
import { checkInvariants } from '../../db/ledger/check-invariants.ts';
import { signedWebhookHeaders } from '../../integrations/payments/webhook-signature.ts';
import { freshDriver, registerDriver } from '../../../test/account-test-kit.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';

/**
 * Helpers for the card-payment tests (not a test file itself): the real app listening on a real
 * port, so the sandbox bank's notifications travel over HTTP to our webhook like a bank's would.
 */
export interface CardTestServer {
  app: FastifyInstance;
  base: string;
  secret: string;
  city: CityContext;
  close: () => Promise<void>;
}

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown> & { status?: string; errorName?: string };
  headers: Headers;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** PUBLIC_URL must be known before the app is built, so the port is picked first. */
export async function startCardTestServer(env: Record<string, string> = {}): Promise<CardTestServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const secret = randomBytes(32).toString('hex');
  const { app, close } = await buildTestApp({
    env: {
      PUBLIC_URL: base,
      PAYMENT_WEBHOOK_SECRET: secret,
      // the tests run reconciliation themselves
      PAYMENT_RECONCILE_INTERVAL_SECONDS: '3600',
      ...env,
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  const city = await app.cityRegistry.get('perm')!;
  return { app, base, secret, city, close };
}

export async function http(
  url: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: HttpAnswer['body'] = {};
  try {
    body = JSON.parse(text) as HttpAnswer['body'];
  } catch {
    body = { html: text };
  }
  return { status: res.status, body, headers: res.headers };
}

/** A registered driver: token and user id. */
export async function newDriver(t: CardTestServer): Promise<{ token: string; userId: number }> {
  const d = freshDriver('card');
  const token = await registerDriver(t.app, d);
  const { rows } = await t.city.query('SELECT id FROM users WHERE email = $1', [d.email]);
  return { token, userId: Number(rows[0]!.id) };
}

export const refill = (t: CardTestServer, token: string, body: Record<string, unknown>, key?: string) =>
  http(`${t.base}/api/payment/refill`, {
    token,
    body,
    headers: { 'idempotency-key': key ?? `refill-${randomUUID()}` },
  });

/** Opens the sandbox pay page, then presses a button; answers where the bank sent the browser. */
export async function payAtSandbox(
  redirectUrl: string,
  decision: 'approve' | 'decline' | 'abandon',
  silent = false,
): Promise<{ page: string; location: string; status: number }> {
  const page = await fetch(redirectUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`pay page answered ${page.status}`);
  const form = new URLSearchParams({ decision, ...(silent ? { silent: '1' } : {}) });
  const res = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return { page: html, location: res.headers.get('location') ?? '', status: res.status };
}

export const balance = (t: CardTestServer, userId: number) => balanceOf(t.city.db, userId);

export async function paymentRow(t: CardTestServer, paymentId: string) {
  const { rows } = await t.city.query('SELECT * FROM card_payments WHERE id = $1', [paymentId]);
  return rows[0];
}

/** Waits until `check` holds (a notification is on its way over HTTP). */
export async function eventually(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Moves a payment (ours and the bank's) `seconds` into the past. */
export async function agePayment(t: CardTestServer, paymentId: string, seconds: number): Promise<void> {
  const shift = [seconds];
  await t.city.query(
    `UPDATE card_payments SET created_at = created_at - $1 * interval '1 second', checked_at = NULL WHERE id = $2`,
    [...shift, paymentId],
  );
  await t.city.query(
    `UPDATE sandbox_bank_payments SET created_at = created_at - $1 * interval '1 second',
        expires_at = expires_at - $1 * interval '1 second' WHERE merchant_payment_id = $2`,
    [...shift, paymentId],
  );
}

export async function providerIdOf(t: CardTestServer, paymentId: string): Promise<string> {
  return String((await paymentRow(t, paymentId))!.provider_payment_id);
}

/** A notification as the bank would send it, signed with `secret` at `at`. */
export function sandboxEvent(
  providerPaymentId: string,
  merchantPaymentId: string,
  amount: number,
  type: 'payment.succeeded' | 'payment.failed',
  eventId = `evt_${randomUUID()}`,
) {
  return {
    id: eventId,
    type,
    createdAt: new Date().toISOString(),
    data: { paymentId: providerPaymentId, merchantPaymentId, amount, currency: 'RUB' },
  };
}

export function postWebhook(
  t: CardTestServer,
  event: { id: string },
  options: { secret?: string; at?: Date; rawBody?: string; city?: string } = {},
) {
  const raw = options.rawBody ?? JSON.stringify(event);
  return http(`${t.base}/c/${options.city ?? 'perm'}/api/payment/webhook/sandbox`, {
    body: raw,
    headers: signedWebhookHeaders(options.secret ?? t.secret, event.id, raw, options.at),
  });
}

export const invariants = (t: CardTestServer) => checkInvariants(t.city.db);
