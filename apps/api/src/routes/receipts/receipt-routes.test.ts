import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../test/stand-ins/smtp-catcher.ts';
import type { CityContext } from '../../config/city-context.ts';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { balanceOf, systemBalance } from '../../services/ledger/ledger-accounts.ts';
import { openParkingApp, setClock, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import { parsePaymentQrText } from '../../services/receipts/payment-qr.ts';
import { receiptRows } from '../../db/receipts/receipt-rows.ts';
import { isValidUin } from '../../services/receipts/uin.ts';
import { requireOperatorKey } from '../../plugins/guards/require-operator-key.ts';

const OPERATOR_KEY = 'operator-key-0123456789';
let smtp: SmtpCatcher;
let t: ParkingTestApp;
let perm: CityContext;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await openParkingApp(['perm'], {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Parking test <robot@parking.test>',
    OPERATOR_API_KEY: OPERATOR_KEY,
  });
  perm = await t.city();
  await perm.query(
    `INSERT INTO subscription_offers (code, type, name_ru, name_en, days, price_kopecks)
     VALUES ('rcpt_month', 'month', 'Месяц', 'Month', 30, 250000) ON CONFLICT DO NOTHING`,
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const company = {
  type: 2,
  name: 'ПАО Сбербанк',
  address: 'г. Москва, ул. Вавилова, д. 19',
  ogrn: '1027700132195',
  inn: '7707083893',
  kpp: '773601001',
};
const person = {
  type: 1,
  lastName: 'Петров',
  firstName: 'Пётр',
  middleName: 'Петрович',
  typeDoc: 1,
  seriesDoc: '5710',
  numberDoc: '654321',
  DateDoc: '2012-03-04',
  issuer: 'УФМС по Пермскому краю',
  address: 'г. Пермь, ул. Ленина, д. 10',
};

async function pdfText(buffer: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The payment QR of a receipt PDF's first page: each embedded image as RGBA, the one jsQR reads. */
async function qrOfPdf(buffer: Buffer): Promise<string> {
  // pdf.js hands image bytes over with ArrayBuffer#transferToFixedLength, which Node 20 lacks
  const proto = ArrayBuffer.prototype as ArrayBuffer & {
    transferToFixedLength?: (length?: number) => ArrayBuffer;
  };
  proto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
  const images = await extractImages(await getDocumentProxy(new Uint8Array(buffer)), 1);
  for (const image of images) {
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    for (let p = 0; p < image.width * image.height; p++) {
      for (let c = 0; c < 3; c++)
        rgba[p * 4 + c] = image.data[p * image.channels + (image.channels === 1 ? 0 : c)]!;
      rgba[p * 4 + 3] = 255;
    }
    const found = jsQR(rgba, image.width, image.height);
    if (found) return found.data;
  }
  throw new Error(`no readable QR among the PDF's ${images.length} images`);
}

const operatorPay = (body: Record<string, unknown>, key = OPERATOR_KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator/receipt-paid',
    headers: { 'x-operator-key': key },
    payload: body,
  });

describe('creatrefill and the receipt list', () => {
  it('makes an invoice for a legal payer and a receipt for an individual, newest first', async () => {
    const d = await t.driver();
    const invoice = await t.post('/api/creatrefill', { sum: '1500,50', payer: company }, d.token);
    expect(invoice.status).toBe(200);
    const row = invoice.body.result as Record<string, unknown>;
    expect(row).toMatchObject({
      type: 'legal',
      sum: 150_050,
      status: 'awaiting',
      source: 'refill',
      payerName: 'ПАО Сбербанк',
    });
    expect(String(row.receiptname)).toMatch(/^Счёт на оплату № \d+ от \d{2}\.\d{2}\.\d{4}$/);
    expect(isValidUin(String(row.UIN))).toBe(true);
    // a form body: the payer's fields beside sum
    const receipt = await t.post(
      '/api/creatrefill',
      { sum: '200', ...person, typeDoc: '1', type: '1' },
      d.token,
    );
    expect(receipt.body.result).toMatchObject({
      type: 'individual',
      sum: 20_000,
      payerName: 'Петров Пётр Петрович',
    });
    expect(String((receipt.body.result as { receiptname: string }).receiptname)).toMatch(/^Квитанция № /);
    const list = await t.get('/api/receipt-list', d.token);
    expect(list.status).toBe(200);
    const rows = list.body.result as { receiptnumber: string }[];
    expect(rows.map((r) => r.receiptnumber)).toEqual([
      (receipt.body.result as { receiptnumber: string }).receiptnumber,
      row.receiptnumber,
    ]);
  });

  it('answers bad input with the named envelope in the user’s language, never a 500', async () => {
    const d = await t.driver();
    const cases: [Record<string, unknown>, string][] = [
      [{ sum: '100', payer: { ...company, inn: '7707083894' } }, 'InvalidInn'],
      [{ sum: '100', payer: { ...company, ogrn: '1027700132196' } }, 'InvalidOgrn'],
      [{ sum: '100', payer: { ...company, kpp: '1234' } }, 'InvalidKpp'],
      [{ sum: '100', payer: { ...person, lastName: '' } }, 'RequiredField'],
      [{ sum: '100', payer: { ...person, DateDoc: '1899-01-01' } }, 'InvalidFormat'],
      [{ sum: '0', payer: company }, 'NoSumEntered'],
      [{ sum: 'много', payer: company }, 'ItNeedToBeANumber'],
      [{ sum: '100', payer: '{not json' }, 'RequiredField'],
      [{ sum: '100', payer: { ...company, type: 9 } }, 'RequiredField'],
    ];
    for (const [body, name] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/creatrefill?lang=en',
        headers: { authorization: `Bearer ${d.token}` },
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', errorName: name });
    }
    const ru = await t.post('/api/creatrefill', { sum: '100', payer: { ...company, kpp: '1' } }, d.token);
    expect(ru.body).toMatchObject({ errorName: 'InvalidKpp', errorMessage: 'КПП должен содержать 9 цифр' });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/creatrefill?lang=en',
      headers: { authorization: `Bearer ${d.token}`, 'content-type': 'application/json' },
      payload: '[1,2',
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().status).toBe('error');
    expect((await t.get('/api/receipt-list', d.token)).body.result).toEqual([]);
    expect((await t.get('/api/receipt-list', '')).status).toBe(401);
  });
});

describe('the PDF and the e-mail', () => {
  it('prints payee, payer, amount in words, UIN and the QR; only for its owner', async () => {
    const d = await t.driver();
    const made = await t.post('/api/creatrefill', { sum: '1234.05', payer: company }, d.token);
    const row = made.body.result as { receiptnumber: string; UIN: string; purpose: string };
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/receipt?receiptnumber=${row.receiptnumber}&blob=true`,
      headers: { authorization: `Bearer ${d.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`invoice-${row.receiptnumber}.pdf`);
    const text = await pdfText(res.rawPayload);
    const payee = (await receiptRows.payee(perm.db))!;
    for (const expected of [
      `Счёт на оплату № ${row.receiptnumber}`,
      payee.name,
      payee.inn,
      payee.kpp,
      payee.account,
      payee.bik,
      'ПАО Сбербанк',
      '7707083893 / 773601001',
      '1027700132195',
      '1 234,05 руб.',
      'Одна тысяча двести тридцать четыре рубля 05 копеек',
      row.UIN,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // the QR as the PDF carries it: its image taken out of the page and decoded
    const qr = parsePaymentQrText(await qrOfPdf(res.rawPayload));
    expect(qr).toMatchObject({
      Name: payee.name,
      PayeeINN: payee.inn,
      Sum: '123405',
      UIN: row.UIN,
      BIC: payee.bik,
    });

    const other = await t.driver();
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/api/receipt?receiptnumber=${row.receiptnumber}&token=${other.token}`,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ errorName: 'ReceiptNotFound' });
    expect((await t.get('/api/receipt-list', other.token)).body.result).toEqual([]);
    const send = await t.get(
      `/api/sendreceipt?receiptnumber=${row.receiptnumber}&email=x@example.test`,
      other.token,
    );
    expect(send).toMatchObject({ status: 404, body: { errorName: 'ReceiptNotFound' } });
    expect((await t.get('/api/receipt?receiptnumber=abc', d.token)).status).toBe(400);
  });

  it('mails the PDF through the outbox to an address of at most 50 characters', async () => {
    const d = await t.driver();
    const made = await t.post('/api/creatrefill', { sum: '300', payer: person }, d.token);
    const row = made.body.result as { receiptnumber: string; UIN: string };
    const long = `${'a'.repeat(46)}@x.ru`;
    const tooLong = await t.get(`/api/sendreceipt?receiptnumber=${row.receiptnumber}&email=${long}`, d.token);
    expect(tooLong).toMatchObject({ status: 400, body: { errorName: 'EmailTooLong' } });
    const empty = await t.get(`/api/sendreceipt?receiptnumber=${row.receiptnumber}&email=`, d.token);
    expect(empty.body).toMatchObject({ errorName: 'RequiredField' });
    const to = `rcpt-${row.receiptnumber}@example.test`;
    const sent = await t.get(`/api/sendreceipt?receiptnumber=${row.receiptnumber}&email=${to}`, d.token);
    expect(sent).toMatchObject({ status: 200, body: { status: 'ok', email: to } });
    const mail: CaughtMail = await smtp.waitFor((m) => m.to.includes(to), 15_000);
    expect(mail.subject).toBe(`Квитанция № ${row.receiptnumber} от ${mail.subject.slice(-10)}`);
    expect(mail.text).toContain(row.UIN);
    const part = mail.raw
      .split(/\r?\n--[^\r\n]+\r?\n/)
      .find(
        (p) => /content-disposition:\s*attachment/i.test(p) && p.includes(`receipt-${row.receiptnumber}.pdf`),
      );
    expect(part).toBeDefined();
    const body = part!.slice(part!.search(/\r?\n\r?\n/)).split(/\r?\n--/)[0]!;
    const text = await pdfText(Buffer.from(body.replace(/\s+/g, ''), 'base64'));
    expect(text).toContain('Петров Пётр Петрович');
    expect(text).toContain('Триста рублей 00 копеек');
    expect(text).toContain(row.UIN);
  });
});

describe('the operator registers a payment', () => {
  it('credits the balance once, however often it is told', async () => {
    const d = await t.driver();
    const made = await t.post('/api/creatrefill', { sum: '750', payer: person }, d.token);
    const row = made.body.result as { receiptnumber: string; UIN: string };
    expect((await operatorPay({ UIN: row.UIN, sum: 75_000 }, 'wrong-key-0123456789')).statusCode).toBe(401);
    expect((await operatorPay({ UIN: '1'.repeat(25), sum: 75_000 })).json()).toMatchObject({
      errorName: 'ReceiptNotFound',
    });
    const wrongSum = await operatorPay({ UIN: row.UIN, sum: 70_000 });
    expect(wrongSum.statusCode).toBe(409);
    expect(wrongSum.json().errorName).toBe('ReceiptSumMismatch');
    expect((await operatorPay({ UIN: 'abc', sum: 1 })).statusCode).toBe(400);

    const first = await operatorPay({ UIN: row.UIN, sum: 75_000 });
    expect(first.json()).toMatchObject({
      status: 'ok',
      receiptnumber: row.receiptnumber,
      alreadyPaid: false,
    });
    const again = await Promise.all([1, 2, 3].map(() => operatorPay({ UIN: row.UIN, sum: 75_000 })));
    for (const a of again) expect(a.json()).toMatchObject({ status: 'ok', alreadyPaid: true });
    expect(await balanceOf(perm.db, d.userId)).toBe(75_000);
    const list = await t.get('/api/receipt-list', d.token);
    expect((list.body.result as { status: string }[])[0]).toMatchObject({ status: 'paid' });
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });

  it('is off without OPERATOR_API_KEY', async () => {
    const guard = requireOperatorKey(undefined);
    await expect(guard({ headers: { 'x-operator-key': OPERATOR_KEY } } as never)).rejects.toMatchObject({
      errorName: 'FeatureDisabled',
      httpStatus: 403,
    });
  });
});

describe('a subscription by receipt', () => {
  it('starts at least 3 working days later, across a weekend and a holiday, and is active once paid', async () => {
    const d = await t.driver();
    // Thursday 11 June 2026; Friday 12 June is a holiday: Mon 15, Tue 16, Wed 17
    setClock('2026-06-11T12:00:00+05:00');
    const made = await t.post(
      '/api/creatsubscription',
      { codeSubscription: 'rcpt_month', grz: 'а123вс159', startDate: '2026-06-12', payer: company },
      d.token,
    );
    expect(made.status).toBe(200);
    const row = made.body.result as {
      receiptnumber: string;
      UIN: string;
      subscriptionStart: string;
      sum: number;
    };
    expect(row).toMatchObject({
      source: 'subscription',
      type: 'legal',
      sum: 250_000,
      subscriptionStart: '2026-06-17',
    });
    // the invoice names the subscription as the driver chose it, not by its internal code
    const { purpose } = made.body.result as { purpose: string };
    expect(purpose).toContain('Оплата абонемента «Месяц»');
    expect(purpose).not.toContain('rcpt_month');
    const awaiting = await perm.query('SELECT status, starts_at FROM benefits WHERE user_id = $1', [
      d.userId,
    ]);
    expect(awaiting.rows).toHaveLength(1);
    expect(awaiting.rows[0]!.status).toBe('awaiting_payment');

    const revenueBefore = await systemBalance(perm.db, 'city_revenue');
    setClock('2026-06-11T15:00:00+05:00');
    const paid = await operatorPay({ UIN: row.UIN, sum: 250_000, paidAt: '2026-06-11T15:00:00+05:00' });
    expect(paid.json()).toMatchObject({ status: 'ok', alreadyPaid: false });
    expect((await operatorPay({ UIN: row.UIN, sum: 250_000 })).json().alreadyPaid).toBe(true);
    const active = await perm.query(`SELECT status, starts_at FROM benefits WHERE user_id = $1`, [d.userId]);
    expect(active.rows[0]!.status).toBe('active');
    // local midnight of 17 June in Perm (UTC+5)
    expect(new Date(active.rows[0]!.starts_at as string).toISOString()).toBe('2026-06-16T19:00:00.000Z');
    expect(await balanceOf(perm.db, d.userId)).toBe(0);
    expect((await systemBalance(perm.db, 'city_revenue')) - revenueBefore).toBe(250_000);
    // the refill's row is written by the ledger trigger at commit, so order by type
    const ops = await perm.query(
      `SELECT type, amount FROM profile_operations WHERE user_id = $1 ORDER BY type DESC`,
      [d.userId],
    );
    expect(ops.rows.map((o) => [o.type, Number(o.amount)])).toEqual([
      ['refill', 250_000],
      ['paymentSubscription', -250_000],
    ]);
  });

  it('moves the start when paid late, and refuses an unknown offer or a missing plate', async () => {
    const d = await t.driver();
    setClock('2026-06-01T10:00:00+05:00');
    const made = await t.post(
      '/api/creatsubscription',
      { codeSubscription: 'rcpt_month', grz: 'в456ке159', payer: person },
      d.token,
    );
    const row = made.body.result as { receiptnumber: string; UIN: string; subscriptionStart: string };
    // Monday 1 June + 3 working days
    expect(row.subscriptionStart).toBe('2026-06-04');
    // paid on Saturday 20 June: Mon 22, Tue 23, Wed 24
    const paid = await operatorPay({ UIN: row.UIN, sum: 250_000, paidAt: '2026-06-20T10:00:00+05:00' });
    expect(paid.statusCode).toBe(200);
    const list = await t.get('/api/receipt-list', d.token);
    expect((list.body.result as { subscriptionStart: string }[])[0]!.subscriptionStart).toBe('2026-06-24');

    const unknown = await t.post(
      '/api/creatsubscription',
      { codeSubscription: 'nope', grz: 'в456ке159', payer: person },
      d.token,
    );
    expect(unknown.status).toBe(404);
    const noPlate = await t.post(
      '/api/creatsubscription',
      { codeSubscription: 'rcpt_month', payer: person },
      d.token,
    );
    expect(noPlate.body).toMatchObject({ status: 'error', errorName: 'EmptyTs' });
  });
});
