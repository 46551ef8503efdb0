import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { CityContext } from '../../config/city-context.ts';
import { ACCOUNT_LIMITS } from '../../services/accounts/account-limits.ts';
import { passwordHashing } from '../../services/accounts/password-hashing.ts';
import { createOperator } from '../../services/operator/create-operator.ts';
import { COMPANY_PASSWORD, newCompany } from '../company/company-test-kit.ts';

/**
 * A burst of parallel attempts on one login, over real HTTP from several client addresses
 * (X-Forwarded-For behind TRUST_PROXY), for the three kinds of login. It proves the point on
 * the PostgreSQL server (DATABASE_URL), where the requests really run side by side; PGlite
 * serialises the queries but not the password checks between them.
 */
let t: TestApp;
let perm: CityContext;
let base = '';
beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  perm = (await t.app.cityRegistry.get('perm'))!;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // One login first, so the burst does not queue behind the city's first-request work (settings
  // cache, the argon2 dummy hash) and its attempts really meet in the database.
  await post('/api/auth/login', { login: 'warm-up@example.com', password: 'warm-up-1' }, '203.0.113.1');
});
afterAll(() => t?.close());

const BURST = 50;
const ADDRESSES = 10; // 5 a address: under every per-address limit, so only the login's count acts

async function post(path: string, body: Record<string, unknown>, address: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { status: string; errorName?: string } };
}

/** Fires the burst (the right password among the wrong ones) and sorts the answers. */
async function burst(path: string, body: (password: string) => Record<string, unknown>, right: string) {
  const passwords = Array.from({ length: BURST }, (_, i) => (i === BURST - 5 ? right : `wrong-pass-${i}`));
  const answers = await Promise.all(
    passwords.map((password, i) => post(path, body(password), `198.51.100.${1 + (i % ADDRESSES)}`)),
  );
  const named = (name: string) => answers.filter((a) => a.body.errorName === name).length;
  const loggedIn = answers.filter((a) => a.body.status === 'ok').length;
  const checked = loggedIn + named('IncorrectLogin');
  // the others were turned away before any password was checked
  expect(named('CaptchaIncorrect')).toBe(BURST - checked);
  // ...each with a challenge for its own address: the burst really came from several clients
  const { rows } = await perm.query(
    `SELECT count(DISTINCT ip)::int AS n FROM captchas WHERE ip LIKE '198.51.100.%'`,
  );
  expect(rows[0]!.n).toBe(ADDRESSES);
  return { answers, loggedIn, checked };
}

describe('a burst of parallel attempts on one login', () => {
  const limit = ACCOUNT_LIMITS.loginFailuresForCaptcha;

  it(`checks no more than ${limit} passwords of a driver; the others need the captcha`, async () => {
    const email = `burst.${Date.now()}@example.com`;
    await perm.query('INSERT INTO users (email, first_name, password_hash) VALUES ($1, $2, $3)', [
      email,
      'Burst',
      await passwordHashing.hash('right-pass-1'),
    ]);
    const r = await burst('/api/auth/login', (password) => ({ login: email, password }), 'right-pass-1');
    expect(r.answers.every((a) => a.status < 500)).toBe(true);
    expect(r.checked).toBeLessThanOrEqual(limit);
  });

  it(`checks no more than ${limit} passwords of a company`, async () => {
    const c = await newCompany(perm);
    const r = await burst(
      '/api/auth/login-corp-v1',
      (password) => ({ inn: c.inn, contractNumber: c.contractNumber, password }),
      COMPANY_PASSWORD,
    );
    expect(r.answers.every((a) => a.status < 500)).toBe(true);
    expect(r.checked).toBeLessThanOrEqual(limit);
  });

  it(`checks no more than ${limit} passwords of an operator`, async () => {
    await createOperator(perm, { login: 'burst-op', password: 'operator-secret-9' });
    const r = await burst(
      '/api/operator/login',
      (password) => ({ login: 'burst-op', password }),
      'operator-secret-9',
    );
    expect(r.answers.every((a) => a.status < 500)).toBe(true);
    expect(r.checked).toBeLessThanOrEqual(limit);
  });
});
