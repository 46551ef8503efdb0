import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openParkingApp, type ParkingTestApp } from '../src/services/parking/parking-test-kit.ts';

/**
 * Issue 17 item 8: the database goes away under a running app. On PostgreSQL (DATABASE_URL set)
 * the app reaches the server through a TCP relay this test then shuts (connections cut, new
 * ones refused); on PGlite the city's database is closed.
 */

interface Relay {
  url: string;
  cut: () => Promise<void>;
}

/** A TCP relay in front of the server in `url`: the app's DATABASE_URL, until cut. */
async function startRelay(url: string): Promise<Relay> {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as net.AddressInfo).port);
  return {
    url: relayed.toString(),
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

let t: ParkingTestApp;
let relay: Relay | undefined;
let driver = { userId: 0, token: '' };

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  relay = serverUrl ? await startRelay(serverUrl) : undefined;
  t = await openParkingApp(['perm'], relay ? { DATABASE_URL: relay.url } : {});
  driver = await t.driver();
  // up and answering first
  expect((await t.get('/api/profile/get-balance', driver.token)).status).toBe(200);
  if (relay) await relay.cut();
  else await (await t.city()).close();
});
afterAll(async () => t?.close());

describe('a database outage', () => {
  it('answers every call with the ServiceUnavailable envelope (503), never UnknownError', async () => {
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/profile/get-balance'],
      ['GET', '/api/profile/get-profile-v6'],
      ['POST', '/api/auth/login', { login: 'someone@example.test', password: 'secret-12' }],
      ['POST', '/api/profile/get-operations-with-filter', {}],
      ['GET', '/api/news/get-news-list'],
      ['GET', '/api/health'],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${driver.token}`, 'accept-language': 'en' },
        ...(body ? { payload: body } : {}),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        errorName: 'ServiceUnavailable',
        errorMessage: 'The service is temporarily unavailable',
      });
    }
  });
});
