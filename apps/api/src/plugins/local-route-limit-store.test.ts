import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterEach, describe, expect, it } from 'vitest';
import { localRouteLimitStore } from './local-route-limit-store.ts';

// The per-route limit of one instance without a shared database, as security.ts registers it, with
// a hook before it that holds every request until a gate opens: a city's database opening.
async function appWithGate(store?: typeof localRouteLimitStore) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const app = Fastify();
  app.addHook('onRequest', async () => opened);
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
  app.get('/limited', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async () => 'ok');
  await app.ready();
  return { app, open };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => close?.());

describe('the per-route limit in memory', () => {
  it('admits exactly the limit of a burst released at once, and refuses the rest', async () => {
    const { app, open } = await appWithGate(localRouteLimitStore);
    close = () => app.close();
    const burst = Array.from({ length: 12 }, () => app.inject({ method: 'GET', url: '/limited' }));
    open();
    const statuses = (await Promise.all(burst)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const after = await app.inject({ method: 'GET', url: '/limited' });
    expect(after.statusCode).toBe(429);
  });

  it('keeps separate counts per route and per client', async () => {
    const { app, open } = await appWithGate(localRouteLimitStore);
    close = () => app.close();
    open();
    const from = (address: string) => app.inject({ method: 'GET', url: '/limited', remoteAddress: address });
    for (let i = 0; i < 10; i++) expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });
});
