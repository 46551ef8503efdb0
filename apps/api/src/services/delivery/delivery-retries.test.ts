import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmsGateway, type RunningSmsGateway } from '../../../test/stand-ins/fake-sms-gateway.ts';
import { enqueueMessage } from './enqueue-message.ts';
import type { OutgoingMessage } from './outgoing-message.ts';
import {
  buildDeliveryTestHost,
  createTestStorage,
  type DeliveryTestHost,
  type TestStorage,
} from '../../../test/delivery-test-host.ts';
import { enqueueTestRoute } from '../../../test/enqueue-test-route.ts';
import { waitUntil } from './testing/wait-until.ts';

let gateway: RunningSmsGateway;
let storage: TestStorage;
let host: DeliveryTestHost;

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  storage = createTestStorage();
  host = await buildDeliveryTestHost({
    storage,
    env: { SMS_GATEWAY_URL: gateway.url },
    routes: [enqueueTestRoute],
    timing: { pollMs: 50, retryBaseMs: 100, retryFactor: 2, maxAttempts: 4, sendTimeoutMs: 1000 },
  });
});
afterAll(async () => {
  await host?.close();
  await Promise.all([gateway?.close(), storage?.dispose()]);
});

const sms = (to: string, code: string): OutgoingMessage => ({
  channel: 'sms',
  to,
  template: 'code',
  vars: { code, purpose: 'registration' },
  lang: 'ru',
});

async function rowTo(to: string) {
  const city = await host.city();
  return (await city.query('SELECT * FROM outbox WHERE recipient = $1', [to])).rows[0];
}

describe('retries', () => {
  it('delivers once, on the third attempt, after the gateway failed twice', async () => {
    gateway.failNext(2);
    const res = await host.app.inject({
      method: 'POST',
      url: '/api/test/enqueue',
      payload: sms('79990000001', '111111'),
    });
    expect(res.statusCode).toBe(200);
    const row = await waitUntil(async () => {
      const r = await rowTo('79990000001');
      return r?.status === 'sent' && r;
    }, 'the SMS sent');
    expect(row).toMatchObject({ attempts: 3, last_error: null });
    const seen = gateway.requests.filter((r) => r.to === '79990000001').map((r) => r.status);
    expect(seen).toEqual([500, 500, 200]);
    // Backoff: 100 ms after the first failure, 200 ms after the second.
    const times = gateway.requests.filter((r) => r.to === '79990000001').map((r) => r.receivedAt.getTime());
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(90);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(190);
  });

  it('gives up after the last attempt, says why, and blanks the code', async () => {
    gateway.failNext(100);
    try {
      await host.app.inject({
        method: 'POST',
        url: '/api/test/enqueue',
        payload: sms('79990000002', '222222'),
      });
      const row = await waitUntil(async () => {
        const r = await rowTo('79990000002');
        return r?.status === 'failed' && r;
      }, 'the SMS failed');
      expect(row).toMatchObject({ attempts: 4, last_error: 'SMS gateway answered 500', sent_at: null });
      expect(row.vars).toEqual({ code: '[blanked]', purpose: 'registration' });
      expect(gateway.requests.filter((r) => r.to === '79990000002')).toHaveLength(4);
    } finally {
      gateway.failNext(0);
    }
  });

  it('answers the enqueuing request at once while the gateway hangs, and retries until it answers', async () => {
    gateway.hang(true);
    try {
      const started = Date.now();
      const res = await host.app.inject({
        method: 'POST',
        url: '/api/test/enqueue',
        payload: sms('79990000003', '333333'),
      });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(500); // the gateway's timeout alone is 1000 ms
      await gateway.waitFor((r) => r.to === '79990000003');
      const retried = await waitUntil(async () => {
        const r = await rowTo('79990000003');
        return r && Number(r.attempts) >= 2 && r.status !== 'sent' && r;
      }, 'a second attempt');
      expect(retried.last_error).toBe('SMS gateway did not answer in 1000 ms');
      // Other requests are served meanwhile.
      const other = await host.app.inject({
        method: 'POST',
        url: '/api/test/enqueue',
        payload: sms('79990000004', '444444'),
      });
      expect(other.statusCode).toBe(200);
    } finally {
      gateway.hang(false);
    }
    for (const to of ['79990000003', '79990000004']) {
      await waitUntil(async () => (await rowTo(to))?.status === 'sent', `${to} sent`);
      expect(gateway.delivered().filter((r) => r.to === to)).toHaveLength(1);
    }
  });
});

describe('production without a mail server or gateway', () => {
  it('fails the messages at once with a clear error instead of keeping codes in the dev outbox', async () => {
    const bare = createTestStorage();
    const prod = await buildDeliveryTestHost({
      storage: bare,
      env: { NODE_ENV: 'production' },
      timing: { pollMs: 50 },
    });
    try {
      const city = await prod.city();
      await city.db.transaction(async (tx) => {
        await enqueueMessage(tx, sms('79990000005', '555555'));
        await enqueueMessage(tx, {
          ...sms('79990000005', '666666'),
          channel: 'email',
          to: 'fay@example.com',
        });
      });
      const rows = await waitUntil(async () => {
        const r = (await city.query('SELECT * FROM outbox ORDER BY id')).rows;
        return r.length === 2 && r.every((x) => x.status === 'failed') && r;
      }, 'both failed');
      expect(rows.map((r) => [r.attempts, r.last_error])).toEqual([
        [1, 'SMS and calls are not configured: set SMS_GATEWAY_URL (the dev outbox is off here)'],
        [1, 'e-mail is not configured: set SMTP_URL (the dev outbox is off here)'],
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/555555|666666/);
      expect((await city.query('SELECT count(*)::int AS n FROM dev_outbox')).rows[0]!.n).toBe(0);
    } finally {
      await prod.close();
      await bare.dispose();
    }
  });
});
