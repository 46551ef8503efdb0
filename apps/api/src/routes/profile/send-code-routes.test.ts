import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { ACCOUNT_SETTINGS_KEY } from '../../services/accounts/confirmation-type.ts';
import {
  ageSends as ageSendsIn,
  call,
  cityOf,
  freshDriver,
  lastSecret,
  post,
  registrationForm as form,
  sentTo,
  startRegistration as startRegistrationIn,
} from '../../../test/account-test-kit.ts';

const t = await buildTestApp();
const app = t.app;
afterAll(() => t.close());

const startRegistration = (d = freshDriver()) => startRegistrationIn(app, d);

const sql = async (text: string, params: unknown[] = []) => (await cityOf(app)).query(text, params);
const ageSends = (target: string) => ageSendsIn(app, target);

describe('phone confirmation type', () => {
  it('is SMS by default and Call where the city says so; a call carries 4 digits', async () => {
    expect((await call(app, 'GET', '/api/registration/get-confirmation-type')).body).toEqual({
      status: 'ok',
      result: 'SMS',
    });
    await sql(`INSERT INTO site_settings (key, value) VALUES ($1, '{"confirmationType":"Call"}')`, [
      ACCOUNT_SETTINGS_KEY,
    ]);
    try {
      expect((await call(app, 'GET', '/api/registration/get-confirmation-type')).body.result).toBe('Call');
      const { d, salt } = await startRegistration();
      await post(app, '/api/profile/confirm-email', { salt, code: await lastSecret(app, d.email) });
      await post(app, '/api/profile/send-sms-code', { salt, phone: d.phone }, { ip: d.ip });
      const [ring] = await sentTo(app, d.phone);
      expect(ring).toMatchObject({ channel: 'call', template: 'code' });
      expect(ring!.secret).toMatch(/^\d{4}$/);
      const done = await post(app, '/api/profile/confirm-phone', { salt, code: ring!.secret });
      expect(done.body.token).toBeTypeOf('string');
    } finally {
      await sql('DELETE FROM site_settings WHERE key = $1', [ACCOUNT_SETTINGS_KEY]);
    }
  });
});

describe('send limits', () => {
  it('answers LimitSMS within the resend cooldown, over 5 sends an hour to one target, over 20 from one address', async () => {
    const { d, salt } = await startRegistration();
    // the register call sent the first code a moment ago
    expect(
      await post(app, '/api/profile/send-email-code', { salt, email: d.email }, { ip: d.ip }),
    ).toMatchObject({
      status: 429,
      body: { errorName: 'LimitSMS' },
    });
    for (let i = 0; i < 4; i += 1) {
      await ageSends(d.email);
      expect(
        (await post(app, '/api/profile/send-email-code', { salt, email: d.email }, { ip: d.ip })).body.status,
      ).toBe('ok');
    }
    await ageSends(d.email);
    expect(
      (await post(app, '/api/profile/send-email-code', { salt, email: d.email }, { ip: d.ip })).body
        .errorName,
    ).toBe('LimitSMS');
    expect((await sentTo(app, d.email)).length).toBe(5);

    // one address asking for codes to many phones
    const pump = freshDriver();
    await sql(`INSERT INTO code_sends (target, ip) SELECT 'x' || g, $1 FROM generate_series(1, 20) g`, [
      pump.ip,
    ]);
    const res = await post(app, '/api/registration/register', form(pump), { ip: pump.ip });
    expect(res).toMatchObject({ status: 429, body: { errorName: 'LimitSMS' } });
    expect(await sentTo(app, pump.email)).toEqual([]);
  });

  it('answers SMSNotSend when the phone channel cannot take the message, and keeps nothing', async () => {
    const { d, salt } = await startRegistration();
    await sql(`ALTER TABLE outbox ADD CONSTRAINT test_no_sms CHECK (channel <> 'sms') NOT VALID`);
    try {
      const res = await post(app, '/api/profile/send-sms-code', { salt, phone: d.phone }, { ip: d.ip });
      expect(res).toMatchObject({ status: 503, body: { errorName: 'SMSNotSend' } });
      const { rows } = await sql(`SELECT count(*)::int AS n FROM verification_codes WHERE target = $1`, [
        d.phone,
      ]);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await sql('ALTER TABLE outbox DROP CONSTRAINT test_no_sms');
    }
    // the failed attempt did not count against the cooldown
    expect(
      (await post(app, '/api/profile/send-sms-code', { salt, phone: d.phone }, { ip: d.ip })).body.status,
    ).toBe('ok');
  });
});
