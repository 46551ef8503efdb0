import { ACCOUNT_LIMITS } from '../../services/accounts/account-limits.ts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { forgetResolvedTokens } from '../../services/accounts/token-service.ts';
import { secretValues } from '../../services/accounts/secret-values.ts';
import {
  call,
  cityOf,
  freshDriver,
  post,
  registerDriver,
  type Answer,
} from '../../../test/account-test-kit.ts';

const t = await buildTestApp({ cities: ['perm', 'rostov'] });
const app = t.app;
afterAll(() => t.close());

const sql = async (text: string, params: unknown[] = [], city = 'perm') =>
  (await cityOf(app, city)).query(text, params);
const login = (body: Record<string, unknown>, ip: string, base = '') =>
  post(app, `${base}/api/auth/login`, body, { ip });
const profile = (token: string) => call(app, 'GET', '/api/profile/get-profile-v6', undefined, { token });

/** Makes a challenge's answer known to the test (only its digest is stored, so we set one). */
async function solve(challenge: Answer['body'], answer = 'k7m2x'): Promise<Record<string, string>> {
  const id = challenge.captchaId as string;
  await sql('UPDATE captchas SET answer_hash = $2 WHERE id = $1', [id, secretValues.salted(id, answer)]);
  return { captchaId: id, captcha: answer.toUpperCase() };
}

describe('login', () => {
  it('logs in by e-mail in any case and answers a token the profile accepts', async () => {
    const d = freshDriver();
    await registerDriver(app, d);
    const res = await login({ login: `  ${d.email.toUpperCase()} `, password: d.pass }, d.ip);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect((await profile(res.body.token as string)).body.result).toMatchObject({ email: d.email });
  });

  it('answers IncorrectLogin alike for a wrong password and an unknown login: name, text and time', async () => {
    const d = freshDriver();
    await registerDriver(app, d);
    const timed = async (body: Record<string, unknown>, ip: string) => {
      const started = performance.now();
      const res = await login(body, ip);
      return { res, ms: performance.now() - started };
    };
    const wrong = await timed({ login: d.email, password: 'wrong-password' }, '10.1.0.1');
    const missing = await timed({ login: `nobody.${d.email}`, password: 'wrong-password' }, '10.1.0.2');
    expect(wrong.res).toMatchObject({ status: 401, body: { errorName: 'IncorrectLogin' } });
    expect(missing.res).toMatchObject({ status: 401, body: { errorName: 'IncorrectLogin' } });
    expect(wrong.res.body).toEqual(missing.res.body);
    // Both verify one argon2 hash: neither answer is several times quicker than the other.
    expect(missing.ms).toBeGreaterThan(wrong.ms / 4);
    expect(wrong.ms).toBeGreaterThan(missing.ms / 4);
  });

  it('answers IncorrectLogin, not EmptyPass, for an account without a password: it does not tell it exists', async () => {
    const email = `nopass.${freshDriver().email}`;
    await sql(`INSERT INTO users (email, first_name) VALUES ($1, 'Ext')`, [email]);
    for (const password of ['anything1', '']) {
      expect(await login({ login: email, password }, '10.1.1.1')).toMatchObject({
        status: 401,
        body: { errorName: 'IncorrectLogin' },
      });
    }
  });

  it('logs in by phone only where easy auth is on (rostov)', async () => {
    const d = freshDriver();
    await registerDriver(app, d, 'rostov');
    const phone = `8 (${d.phone.slice(1, 4)}) ${d.phone.slice(4, 7)}-${d.phone.slice(7, 9)}-${d.phone.slice(9)}`;
    const ok = await login({ login: phone, password: d.pass }, d.ip, '/c/rostov');
    expect(ok.body.status).toBe('ok');
    const other = freshDriver();
    await registerDriver(app, other);
    const perm = await login({ login: other.phone, password: other.pass }, other.ip);
    expect(perm.body.errorName).toBe('IncorrectLogin');
  });

  it('asks for a captcha after 3 failures, refuses a missing or wrong one, and spends each once', async () => {
    const d = freshDriver();
    await registerDriver(app, d);
    const bad = { login: d.email, password: 'wrong-password' };
    const ip = '10.2.0.1';
    expect((await login(bad, ip)).body.captcha).toBeUndefined();
    expect((await login(bad, ip)).body.captcha).toBeUndefined();
    const third = await login(bad, ip);
    expect(third.body.errorName).toBe('IncorrectLogin');
    expect(third.body.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from((third.body.captcha as string).split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);

    // now even the right password needs the captcha
    const missing = await login({ login: d.email, password: d.pass }, ip);
    expect(missing).toMatchObject({ status: 400, body: { errorName: 'CaptchaIncorrect' } });
    expect(missing.body.captchaId).toBeTypeOf('string');
    const wrong = await login(
      { login: d.email, password: d.pass, captcha: 'nope1', captchaId: missing.body.captchaId },
      ip,
    );
    expect(wrong.body.errorName).toBe('CaptchaIncorrect');

    const answer = await solve(wrong.body);
    const ok = await login({ login: d.email, password: d.pass, ...answer }, ip);
    expect(ok.body.status).toBe('ok');
    // single use: the same answer again is refused, even with the right password
    await sql(`INSERT INTO login_attempts (login_key, ip) SELECT $1, $2 FROM generate_series(1, 3)`, [
      d.email,
      ip,
    ]);
    expect((await login({ login: d.email, password: d.pass, ...answer }, ip)).body.errorName).toBe(
      'CaptchaIncorrect',
    );
  });

  it('counts failures per address too, and takes the newest challenge of the address without an id', async () => {
    const ip = '10.2.1.1';
    // Below the per-address threshold a new login is not challenged (drivers share NATs)...
    for (let i = 0; i < ACCOUNT_LIMITS.loginFailuresForCaptchaPerIp - 2; i += 1) {
      await login({ login: `stuffing${i}.${freshDriver().email}`, password: 'guess-123' }, ip);
    }
    const before = await login({ login: `fresh.${freshDriver().email}`, password: 'guess-123' }, ip);
    expect(before.body.errorName).toBe('IncorrectLogin');
    expect(before.body.captcha).toBeUndefined();
    // ...from the threshold on, every login from that address is.
    for (let i = 0; i < 1; i += 1) {
      await login({ login: `stuffing${i}.${freshDriver().email}`, password: 'guess-123' }, ip);
    }
    const d = freshDriver();
    await registerDriver(app, d);
    const refused = await login({ login: d.email, password: d.pass }, ip);
    expect(refused.body.errorName).toBe('CaptchaIncorrect');
    const { captcha } = await solve(refused.body, 'abcde');
    expect((await login({ login: d.email, password: d.pass, captcha }, ip)).body.status).toBe('ok');
  });

  it('refuses an expired captcha', async () => {
    const ip = '10.2.2.1';
    const challenge = (await call(app, 'GET', '/api/auth/get-captcha', undefined, { ip })).body;
    const answer = await solve(challenge);
    await sql(
      `UPDATE captchas SET created_at = now() - interval '6 minutes', expires_at = now() - interval '1 minute' WHERE id = $1`,
      [challenge.captchaId],
    );
    expect((await post(app, '/api/auth/check-captcha', answer, { ip })).body.errorName).toBe(
      'CaptchaIncorrect',
    );
  });

  it('get-captcha and check-captcha: a right answer stays for the login, a wrong one spends the challenge', async () => {
    const ip = '10.2.3.1';
    const res = await call(app, 'GET', '/api/auth/get-captcha', undefined, { ip });
    expect(res.body).toMatchObject({
      status: 'ok',
      captcha: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const answer = await solve(res.body);
    expect((await post(app, '/api/auth/check-captcha', answer, { ip })).body).toEqual({ status: 'ok' });
    expect((await post(app, '/api/auth/check-captcha', answer, { ip })).body).toEqual({ status: 'ok' });
    expect(
      (await post(app, '/api/auth/check-captcha', { ...answer, captcha: 'wrong' }, { ip })).body.errorName,
    ).toBe('CaptchaIncorrect');
    expect((await post(app, '/api/auth/check-captcha', answer, { ip })).body.errorName).toBe(
      'CaptchaIncorrect',
    );
  });

  it("draws the captcha's answer from the CSPRNG: a Math.random stuck at 0 does not make it guessable", async () => {
    // svg-captcha's own create() picks the letters with Math.random: stuck at 0 that is 'aaaaa'
    const stuck = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      for (let i = 0; i < 3; i += 1) {
        const ip = `10.2.4.${i}`;
        const { body } = await call(app, 'GET', '/api/auth/get-captcha', undefined, { ip });
        expect(body.status).toBe('ok');
        const guess = { captchaId: body.captchaId, captcha: 'aaaaa' };
        expect((await post(app, '/api/auth/check-captcha', guess, { ip })).body.errorName).toBe(
          'CaptchaIncorrect',
        );
      }
    } finally {
      stuck.mockRestore();
    }
  });

  it("does not lock the owner out after strangers' failures: the right password and a captcha log in", async () => {
    const d = freshDriver();
    await registerDriver(app, d);
    // ten failures by a stranger from one address, each past the captcha once it is asked for...
    let last: Answer | null = null;
    for (let i = 0; i < 10; i += 1) {
      const extra = last?.body.captchaId ? await solve(last.body) : {};
      last = await login({ login: d.email, password: `wrong-${i}-pw`, ...extra }, '10.3.0.1');
      expect(last.body.errorName).toBe('IncorrectLogin');
    }
    // ...and a hundred more from a hundred other addresses
    await sql(
      `INSERT INTO login_attempts (login_key, ip) SELECT $1, '10.3.1.' || n FROM generate_series(1, 100) n`,
      [d.email],
    );
    const owner = '10.3.99.1';
    const asked = await login({ login: d.email, password: d.pass }, owner);
    expect(asked).toMatchObject({ status: 400, body: { errorName: 'CaptchaIncorrect' } });
    const ok = await login({ login: d.email, password: d.pass, ...(await solve(asked.body)) }, owner);
    expect(ok).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers LoginTryLimit to one address after 30 failures from it, whatever the login, and to no other', async () => {
    const d = freshDriver();
    await registerDriver(app, d);
    const ip = '10.3.2.1';
    await sql(
      `INSERT INTO login_attempts (login_key, ip) SELECT 'stuffed' || n || '@example.com', $1 FROM generate_series(1, $2::int) n`,
      [ip, ACCOUNT_LIMITS.loginFailuresPerIp],
    );
    expect(await login({ login: d.email, password: d.pass }, ip)).toMatchObject({
      status: 429,
      body: { errorName: 'LoginTryLimit' },
    });
    expect((await login({ login: d.email, password: d.pass }, '10.3.2.2')).body.status).toBe('ok');
    // the window passes
    await sql(`UPDATE login_attempts SET created_at = now() - interval '16 minutes' WHERE ip = $1`, [ip]);
    expect((await login({ login: d.email, password: d.pass }, ip)).body.status).toBe('ok');
  });

  it('answers a failure past the captcha threshold later and later, never the right password', async () => {
    const d = freshDriver();
    await registerDriver(app, d);
    await sql(
      `INSERT INTO login_attempts (login_key, ip) SELECT $1, '10.3.3.' || n FROM generate_series(1, 6) n`,
      [d.email],
    );
    const ip = '10.3.3.99';
    const asked = await login({ login: d.email, password: 'wrong-pw-1' }, ip);
    expect(asked.body.errorName).toBe('CaptchaIncorrect');
    const started = performance.now();
    const wrong = await login({ login: d.email, password: 'wrong-pw-2', ...(await solve(asked.body)) }, ip);
    expect(wrong.body.errorName).toBe('IncorrectLogin');
    expect(performance.now() - started).toBeGreaterThanOrEqual(ACCOUNT_LIMITS.loginFailureDelayMaxMs - 50);
    const right = await login({ login: d.email, password: d.pass, ...(await solve(wrong.body)) }, ip);
    expect(right.body.status).toBe('ok');
  });

  it('rate-limits the login call per address harder than the global limit', async () => {
    const ip = '10.4.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 22; i += 1)
      answers.push((await login({ login: 'a@b.cd', password: 'x' }, ip)).status);
    expect(answers.slice(0, 20)).not.toContain(429);
    expect(answers.slice(20)).toEqual([429, 429]);
  });
});

describe('tokens', () => {
  it('answers TokenNotFound for no token, a foreign one and a guest token on a driver call', async () => {
    expect(await call(app, 'GET', '/api/profile/get-profile-v6')).toMatchObject({
      status: 401,
      body: { errorName: 'TokenNotFound' },
    });
    expect((await profile('not-a-token')).body.errorName).toBe('TokenNotFound');
    expect((await profile(secretValues.handle(32))).body.errorName).toBe('TokenNotFound');
    const guest = await post(app, '/api/auth/guest-token', undefined, { ip: '10.5.0.1' });
    expect(guest.body).toEqual({ status: 'ok', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect((await profile(guest.body.token as string)).body.errorName).toBe('TokenNotFound');
    const { rows } = await sql(
      `SELECT kind, user_id, round(extract(epoch FROM expires_at - created_at) / 3600) AS hours FROM auth_tokens WHERE token_hash = $1`,
      [secretValues.sha256(guest.body.token as string)],
    );
    expect(rows[0]).toMatchObject({ kind: 'guest', user_id: null });
    expect(Number(rows[0]!.hours)).toBe(24);
  });

  it('takes the token from the header, the body or the query', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    expect((await call(app, 'GET', `/api/profile/get-profile-v6?token=${token}`)).body.status).toBe('ok');
    expect((await post(app, '/api/auth/logout', { token })).body).toEqual({ status: 'ok' });
  });

  it('answers TokenExpired for an expired token', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    await sql(
      `UPDATE auth_tokens SET created_at = now() - interval '40 days', expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [secretValues.sha256(token)],
    );
    expect(await profile(token)).toMatchObject({ status: 401, body: { errorName: 'TokenExpired' } });
  });

  it('marks use at most once a minute and slides the expiry', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    const read = async () =>
      (
        await sql('SELECT last_used_at, expires_at FROM auth_tokens WHERE token_hash = $1', [
          secretValues.sha256(token),
        ])
      ).rows[0]!;
    await profile(token);
    const first = await read();
    expect(first.last_used_at).not.toBeNull();
    await profile(token);
    expect((await read()).last_used_at).toEqual(first.last_used_at);
    await sql(
      `UPDATE auth_tokens SET last_used_at = now() - interval '2 minutes', expires_at = now() + interval '1 day' WHERE token_hash = $1`,
      [secretValues.sha256(token)],
    );
    // two minutes "passed": the in-memory token cache (10 s) would have let go of it too
    forgetResolvedTokens();
    await profile(token);
    const slid = await read();
    expect(new Date(slid.last_used_at as string).getTime()).toBeGreaterThan(
      new Date(first.last_used_at as string).getTime(),
    );
    expect(new Date(slid.expires_at as string).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('logout revokes the token at once; a second logout is TokenNotFound', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    const other = (await login({ login: d.email, password: d.pass }, d.ip)).body.token as string;
    expect((await post(app, '/api/auth/logout', {}, { token })).body).toEqual({ status: 'ok' });
    expect((await profile(token)).body.errorName).toBe('TokenNotFound');
    expect((await post(app, '/api/auth/logout', {}, { token })).body.errorName).toBe('TokenNotFound');
    expect((await profile(other)).body.status).toBe('ok');
  });
});
