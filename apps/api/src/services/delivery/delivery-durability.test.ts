import { describe, expect, it } from 'vitest';
import { startFakeSmsGateway } from '../../../test/stand-ins/fake-sms-gateway.ts';
import { serverDatabaseName } from '../../cities/city-opener.ts';
import type { CityContext } from '../../config/city-context.ts';
import { backgroundSiteUrl } from '../../config/site-address.ts';
import { openServerDb } from '../../db/open-server-db.ts';
import { createTransports, type Transports } from './create-transports.ts';
import { startDeliveryWorker } from './delivery-worker.ts';
import { enqueueMessage } from './enqueue-message.ts';
import type { OutgoingMessage } from './outgoing-message.ts';
import { buildDeliveryTestHost, createTestStorage, TEST_CITY } from '../../../test/delivery-test-host.ts';
import { enqueueTestRoute } from '../../../test/enqueue-test-route.ts';
import { waitUntil } from './testing/wait-until.ts';

const sms = (to: string, code: string): OutgoingMessage => ({
  channel: 'sms',
  to,
  template: 'code',
  vars: { code, purpose: 'registration' },
  lang: 'en',
});

const rowsOf = async (city: CityContext) => (await city.query('SELECT * FROM outbox ORDER BY id')).rows;

describe('across a restart', () => {
  it('sends after the restart what could not be sent before it', async () => {
    // Before the restart the gateway is down (nothing listens on its port), so no attempt can
    // reach it; a gateway answering 500 could still be handed a request cut short by the
    // shutdown and accept it late, which is the at-least-once case tested below.
    const down = await startFakeSmsGateway();
    await down.close();
    const gateway = await startFakeSmsGateway();
    const storage = createTestStorage();
    const timing = { pollMs: 50, retryBaseMs: 50, retryFactor: 1 };
    try {
      const before = await buildDeliveryTestHost({
        storage,
        env: { SMS_GATEWAY_URL: down.url },
        routes: [enqueueTestRoute],
        timing,
      });
      for (const i of [1, 2, 3]) {
        const res = await before.app.inject({
          method: 'POST',
          url: '/api/test/enqueue',
          payload: sms(`7999100000${i}`, `70000${i}`),
        });
        expect(res.statusCode).toBe(200);
      }
      const city = await before.city();
      const failed = await waitUntil(async () => {
        const r = await rowsOf(city);
        return r.every((x) => Number(x.attempts) >= 2) && r;
      }, 'some failed attempts');
      expect(failed.map((r) => r.last_error)).toEqual(Array(3).fill('SMS gateway unreachable: ECONNREFUSED'));
      await before.close();

      const after = await buildDeliveryTestHost({ storage, env: { SMS_GATEWAY_URL: gateway.url }, timing });
      try {
        const reopened = await after.city();
        const rows = await waitUntil(async () => {
          const r = await rowsOf(reopened);
          return r.every((x) => x.status === 'sent') && r;
        }, 'all sent after the restart');
        expect(rows).toHaveLength(3);
        expect(
          gateway
            .delivered()
            .map((r) => r.to)
            .sort(),
        ).toEqual(['79991000001', '79991000002', '79991000003']);
      } finally {
        await after.close();
      }
    } finally {
      await gateway.close();
      await storage.dispose();
    }
  });

  it('hands a send cut short by shutdown back to the queue, closes quickly, and sends it after', async () => {
    const gateway = await startFakeSmsGateway();
    const storage = createTestStorage();
    const timing = { pollMs: 50, sendTimeoutMs: 5000 };
    try {
      gateway.hang(true);
      const before = await buildDeliveryTestHost({ storage, env: { SMS_GATEWAY_URL: gateway.url }, timing });
      const city = await before.city();
      await city.db.transaction((tx) => enqueueMessage(tx, sms('79992000001', '800001')));
      await gateway.waitFor((r) => r.to === '79992000001');
      const closing = Date.now();
      await before.close();
      expect(Date.now() - closing).toBeLessThan(2000); // not the 5 s the gateway would be given

      const look = await buildDeliveryTestHost({ storage, delivery: false });
      const [row] = await rowsOf(await look.city());
      expect(row).toMatchObject({ status: 'pending', attempts: 0, last_error: 'interrupted by shutdown' });
      expect(row!.vars).toEqual({ code: '800001', purpose: 'registration' });
      await look.close();

      gateway.hang(false);
      const after = await buildDeliveryTestHost({ storage, env: { SMS_GATEWAY_URL: gateway.url }, timing });
      try {
        const reopened = await after.city();
        await waitUntil(async () => (await rowsOf(reopened))[0]?.status === 'sent', 'sent after the restart');
        // At-least-once: the hung request may have reached the gateway; the answered one did.
        expect(gateway.delivered().filter((r) => r.to === '79992000001')).toHaveLength(1);
      } finally {
        await after.close();
      }
    } finally {
      await gateway.close();
      await storage.dispose();
    }
  });
});

describe('two workers on one database', () => {
  it('send each of 50 messages exactly once', async () => {
    const gateway = await startFakeSmsGateway();
    const storage = createTestStorage();
    const host = await buildDeliveryTestHost({
      storage,
      env: { SMS_GATEWAY_URL: gateway.url },
      delivery: false,
    });
    let second: CityContext | null = null;
    const workers: { stop: () => Promise<void> }[] = [];
    try {
      const city = await host.city();
      // On a server, the second worker gets its own connection pool, as a second instance would.
      // PGlite has a single connection, so there both go through it.
      if (process.env.DATABASE_URL) {
        const url = new URL(process.env.DATABASE_URL);
        url.pathname = `/${serverDatabaseName(storage.prefix, TEST_CITY)}`;
        const opened = await openServerDb(url.toString(), 4);
        second = { config: city.config, db: opened.db, query: opened.query, close: opened.close };
      }
      await city.db.transaction(async (tx) => {
        for (let i = 0; i < 50; i++)
          await enqueueMessage(tx, sms(`7999300${String(i).padStart(4, '0')}`, String(300000 + i)));
      });

      const sent = [0, 0];
      const counting = (n: number): Transports => {
        const real = createTransports(host.env, host.app.log, 2000);
        const sms = {
          name: 'counting',
          deliver: async (...args: Parameters<Transports['sms']['deliver']>) => {
            sent[n]! += 1;
            await real.sms.deliver(...args);
          },
        };
        return { ...real, sms };
      };
      const timing = { pollMs: 10, concurrency: 4 };
      for (const [n, db] of [city, second ?? city].entries()) {
        workers.push(
          startDeliveryWorker({
            cities: () => [db],
            transports: counting(n),
            log: host.app.log,
            publicUrl: backgroundSiteUrl(host.env),
            timing,
          }),
        );
      }
      const rows = await waitUntil(async () => {
        const r = await rowsOf(city);
        return r.every((x) => x.status === 'sent') && r;
      }, 'all 50 sent');
      expect(rows).toHaveLength(50);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
      expect(gateway.requests).toHaveLength(50);
      expect(new Set(gateway.requests.map((r) => r.text)).size).toBe(50);
      expect(sent[0]! + sent[1]!).toBe(50);
      expect(sent[0]).toBeGreaterThan(0);
      expect(sent[1]).toBeGreaterThan(0);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await second?.close();
      await host.close();
      await gateway.close();
      await storage.dispose();
    }
  });
});
