import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmsGateway, type RunningSmsGateway } from '../../../test/stand-ins/fake-sms-gateway.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/stand-ins/smtp-catcher.ts';
import { enqueueMessage } from './enqueue-message.ts';
import type { OutgoingMessage } from './outgoing-message.ts';
import {
  buildDeliveryTestHost,
  createTestStorage,
  type DeliveryTestHost,
  type TestStorage,
} from '../../../test/delivery-test-host.ts';
import { waitUntil } from './testing/wait-until.ts';

let smtp: SmtpCatcher;
let gateway: RunningSmsGateway;
let storage: TestStorage;
let host: DeliveryTestHost;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  gateway = await startFakeSmsGateway({ token: 'gw-token' });
  storage = createTestStorage();
  host = await buildDeliveryTestHost({
    storage,
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Parking test <robot@parking.test>',
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_TOKEN: 'gw-token',
      PUBLIC_URL: 'https://parking.example',
    },
    timing: { pollMs: 50, retryBaseMs: 50, retryFactor: 1 },
  });
});
afterAll(async () => {
  await host?.close();
  await Promise.all([smtp?.close(), gateway?.close(), storage?.dispose()]);
});

async function send(...messages: OutgoingMessage[]) {
  const city = await host.city();
  await city.db.transaction(async (tx) => {
    for (const message of messages) await enqueueMessage(tx, message);
  });
}

async function rowsTo(...recipients: string[]) {
  const city = await host.city();
  return (await city.query('SELECT * FROM outbox WHERE recipient = ANY($1) ORDER BY id', [recipients])).rows;
}

const allSent = (...recipients: string[]) =>
  waitUntil(
    async () => {
      const rows = await rowsTo(...recipients);
      return rows.length > 0 && rows.every((r) => r.status === 'sent') && rows;
    },
    `messages to ${recipients.join(', ')} sent`,
  );

describe('delivery through a real SMTP server and an HTTP SMS gateway', () => {
  it('mails codes in Russian and in English, from MAIL_FROM, through an SMTP login', async () => {
    await send(
      {
        channel: 'email',
        to: 'anna@example.com',
        template: 'code',
        vars: { code: '482913', purpose: 'registration' },
        lang: 'ru',
      },
      {
        channel: 'email',
        to: 'bob@example.com',
        template: 'code',
        vars: { code: '771204', purpose: 'restore' },
        lang: 'en',
      },
    );
    const ru = await smtp.waitFor((m) => m.to.includes('anna@example.com'));
    expect(ru.subject).toBe('Код подтверждения регистрации');
    expect(ru.text).toContain('Ваш код для завершения регистрации:\n\n482913');
    expect(ru.text).toContain('Код действует 10 минут');
    expect(ru.html).toContain('482913');
    expect(ru.from).toBe('robot@parking.test');
    expect(ru.user).toBe('tester');
    const en = await smtp.waitFor((m) => m.to.includes('bob@example.com'));
    expect(en.subject).toBe('Password recovery code');
    expect(en.text).toContain('Your password recovery code:\n\n771204');
    expect(en.text).toContain('City parking · Yekaterinburg');
    const rows = await allSent('anna@example.com', 'bob@example.com');
    expect(rows.map((r) => [r.attempts, r.last_error])).toEqual([
      [1, null],
      [1, null],
    ]);
  });

  it('mails a new password and a password-changed notice without a secret', async () => {
    await send(
      {
        channel: 'email',
        to: 'carl@example.com',
        template: 'new-password',
        vars: { password: 'Kx81pq' },
        lang: 'en',
      },
      { channel: 'email', to: 'dina@example.com', template: 'password-changed', vars: {}, lang: 'ru' },
    );
    const password = await smtp.waitFor((m) => m.to.includes('carl@example.com'));
    expect(password.subject).toBe('Your new password');
    expect(password.text).toContain('Kx81pq');
    const notice = await smtp.waitFor((m) => m.to.includes('dina@example.com'));
    expect(notice.subject).toBe('Пароль изменён');
    expect(notice.text).toMatch(/Пароль вашей учётной записи был изменён \d{1,2} [а-я]+ \d{4}/);
    expect(notice.text).toContain('восстановите пароль:\nhttps://parking.example/restore-password');
    await allSent('carl@example.com', 'dina@example.com');
  });

  it('sends SMS codes and calls to the gateway with its token', async () => {
    await send(
      {
        channel: 'sms',
        to: '79991112233',
        template: 'code',
        vars: { code: '305117', purpose: 'phone-change' },
        lang: 'en',
      },
      {
        channel: 'sms',
        to: '79991112234',
        template: 'code',
        vars: { code: '618250', purpose: 'registration' },
        lang: 'ru',
      },
      {
        channel: 'call',
        to: '79994445566',
        template: 'code',
        vars: { code: '4821', purpose: 'registration' },
        lang: 'ru',
      },
      {
        channel: 'call',
        to: '79994445567',
        template: 'new-password',
        vars: { password: '7310' },
        lang: 'en',
      },
    );
    await allSent('79991112233', '79991112234', '79994445566', '79994445567');
    const byPhone = Object.fromEntries(
      gateway.delivered().map(({ to, text, kind, code }) => [to, { text, kind, code }]),
    );
    expect(byPhone['79991112233']).toEqual({
      text: 'Phone number confirmation code: 305117. Do not share it.',
    });
    expect(byPhone['79991112234']).toEqual({
      text: 'Код подтверждения регистрации: 618250. Никому его не сообщайте.',
    });
    expect(byPhone['79994445566']).toEqual({ kind: 'call', code: '4821' });
    expect(byPhone['79994445567']).toEqual({ kind: 'call', code: '7310' });
    expect(new Set(gateway.requests.map((r) => r.authorization))).toEqual(new Set(['Bearer gw-token']));
    expect(gateway.requests.filter((r) => r.status !== 200)).toEqual([]);
  });

  it('blanks the codes and passwords of sent rows and keeps what is not secret', async () => {
    const rows = await rowsTo('anna@example.com', 'carl@example.com', '79991112233', '79994445567');
    expect(rows.map((r) => r.vars)).toEqual([
      { code: '[blanked]', purpose: 'registration' },
      { password: '[blanked]' },
      { code: '[blanked]', purpose: 'phone-change' },
      { password: '[blanked]' },
    ]);
    const everything = JSON.stringify((await (await host.city()).query('SELECT * FROM outbox')).rows);
    for (const secret of ['482913', '771204', 'Kx81pq', '305117', '618250', '4821', '7310']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('retries a mail the SMTP server turned away for a while', async () => {
    smtp.failNext(1);
    await send({
      channel: 'email',
      to: 'eve@example.com',
      template: 'code',
      vars: { code: '550123', purpose: 'email-change' },
      lang: 'en',
    });
    const [row] = await allSent('eve@example.com');
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect(smtp.mails.filter((m) => m.to.includes('eve@example.com'))).toHaveLength(1);
  });

  it('keeps secrets and addresses out of the logs', async () => {
    const lines = JSON.stringify(host.logs);
    for (const secret of [
      '482913',
      '771204',
      'Kx81pq',
      '305117',
      '4821',
      'anna@example.com',
      'gw-token',
      'secret',
    ]) {
      expect(lines).not.toContain(secret);
    }
    expect(host.logs.filter((l) => l.msg === 'message sent').length).toBeGreaterThanOrEqual(9);
  });
});
