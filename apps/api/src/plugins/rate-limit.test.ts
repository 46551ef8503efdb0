import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorEnvelopePlugin } from './error-envelope.ts';
import { requestContextPlugin } from './request-context.ts';
import { clientKey } from '../lib/client-key.ts';
import { rateLimitPlugin } from './rate-limit.ts';
import type { Db } from '../db/db-types.ts';

async function limitedApp(max: number, clock: { t: number }) {
  const app = Fastify({ logger: false });
  await app.register(errorEnvelopePlugin);
  await app.register(requestContextPlugin);
  await app.register(rateLimitPlugin, { max, windowMs: 60_000, now: () => clock.t });
  app.get('/x', async () => ({ status: 'ok' }));
  app.get('/health', { config: { rateLimit: false } }, async () => ({ status: 'ok' }));
  return app;
}

const from = (app: Awaited<ReturnType<typeof limitedApp>>, ip: string, url = '/x') =>
  app.inject({ method: 'GET', url, remoteAddress: ip });

describe('rate limit', () => {
  it('counts per client, refuses over the limit with Retry-After, and opens in the next window', async () => {
    const clock = { t: 1_000_000 };
    const app = await limitedApp(2, clock);
    const a = [await from(app, '10.0.0.1'), await from(app, '10.0.0.1'), await from(app, '10.0.0.1')];
    expect(a.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(a[2]!.json()).toMatchObject({ status: 'error', errorName: 'TooManyRequests' });
    expect(a[2]!.headers['retry-after']).toBe('60');
    // another client has its own count
    expect((await from(app, '10.0.0.2')).statusCode).toBe(200);
    clock.t += 45_000;
    expect((await from(app, '10.0.0.1')).headers['retry-after']).toBe('15');
    clock.t += 15_000;
    expect((await from(app, '10.0.0.1')).statusCode).toBe(200);
    await app.close();
  });

  it('counts locally while the shared counts’ database fails: never refuses everyone, never a 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorEnvelopePlugin);
    await app.register(requestContextPlugin);
    let flushes = 0;
    const down = {
      execute: async () => {
        flushes += 1;
        throw new Error('connection refused');
      },
    } as unknown as Db;
    await app.register(rateLimitPlugin, { max: 2, windowMs: 60_000, sharedDb: () => down, flushMs: 5 });
    app.get('/x', async () => ({ status: 'ok' }));
    const codes = [(await from(app, '10.0.0.1')).statusCode, (await from(app, '10.0.0.1')).statusCode];
    await new Promise((resolve) => setTimeout(resolve, 50));
    codes.push((await from(app, '10.0.0.1')).statusCode, (await from(app, '10.0.0.2')).statusCode);
    expect(flushes).toBeGreaterThan(0);
    expect(codes).toEqual([200, 200, 429, 200]);
    await app.close();
  });

  it('never limits a route that opts out', async () => {
    const app = await limitedApp(1, { t: 0 });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await from(app, '10.0.0.1', '/health')).statusCode);
    expect(codes).toEqual([200, 200, 200]);
    await app.close();
  });

  it('counts an IPv6 client by its /64 and a mapped IPv4 address as IPv4', async () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    const app = await limitedApp(1, { t: 0 });
    expect((await from(app, '2001:db8:1:2::5')).statusCode).toBe(200);
    expect((await from(app, '2001:db8:1:2::6')).statusCode).toBe(429);
    expect((await from(app, '2001:db8:1:3::6')).statusCode).toBe(200);
    await app.close();
  });
});
