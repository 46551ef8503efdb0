import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../test/stand-ins/smtp-catcher.ts';
import type { CityContext } from '../../config/city-context.ts';
import { renderMessage } from '../delivery/templates/render-message.ts';
import { waitUntil } from '../delivery/testing/wait-until.ts';
import { openParkingApp, type ParkingTestApp } from '../parking/parking-test-kit.ts';
import { previousMonth, runMonthlyReports } from './monthly-report.ts';

let smtp: SmtpCatcher;
let t: ParkingTestApp;
let perm: CityContext;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await openParkingApp(['perm'], {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Parking test <robot@parking.test>',
    // the test runs the job itself, with a fixed clock
    HISTORY_REPORT_INTERVAL_MINUTES: '0',
  });
  perm = await t.city();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** 00:10 on 1 April 2026 in Perm (UTC+5): still 31 March in UTC. */
const APRIL_FIRST = new Date('2026-04-01T00:10:00+05:00');

async function driver(opts: { report: boolean; confirmed?: boolean }) {
  const d = await t.driver();
  await perm.query('UPDATE users SET email_confirmed = $2 WHERE id = $1', [d.userId, opts.confirmed ?? true]);
  await perm.query('INSERT INTO user_settings (user_id, report_history_operation) VALUES ($1, $2)', [
    d.userId,
    opts.report,
  ]);
  const { rows } = await perm.query('SELECT email FROM users WHERE id = $1', [d.userId]);
  return { ...d, email: String(rows[0]!.email) };
}

async function operation(userId: number, at: string, type: 'payment' | 'refill', kopecks: number) {
  await perm.query(
    `INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, card_payment_id, zone, plate, duration_minutes)
     VALUES ($1, $2::timestamptz, $3, $4, 'done', $5, 'T1', 'А001АА159', 60)`,
    [userId, at, type, kopecks, `mr-${randomUUID()}`],
  );
}

async function outboxTo(email: string) {
  return (await perm.query('SELECT * FROM outbox WHERE recipient = $1 ORDER BY id', [email])).rows;
}

/** The bytes of the attachment named `filename` in a raw MIME message (base64, as nodemailer writes it). */
function attachmentOf(mail: CaughtMail, filename: string): Buffer {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => /content-disposition:\s*attachment/i.test(p) && p.includes(filename));
  if (!part) throw new Error(`no attachment ${filename}`);
  const body = part.slice(part.search(/\r?\n\r?\n/)).split(/\r?\n--/)[0]!;
  return Buffer.from(body.replace(/\s+/g, ''), 'base64');
}

describe('previousMonth', () => {
  it('is the month before in the city’s calendar, with its instants', () => {
    const march = previousMonth(APRIL_FIRST, 'Asia/Yekaterinburg');
    expect(march).toMatchObject({ key: '2026-03', startDate: '01/03/2026', endDate: '31/03/2026' });
    expect(march.from.toISOString()).toBe('2026-02-28T19:00:00.000Z');
    expect(march.until.toISOString()).toBe('2026-03-31T19:00:00.000Z');
    // the same instant in Moscow is still 31 March: the report month there is February
    expect(previousMonth(APRIL_FIRST, 'Europe/Moscow').key).toBe('2026-02');
    expect(previousMonth(new Date('2026-01-15T12:00:00Z'), 'Europe/Moscow')).toMatchObject({
      key: '2025-12',
      endDate: '31/12/2025',
    });
  });
});

describe('the monthly operations history report', () => {
  it('mails the previous month once, with a summary and the xlsx, only to drivers who asked', async () => {
    const anna = await driver({ report: true });
    // 23:30 on 31 March in Perm belongs to March; 00:30 on 1 April in Perm is still 31 March in
    // UTC but belongs to April; 23:59 on 28 February to February
    await operation(anna.userId, '2026-03-31T23:30:00+05:00', 'payment', -15_000);
    await operation(anna.userId, '2026-03-05T10:00:00+05:00', 'refill', 100_000);
    await operation(anna.userId, '2026-04-01T00:30:00+05:00', 'payment', -7_000);
    await operation(anna.userId, '2026-02-28T23:59:00+05:00', 'payment', -3_000);
    const off = await driver({ report: false });
    await operation(off.userId, '2026-03-10T12:00:00+05:00', 'payment', -1_000);
    const quiet = await driver({ report: true });
    await operation(quiet.userId, '2026-02-10T12:00:00+05:00', 'payment', -1_000);
    const unconfirmed = await driver({ report: true, confirmed: false });
    await operation(unconfirmed.userId, '2026-03-10T12:00:00+05:00', 'payment', -1_000);

    const first = await runMonthlyReports(perm, { now: APRIL_FIRST });
    expect(first).toMatchObject({ month: '2026-03', queued: 1, failed: 0 });

    const mail = await smtp.waitFor((m) => m.to.includes(anna.email));
    expect(mail.subject).toBe('История операций за март 2026 г.');
    expect(mail.text).toMatch(/Потрачено на парковку: 150,00\s₽/);
    expect(mail.text).toMatch(/Пополнения баланса: 1\s000,00\s₽/);
    expect(mail.text).toContain('Операций: 2');
    expect(mail.text).toContain('Подробная история — во вложенном файле Excel.');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(attachmentOf(mail, 'operations-2026-03.xlsx') as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 2); // header, the two March operations
    const newest = sheet.getRow(2);
    // the cell shows the city's wall time: 23:30 on the month's last day
    expect((newest.getCell(1).value as Date).toISOString()).toBe('2026-03-31T23:30:00.000Z');
    expect(newest.getCell(2).value).toBe('Оплата парковки');
    expect(newest.getCell(3).value).toBe(-150);
    expect(sheet.getRow(3).getCell(2).value).toBe('Пополнение');

    // sent: the file is not kept in the outbox
    const [row] = await waitUntil(async () => {
      const rows = await outboxTo(anna.email);
      return rows[0]?.status === 'sent' && rows;
    }, 'report sent');
    expect(row!.template).toBe('history-report');
    const files = await perm.query('SELECT count(*) AS n FROM outbox_attachments WHERE outbox_id = $1', [
      row!.id,
    ]);
    expect(Number(files.rows[0]!.n)).toBe(0);
    const reports = await perm.query('SELECT * FROM history_reports WHERE user_id = $1', [anna.userId]);
    expect(reports.rows).toMatchObject([{ operations: 2, outbox_id: row!.id }]);

    // nobody else: the setting off, no operations that month, an unconfirmed e-mail
    for (const other of [off, quiet, unconfirmed]) expect(await outboxTo(other.email)).toEqual([]);

    // the same month again (a later tick, a restart, another process): nothing more
    const again = await runMonthlyReports(perm, { now: new Date('2026-04-03T09:00:00+05:00') });
    expect(again).toMatchObject({ month: '2026-03', queued: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.filter((m) => m.to.includes(anna.email))).toHaveLength(1);
    expect(await outboxTo(anna.email)).toHaveLength(1);
  });

  it('two passes at once queue one mail per driver', async () => {
    const bob = await driver({ report: true });
    await operation(bob.userId, '2026-05-20T12:00:00+05:00', 'payment', -5_000);
    const now = new Date('2026-06-01T03:00:00+05:00');
    const passes = await Promise.all([
      runMonthlyReports(perm, { now, batchSize: 1 }),
      runMonthlyReports(perm, { now, batchSize: 1 }),
    ]);
    expect(passes.reduce((n, p) => n + p.queued, 0)).toBe(1);
    expect(passes.reduce((n, p) => n + p.failed, 0)).toBe(0);
    await smtp.waitFor((m) => m.to.includes(bob.email));
    expect(await outboxTo(bob.email)).toHaveLength(1);
  });
});

describe('the report’s words', () => {
  it('in English too, and says where the history is when no file could be attached', () => {
    const message = {
      channel: 'email' as const,
      recipient: 'bob@example.com',
      template: 'history-report' as const,
      vars: { month: '2026-03', spent: '15000', refilled: '100000', operations: '2' },
      createdAt: new Date(),
    };
    const facts = { cityName: 'Perm', timeZone: 'Asia/Yekaterinburg', publicUrl: 'https://parking.example' };
    const en = renderMessage(
      {
        ...message,
        lang: 'en',
        attachments: [{ filename: 'operations-2026-03.xlsx', contentType: 'x/y', content: Buffer.from('x') }],
      },
      facts,
    );
    expect(en).toMatchObject({ channel: 'email', subject: 'Your operations history for March 2026' });
    if (en.channel !== 'email') throw new Error('an e-mail');
    expect(en.text).toMatch(/Spent on parking: ₽150\.00/);
    expect(en.text).toContain('Operations: 2');
    expect(en.text).toContain('https://parking.example/en/profile/operations');
    expect(en.attachments).toHaveLength(1);
    const ru = renderMessage({ ...message, lang: 'ru' }, facts);
    if (ru.channel !== 'email') throw new Error('an e-mail');
    expect(ru.text).toContain('слишком большой для письма');
    expect(ru.attachments).toBeUndefined();
  });
});
