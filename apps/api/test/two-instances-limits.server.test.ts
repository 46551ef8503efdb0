import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../src/services/accounts/account-limits.ts';
import { RATE_LIMIT_FLUSH_MS } from '../src/plugins/rate-limit.ts';
import { openTwoInstances, type TwoInstances } from './two-instances-kit.ts';

// Two instances on one PostgreSQL database, as behind a load balancer: a client's requests and
// its login failures count the same whichever instance answers them (issue 25, decision 0017).
// A *.server.test.ts file: vitest.config.ts runs it only where DATABASE_URL names a server.
const MAX = 40;
let pair: TwoInstances;

beforeAll(async () => {
  // a day's window, aligned to the clock: the test never straddles two of them
  pair = await openTwoInstances({ RATE_LIMIT_MAX: String(MAX), RATE_LIMIT_WINDOW_MS: '86400000' });
});
afterAll(async () => {
  await pair?.close();
});

describe('two instances share', () => {
  it('the request limit: a client alternating between them is refused near the limit, not twice it', async () => {
    const ip = '10.77.0.1';
    const ask = async (instance: TwoInstances['a']) =>
      (await instance.app.inject({ url: '/api/options/get-settings', remoteAddress: ip })).statusCode;
    // a request to each instance every GAP ms: PER_FLUSH reach each one between two flushes
    const GAP = 25;
    const PER_FLUSH = Math.ceil(RATE_LIMIT_FLUSH_MS / GAP);
    let admitted = 0;
    for (let i = 0; i < MAX * 2; i++) {
      const codes = [await ask(pair.a), await ask(pair.b)];
      for (const code of codes) expect([200, 429]).toContain(code);
      admitted += codes.filter((code) => code === 200).length;
      // both refuse: the shared count has reached the limit (each alone would still admit)
      if (codes.every((code) => code === 429)) break;
      await sleep(GAP);
    }
    // decision 0017: the overshoot is at most what the other instance admits in one flush
    // interval (doubled for timer drift); alone, each would have admitted MAX
    expect(admitted).toBeGreaterThanOrEqual(MAX);
    expect(admitted).toBeLessThanOrEqual(MAX + 2 * PER_FLUSH);
    expect(admitted).toBeLessThan(2 * MAX);
    // both still refuse, and another client is unaffected
    expect([await ask(pair.a), await ask(pair.b)]).toEqual([429, 429]);
    const other = await pair.b.app.inject({ url: '/api/options/get-settings', remoteAddress: '10.77.0.2' });
    expect(other.statusCode).toBe(200);
  });

  it('a route’s stricter limit: guest tokens alternating between them stop at the limit exactly', async () => {
    const max = ACCOUNT_LIMITS.issueRequestsPerMinute;
    // the window is the clock's minute: keep clear of its end so the burst stays in one
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await sleep(60_000 - intoMinute + 100);
    const codes: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      const instance = i % 2 === 0 ? pair.a : pair.b;
      const res = await instance.app.inject({
        method: 'POST',
        url: '/api/auth/guest-token',
        payload: {},
        remoteAddress: '10.77.2.1',
      });
      codes.push(res.statusCode);
    }
    // counted in the database on every request: no overshoot; alone, each would admit `max`
    expect(codes.filter((code) => code === 429)).toHaveLength(2);
    expect(codes.slice(0, max).every((code) => code !== 429)).toBe(true);
  });

  it('login failures: failures through A and B add up to the captcha threshold', async () => {
    const ip = '10.77.1.1';
    const bad = { login: `nobody.${Date.now()}@example.com`, password: 'wrong-password' };
    const login = async (instance: TwoInstances['a']) => {
      const res = await instance.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: bad,
        remoteAddress: ip,
      });
      return res.json() as { errorName?: string; captcha?: string };
    };
    // the third failure asks for a captcha
    expect(ACCOUNT_LIMITS.loginFailuresForCaptcha).toBe(3);
    expect((await login(pair.a)).captcha).toBeUndefined();
    expect((await login(pair.b)).captcha).toBeUndefined();
    const third = await login(pair.a);
    expect(third.errorName).toBe('IncorrectLogin');
    expect(third.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    // and B, which saw one failure only, asks for it too
    expect((await login(pair.b)).errorName).toBe('CaptchaIncorrect');
  });
});
