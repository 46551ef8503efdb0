import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
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
const login = (login: string, password: string, ip: string) =>
  post(app, '/api/auth/login', { login, password }, { ip });
const profile = (token: string) => call(app, 'GET', '/api/profile/get-profile-v6', undefined, { token });
const send = (body: Record<string, unknown>, ip: string) =>
  post(app, '/api/auth/restore-password/send', body, { ip });
/** Lets the next send to a target pass the resend cooldown (registration just sent it a code). */
const ageSends = (target: string) =>
  sql(`UPDATE code_sends SET created_at = created_at - interval '1 minute' WHERE target = $1`, [target]);

describe('restore by code', () => {
  it('sends, checks and changes by e-mail: every session ends and a notice is mailed', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    await ageSends(d.email);
    const sent = await send({ email: d.email.toUpperCase() }, d.ip);
    expect(sent.body).toEqual({ status: 'ok', salt: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    const salt = sent.body.salt as string;
    const [mail] = await sentTo(app, d.email);
    expect(mail).toMatchObject({ template: 'code', channel: 'email', vars: { purpose: 'restore' } });
    const code = mail!.secret!;
    const wrong = code === '000000' ? '111111' : '000000';

    expect(await post(app, '/api/auth/restore-password/check', { salt, code: wrong })).toMatchObject({
      status: 400,
      body: { errorName: 'IncorrectCode' },
    });
    expect((await post(app, '/api/auth/restore-password/check', { salt, code })).body).toEqual({
      status: 'ok',
    });
    expect(
      (await post(app, '/api/auth/restore-password/change', { salt, code: wrong, pass: 'new-pass-1' })).body
        .errorName,
    ).toBe('IncorrectCode');
    expect(
      (await post(app, '/api/auth/restore-password/change', { salt, code, pass: 'new-pass-1' })).body,
    ).toEqual({
      status: 'ok',
    });
    // the code is spent
    expect(
      (await post(app, '/api/auth/restore-password/change', { salt, code, pass: 'other-pass-2' })).body
        .errorName,
    ).toBe('IncorrectCode');

    expect((await profile(token)).body.errorName).toBe('TokenNotFound');
    expect((await login(d.email, d.pass, d.ip)).body.errorName).toBe('IncorrectLogin');
    expect((await login(d.email, 'new-pass-1', d.ip)).body.status).toBe('ok');
    const [notice] = await sentTo(app, d.email);
    expect(notice).toMatchObject({ template: 'password-changed', channel: 'email', vars: {} });
  });

  it('sends the code by SMS, or by a call (4 digits), to a phone', async () => {
    const d = freshDriver();
    await registerDriver(app, d);
    await ageSends(d.phone);
    const bySms = await send({ phone: d.phone }, d.ip);
    expect((await sentTo(app, d.phone))[0]).toMatchObject({ channel: 'sms', template: 'code' });
    expect(await lastSecret(app, d.phone)).toMatch(/^\d{6}$/);
    await ageSends(d.phone);
    const byCall = await send({ phone: d.phone, channel: 'Call' }, d.ip);
    const ring = (await sentTo(app, d.phone))[0]!;
    expect(ring).toMatchObject({ channel: 'call', template: 'code' });
    expect(ring.secret).toMatch(/^\d{4}$/);
    // each send has its own salt; the older salt's code is not the call's
    expect(bySms.body.salt).not.toBe(byCall.body.salt);
    expect(
      (await post(app, '/api/auth/restore-password/check', { salt: byCall.body.salt, code: ring.secret }))
        .body.status,
    ).toBe('ok');
  });

  it('answers the same for an unknown account, sends nothing, and counts the limits the same', async () => {
    const known = freshDriver();
    await registerDriver(app, known);
    await ageSends(known.email);
    const unknown = freshDriver();
    const a = await send({ email: known.email }, '10.7.0.1');
    const b = await send({ email: unknown.email }, '10.7.0.2');
    expect(Object.keys(a.body)).toEqual(Object.keys(b.body));
    expect(b).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await sentTo(app, unknown.email)).toEqual([]);
    expect(
      (await post(app, '/api/auth/restore-password/check', { salt: b.body.salt, code: '123456' })).body
        .errorName,
    ).toBe('IncorrectCode');
    // an immediate second send is LimitSMS for both: the limit does not tell them apart either
    expect((await send({ email: known.email }, '10.7.0.1')).body.errorName).toBe('LimitSMS');
    expect((await send({ email: unknown.email }, '10.7.0.2')).body.errorName).toBe('LimitSMS');
    expect((await send({ email: `x${unknown.email}`, mode: 'password' }, '10.7.0.3')).body.status).toBe('ok');
  });

  it('kills a restore code after five wrong checks', async () => {
    const d = freshDriver();
    await registerDriver(app, d);
    await ageSends(d.email);
    const salt = (await send({ email: d.email }, d.ip)).body.salt as string;
    const code = await lastSecret(app, d.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await post(app, '/api/auth/restore-password/check', { salt, code: wrong });
    expect((await post(app, '/api/auth/restore-password/check', { salt, code })).body.errorName).toBe(
      'IncorrectCode',
    );
  });
});

describe('restore by a new password', () => {
  it('mails a new password; the old one works until the new one is used, which then becomes the password', async () => {
    const d = freshDriver();
    const token = await registerDriver(app, d);
    await ageSends(d.email);
    expect((await send({ email: d.email, mode: 'password' }, d.ip)).body.status).toBe('ok');
    const [mail] = await sentTo(app, d.email);
    expect(mail).toMatchObject({ template: 'new-password', channel: 'email' });
    const password = mail!.secret!;
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);

    expect((await login(d.email, d.pass, d.ip)).body.status).toBe('ok');
    const redeemed = await login(d.email, password, d.ip);
    expect(redeemed.body).toEqual({ status: 'ok', token: expect.any(String) });
    expect((await profile(token)).body.errorName).toBe('TokenNotFound');
    expect((await profile(redeemed.body.token as string)).body.status).toBe('ok');
    expect((await sentTo(app, d.email))[0]).toMatchObject({ template: 'password-changed' });
    // it is the password now; the old one is gone
    expect((await login(d.email, password, d.ip)).body.status).toBe('ok');
    expect((await login(d.email, d.pass, d.ip)).body.errorName).toBe('IncorrectLogin');
  });

  it('by call: a 4-digit one-time password that logs in once and leaves the account without a password', async () => {
    const d = freshDriver();
    await registerDriver(app, d);
    await ageSends(d.phone);
    expect((await send({ phone: d.phone, mode: 'password', channel: 'Call' }, d.ip)).body.status).toBe('ok');
    const [ring] = await sentTo(app, d.phone);
    expect(ring).toMatchObject({ template: 'new-password', channel: 'call' });
    expect(ring!.secret).toMatch(/^\d{4}$/);

    const first = await login(d.email, ring!.secret!, d.ip);
    expect(first.body).toEqual({ status: 'ok', token: expect.any(String), mustChangePassword: true });
    expect((await profile(first.body.token as string)).body.result).toMatchObject({ hasPassword: false });
    // no password now: any password is IncorrectLogin (login does not tell that the account exists)
    expect((await login(d.email, ring!.secret!, d.ip)).body.errorName).toBe('IncorrectLogin');
    expect((await login(d.email, d.pass, d.ip)).body.errorName).toBe('IncorrectLogin');
  });

  it('lets a one-time call password expire unused', async () => {
    const d = freshDriver();
    await registerDriver(app, d);
    await ageSends(d.phone);
    await send({ phone: d.phone, mode: 'password', channel: 'Call' }, d.ip);
    const password = await lastSecret(app, d.phone);
    await sql(
      `UPDATE verification_codes SET created_at = now() - interval '11 minutes', expires_at = now() - interval '1 minute' WHERE target = $1`,
      [d.phone],
    );
    expect((await login(d.email, password, d.ip)).body.errorName).toBe('IncorrectLogin');
    expect((await login(d.email, d.pass, d.ip)).body.status).toBe('ok');
  });
});
