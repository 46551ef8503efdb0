import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { waitUntil } from '../../services/delivery/testing/wait-until.ts';
import {
  ageSends as ageSendsIn,
  call,
  cityOf,
  freshDriver,
  lastSecret,
  post,
  registerDriver,
  registrationForm as form,
  sentTo,
  startRegistration as startRegistrationIn,
} from '../../../test/account-test-kit.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

const startRegistration = (d = freshDriver()) => startRegistrationIn(app, d);

const sql = async (text: string, params: unknown[] = []) => (await cityOf(app)).query(text, params);

const ageSends = (target: string) => ageSendsIn(app, target);

describe('registration', () => {
  it('runs the three steps: form, e-mail code, phone code; the last answers a working token', async () => {
    const { d, salt } = await startRegistration();
    expect(salt).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [mail] = await sentTo(app, d.email);
    expect(mail).toMatchObject({ channel: 'email', template: 'code', vars: { purpose: 'registration' } });
    expect(mail!.secret).toMatch(/^\d{6}$/);

    const email = await post(app, '/api/profile/confirm-email', { salt, code: mail!.secret }, { ip: d.ip });
    expect(email).toEqual({ status: 200, body: { status: 'ok' } });

    const sms = await post(app, '/api/profile/send-sms-code', { salt, phone: d.phone }, { ip: d.ip });
    expect(sms.body).toEqual({ status: 'ok', phoneSalt: salt });
    const [text] = await sentTo(app, d.phone);
    expect(text).toMatchObject({ channel: 'sms', template: 'code' });
    expect(text!.secret).toMatch(/^\d{6}$/);

    const done = await post(app, '/api/profile/confirm-phone', { salt, code: text!.secret }, { ip: d.ip });
    expect(done.status).toBe(200);
    expect(done.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const profile = await call(app, 'GET', '/api/profile/get-profile-v6', undefined, {
      token: done.body.token as string,
    });
    expect(profile.body.result).toMatchObject({
      firstName: 'Анна',
      lastName: 'Смирнова',
      middleName: 'Игоревна',
      email: d.email,
      phones: [{ phone: d.phone, isMain: true }],
      balance: 0,
      ts: [],
      defaultZone: null,
      settings: { reportHistoryOperation: false },
    });

    // Nothing secret at rest: an argon2id hash, digests of codes and salts, never the values.
    const [user] = (await sql('SELECT * FROM users WHERE email = $1', [d.email])).rows;
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const stored = JSON.stringify([
      (await sql('SELECT * FROM registration_drafts')).rows,
      (await sql('SELECT * FROM verification_codes')).rows,
      (await sql('SELECT * FROM auth_tokens')).rows,
    ]);
    for (const secret of [d.pass, salt, done.body.token as string]) expect(stored).not.toContain(secret);
  });

  it("mails a confirmation link to this city's page in the language of the form", async () => {
    const d = freshDriver();
    const res = await post(app, '/api/registration/register', form(d), { ip: d.ip, lang: 'en' });
    const salt = res.body.emailSalt as string;
    const [mail] = await sentTo(app, d.email);
    // the delivery worker renders it into the dev outbox
    const body = await waitUntil(async () => {
      const sent = `SELECT d.body FROM dev_outbox d JOIN outbox o ON o.id = d.outbox_id WHERE o.recipient = $1`;
      return (await sql(sent, [d.email])).rows[0]?.body as string | undefined;
    }, 'the e-mail in the dev outbox');
    expect(body).toContain(
      `http://localhost:8080/c/perm/en/registration/confirmation/email/${salt}/${mail!.secret}`,
    );
  });

  it('accepts form-encoded bodies and answers in the asked language', async () => {
    const d = freshDriver();
    const res = await app.inject({
      method: 'POST',
      url: '/api/registration/register',
      remoteAddress: d.ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: new URLSearchParams({ ...form(d), middlename: '' }).toString(),
    });
    expect(res.json()).toMatchObject({ status: 'ok' });
    const [mail] = await sentTo(app, d.email);
    expect(mail).toBeDefined();
    const again = await post(app, '/api/registration/register', form(d), { ip: d.ip, lang: 'en' });
    // The draft is not an account yet: a second start is allowed (the limits still count).
    expect(again.body).toMatchObject({ status: 'error', errorName: 'LimitSMS' });
    expect(again.body.errorMessage).toBe('SMS limit reached, try later');
  });

  it('refuses a taken e-mail (EmailExists) or phone (PhoneExists); check-email and check-phone say so', async () => {
    const owner = freshDriver();
    const token = await registerDriver(app, owner);
    const other = freshDriver();
    const byEmail = await post(
      app,
      '/api/registration/register',
      { ...form(other), email: owner.email.toUpperCase() },
      { ip: other.ip },
    );
    expect(byEmail).toMatchObject({ status: 409, body: { errorName: 'EmailExists' } });
    const byPhone = await post(
      app,
      '/api/registration/register',
      { ...form(other), phone: `8${owner.phone.slice(1)}` },
      { ip: other.ip },
    );
    expect(byPhone).toMatchObject({ status: 409, body: { errorName: 'PhoneExists' } });

    expect(await post(app, '/api/profile/check-email', { email: other.email })).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    expect(
      await post(app, '/api/profile/check-email', { email: ` ${owner.email.toUpperCase()} ` }),
    ).toMatchObject({
      status: 409,
      body: { errorName: 'UserExists' },
    });
    expect((await post(app, '/api/profile/check-phone', { phone: other.phone })).body).toEqual({
      status: 'ok',
    });
    const formatted = `+7 (${owner.phone.slice(1, 4)}) ${owner.phone.slice(4, 7)}-${owner.phone.slice(7, 9)}-${owner.phone.slice(9)}`;
    expect(await post(app, '/api/profile/check-phone', { phone: formatted })).toMatchObject({
      status: 409,
      body: { errorName: 'PhoneExists' },
    });
    expect(await post(app, '/api/profile/check-phone', { phone: owner.phone }, { token })).toMatchObject({
      status: 409,
      body: { errorName: 'DoublePhone' },
    });
    // A stale token only loses the DoublePhone nuance.
    expect(
      (await post(app, '/api/profile/check-phone', { phone: owner.phone }, { token: 'x'.repeat(43) })).body
        .errorName,
    ).toBe('PhoneExists');
  });

  it('answers IncorrectCode for a wrong, an expired and a reused code, and after five wrong tries', async () => {
    const { d, salt } = await startRegistration();
    const code = await lastSecret(app, d.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await post(app, '/api/profile/confirm-email', { salt, code: wrong })).toMatchObject({
      status: 400,
      body: { status: 'error', errorName: 'IncorrectCode' },
    });
    // four more wrong tries: five in all, then even the right code is refused
    for (let i = 0; i < 4; i += 1) {
      expect((await post(app, '/api/profile/confirm-email', { salt, code: wrong })).body.errorName).toBe(
        'IncorrectCode',
      );
    }
    expect((await post(app, '/api/profile/confirm-email', { salt, code })).body.errorName).toBe(
      'IncorrectCode',
    );

    // a new code works once, and not twice
    await ageSends(d.email);
    expect(
      (await post(app, '/api/profile/send-email-code', { salt, email: d.email }, { ip: d.ip })).body,
    ).toEqual({
      status: 'ok',
      emailSalt: salt,
    });
    const second = await lastSecret(app, d.email);
    expect((await post(app, '/api/profile/confirm-email', { salt, code: second })).body).toEqual({
      status: 'ok',
    });
    expect((await post(app, '/api/profile/confirm-email', { salt, code: second })).body.errorName).toBe(
      'IncorrectCode',
    );

    // an expired code: its time passes (the clock moved in the database)
    await post(app, '/api/profile/send-sms-code', { salt, phone: d.phone }, { ip: d.ip });
    const phoneCode = await lastSecret(app, d.phone);
    await sql(
      `UPDATE verification_codes SET created_at = now() - interval '11 minutes', expires_at = now() - interval '1 minute' WHERE target = $1`,
      [d.phone],
    );
    expect((await post(app, '/api/profile/confirm-phone', { salt, code: phoneCode })).body.errorName).toBe(
      'IncorrectCode',
    );
    // ...and an older code after a resend is no longer the live one
    await ageSends(d.phone);
    await post(app, '/api/profile/send-sms-code', { salt, phone: d.phone, isReply: 'true' }, { ip: d.ip });
    const fresh = await lastSecret(app, d.phone);
    await ageSends(d.phone);
    await post(app, '/api/profile/send-sms-code', { salt, phone: d.phone, isReply: true }, { ip: d.ip });
    const newest = await lastSecret(app, d.phone);
    if (fresh !== newest) {
      expect((await post(app, '/api/profile/confirm-phone', { salt, code: fresh })).body.errorName).toBe(
        'IncorrectCode',
      );
    }
    const done = await post(app, '/api/profile/confirm-phone', { salt, code: newest });
    expect(done.body.token).toBeTypeOf('string');
    // the draft is finished: its salt names nothing any more
    expect(await post(app, '/api/profile/confirm-phone', { salt, code: newest })).toMatchObject({
      status: 404,
      body: { errorName: 'RegistrationNotFound' },
    });
  });

  it('answers RegistrationNotFound for an unknown or expired salt', async () => {
    const unknown = 'A'.repeat(32);
    for (const [url, body] of [
      ['/api/profile/send-email-code', { salt: unknown, email: 'a@example.com' }],
      ['/api/profile/send-sms-code', { salt: unknown, phone: '79990000000' }],
      ['/api/profile/confirm-email', { salt: unknown, code: '123456' }],
    ] as const) {
      expect(await post(app, url, body)).toMatchObject({
        status: 404,
        body: { errorName: 'RegistrationNotFound' },
      });
    }
    const { d, salt } = await startRegistration();
    await sql(
      `UPDATE registration_drafts SET created_at = now() - interval '2 days', expires_at = now() - interval '1 day' WHERE email = $1`,
      [d.email],
    );
    const code = await lastSecret(app, d.email);
    expect((await post(app, '/api/profile/confirm-email', { salt, code })).body.errorName).toBe(
      'RegistrationNotFound',
    );
  });

  it('finishes whichever confirmation comes last', async () => {
    const { d, salt } = await startRegistration();
    const emailCode = await lastSecret(app, d.email);
    await post(app, '/api/profile/send-sms-code', { salt, phone: d.phone }, { ip: d.ip });
    const phone = await post(app, '/api/profile/confirm-phone', {
      salt,
      code: await lastSecret(app, d.phone),
    });
    expect(phone.body).toEqual({ status: 'ok' });
    const email = await post(app, '/api/profile/confirm-email', { salt, code: emailCode });
    expect(email.body.token).toBeTypeOf('string');
  });

  it('moves the draft to a corrected e-mail or phone, and refuses taken ones', async () => {
    const owner = freshDriver();
    await registerDriver(app, owner);
    const { d, salt } = await startRegistration();
    const oldCode = await lastSecret(app, d.email);
    await ageSends(d.email);
    expect(
      (await post(app, '/api/profile/send-email-code', { salt, email: owner.email }, { ip: d.ip })).body
        .errorName,
    ).toBe('EmailExists');
    const moved = `moved.${d.email}`;
    expect(
      (await post(app, '/api/profile/send-email-code', { salt, email: moved }, { ip: d.ip })).body.status,
    ).toBe('ok');
    // the code sent to the old address proves nothing about the new one
    expect((await post(app, '/api/profile/confirm-email', { salt, code: oldCode })).body.errorName).toBe(
      'IncorrectCode',
    );
    expect(
      (await post(app, '/api/profile/confirm-email', { salt, code: await lastSecret(app, moved) })).body
        .status,
    ).toBe('ok');
    expect(
      (await post(app, '/api/profile/send-sms-code', { salt, phone: owner.phone }, { ip: d.ip })).body
        .errorName,
    ).toBe('PhoneExists');
  });
});

describe('races', () => {
  /** A draft with the e-mail confirmed and a phone code sent; answers the phone code. */
  async function readyToFinish(d: ReturnType<typeof freshDriver>) {
    const { salt } = await startRegistration(d);
    await post(app, '/api/profile/confirm-email', { salt, code: await lastSecret(app, d.email) });
    await post(app, '/api/profile/send-sms-code', { salt, phone: d.phone }, { ip: d.ip });
    return { salt, code: await lastSecret(app, d.phone) };
  }

  it('two registrations of one e-mail finishing at once make one account and one clean EmailExists', async () => {
    const first = freshDriver('race');
    const second = { ...freshDriver('race'), email: first.email };
    const a = await readyToFinish(first);
    await ageSends(first.email);
    const b = await readyToFinish(second);
    const answers = await Promise.all([
      post(app, '/api/profile/confirm-phone', a),
      post(app, '/api/profile/confirm-phone', b),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(answers)).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.errorName).toBe('EmailExists');
    const { rows } = await sql('SELECT count(*)::int AS n FROM users WHERE email = $1', [first.email]);
    expect(rows[0]!.n).toBe(1);
  });

  it('one code confirmed twice at once is used once', async () => {
    const d = freshDriver();
    const ready = await readyToFinish(d);
    const answers = await Promise.all([
      post(app, '/api/profile/confirm-phone', ready),
      post(app, '/api/profile/confirm-phone', ready),
    ]);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.find((r) => r.status !== 200)!;
    expect(['IncorrectCode', 'RegistrationNotFound']).toContain(refused.body.errorName);
  });
});
