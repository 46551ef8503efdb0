import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { secretValues } from '../../services/accounts/secret-values.ts';
import {
  call,
  cityOf,
  freshDriver,
  lastSecret,
  post,
  registerDriver,
  sentTo,
} from '../../../test/account-test-kit.ts';

const t = await buildTestApp();
const app = t.app;
afterAll(() => t.close());

const sql = async (text: string, params: unknown[] = []) => (await cityOf(app)).query(text, params);
const profile = async (token: string) =>
  (await call(app, 'GET', '/api/profile/get-profile-v6', undefined, { token })).body.result as Record<
    string,
    unknown
  >;
const ageSends = (target: string) =>
  sql(`UPDATE code_sends SET created_at = created_at - interval '1 minute' WHERE target = $1`, [target]);

describe('profile e-mail and phone (token)', () => {
  it('changes the e-mail after its code, refusing a taken one and a wrong code', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    const other = freshDriver();
    await registerDriver(app, other);
    const opts = { token, ip: d.ip };
    expect(
      (await post(app, '/api/profile/send-email-code', { email: other.email, edit: true }, opts)).body
        .errorName,
    ).toBe('EmailExists');
    const next = `next.${d.email}`;
    const sent = await post(app, '/api/profile/send-email-code', { email: next, edit: 'true' }, opts);
    expect(sent.body).toEqual({ status: 'ok', emailSalt: expect.any(String) });
    expect((await sentTo(app, next))[0]).toMatchObject({
      template: 'code',
      vars: { purpose: 'email-change' },
    });
    const code = await lastSecret(app, next);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post(app, '/api/profile/confirm-email', { code: wrong }, opts)).body.errorName).toBe(
      'IncorrectCode',
    );
    expect((await post(app, '/api/profile/confirm-email', { code }, opts)).body).toEqual({ status: 'ok' });
    expect(await profile(token)).toMatchObject({ email: next, emailConfirmed: true });
    expect(
      (await post(app, '/api/auth/login', { login: next, password: d.pass }, { ip: d.ip })).body.status,
    ).toBe('ok');
  });

  it('refuses a change to the current confirmed e-mail (DoubleEmail) without sending a code', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    await sql(`UPDATE users SET email_confirmed = true WHERE email = $1`, [d.email]);
    await ageSends(d.email);
    const before = (await sentTo(app, d.email)).length;
    const res = await post(
      app,
      '/api/profile/send-email-code',
      { email: d.email.toUpperCase(), edit: true },
      { token, ip: d.ip },
    );
    expect(res).toMatchObject({ status: 409, body: { status: 'error', errorName: 'DoubleEmail' } });
    expect(await sentTo(app, d.email)).toHaveLength(before);
  });

  it('without edit, sends the code to the current e-mail', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    await ageSends(d.email);
    await post(app, '/api/profile/send-email-code', { email: 'ignored@example.com' }, { token, ip: d.ip });
    expect((await sentTo(app, d.email))[0]).toMatchObject({
      template: 'code',
      vars: { purpose: 'email-change' },
    });
    expect(await sentTo(app, 'ignored@example.com')).toEqual([]);
  });

  it('adds a phone after its code; DoublePhone for the own one, PhoneExists for another', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    const other = freshDriver();
    await registerDriver(app, other);
    const opts = { token, ip: d.ip };
    await ageSends(d.phone);
    expect(await post(app, '/api/profile/send-sms-code', { phone: d.phone, edit: true }, opts)).toMatchObject(
      {
        status: 409,
        body: { errorName: 'DoublePhone' },
      },
    );
    expect(
      (await post(app, '/api/profile/send-sms-code', { phone: other.phone, edit: true }, opts)).body
        .errorName,
    ).toBe('PhoneExists');
    const next = freshDriver().phone;
    const sent = await post(app, '/api/profile/send-sms-code', { phone: next, edit: true }, opts);
    expect(sent.body).toEqual({ status: 'ok', phoneSalt: expect.any(String) });
    expect((await sentTo(app, next))[0]).toMatchObject({ channel: 'sms', vars: { purpose: 'phone-change' } });
    expect(
      (await post(app, '/api/profile/confirm-phone', { code: await lastSecret(app, next) }, opts)).body,
    ).toEqual({
      status: 'ok',
    });
    // the confirmed number joins the driver's phones; the login phone stays main
    expect((await profile(token)).phones).toEqual([
      { phone: d.phone, isMain: true },
      { phone: next, isMain: false },
    ]);
  });

  it('answers TokenExpired / TokenNotFound on token calls without a salt', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    await sql(
      `UPDATE auth_tokens SET created_at = now() - interval '40 days', expires_at = now() - interval '1 day' WHERE token_hash = $1`,
      [secretValues.sha256(token)],
    );
    expect(await post(app, '/api/profile/confirm-email', { code: '123456' }, { token })).toMatchObject({
      status: 401,
      body: { errorName: 'TokenExpired' },
    });
    expect(
      (await post(app, '/api/profile/send-sms-code', { phone: d.phone }, { token: 'x'.repeat(43) })).body
        .errorName,
    ).toBe('TokenNotFound');
  });
});
