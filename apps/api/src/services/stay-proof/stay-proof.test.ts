import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { settleCardPayment } from '../card-payments/settle-card-payment.ts';
import { importFines } from '../fines/import-fines.ts';
import { renderMessage } from '../delivery/templates/render-message.ts';
import {
  addZone,
  freshPlate,
  openParkingApp,
  order,
  setClock,
  MONDAY_10,
} from '../parking/parking-test-kit.ts';

// Proof of payment (issue 23 item 5) through the real routes on a real database: only the payer's
// paid stay gets one, the public page says what the records say now, the PDF's QR leads to that
// page, and a guest's card payment sends the proof once however often the bank repeats itself.

const PUBLIC_URL = 'https://parking.example.test';
const t = await openParkingApp(['perm'], { PUBLIC_URL });
const city = await t.city();
await addZone(city, 'T1');
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const cyrillic = (plate: string) => plate.replace(/A/g, 'А');
const sessionIdOf = async (plate: string) =>
  Number(
    (
      await city.query(`SELECT id FROM parking_sessions WHERE plate = $1 ORDER BY id DESC LIMIT 1`, [
        cyrillic(plate),
      ])
    ).rows[0]!.id,
  );

/** A driver with a paid one-hour stay from the balance. */
async function paidStay() {
  setClock(MONDAY_10);
  const driver = await t.driver();
  await t.fund(driver.userId, 100_000);
  const plate = freshPlate();
  const started = await t.post('/api/payment/start', order(plate), driver.token, `k-${plate}`);
  expect(started.body.status).toBe('ok');
  return { ...driver, plate, sessionId: await sessionIdOf(plate) };
}

const pdfOf = (code: string, lang = '') =>
  t.app.inject({ method: 'GET', url: `/api/proofs/${code}/pdf${lang}` });

/** The QR of the PDF's first page: each embedded image as RGBA, the one jsQR reads. */
async function qrOfPdf(buffer: Buffer): Promise<string> {
  // pdf.js hands image bytes over with ArrayBuffer#transferToFixedLength, which Node 20 lacks
  const proto = ArrayBuffer.prototype as ArrayBuffer & {
    transferToFixedLength?: (n?: number) => ArrayBuffer;
  };
  proto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
    const copy = new ArrayBuffer(length);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return copy;
  };
  for (const image of await extractImages(await getDocumentProxy(new Uint8Array(buffer)), 1)) {
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    for (let p = 0; p < image.width * image.height; p++) {
      for (let c = 0; c < 3; c++)
        rgba[p * 4 + c] = image.data[p * image.channels + (image.channels === 1 ? 0 : c)]!;
      rgba[p * 4 + 3] = 255;
    }
    const found = jsQR(rgba, image.width, image.height);
    if (found) return found.data;
  }
  throw new Error('no readable QR in the PDF');
}

describe('POST /api/proofs', () => {
  it("makes one proof for the payer's own paid stay and refuses anyone else's as unknown", async () => {
    const mine = await paidStay();
    const made = await t.post('/api/proofs', { sessionId: String(mine.sessionId) }, mine.token);
    expect(made.status).toBe(200);
    const code = made.body.code as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(made.body).toEqual({
      status: 'ok',
      code,
      url: `${PUBLIC_URL}/c/perm/proof/${code}`,
      pdfUrl: `${PUBLIC_URL}/c/perm/api/proofs/${code}/pdf`,
    });
    // asked again (another tab): the same code
    expect((await t.post('/api/proofs', { sessionId: mine.sessionId }, mine.token)).body.code).toBe(code);

    const other = await t.driver();
    const theirs = await t.post('/api/proofs', { sessionId: mine.sessionId }, other.token);
    const unknown = await t.post('/api/proofs', { sessionId: 999_999_999 }, other.token);
    expect(theirs).toEqual(unknown);
    expect(theirs.status).toBe(404);
    expect(theirs.body.errorName).toBe('StayProofNotFound');
    expect((await t.post('/api/proofs', { sessionId: mine.sessionId }, await t.guest())).status).toBe(404);
    expect((await t.post('/api/proofs', { sessionId: 'x' }, mine.token)).status).toBe(400);
  });

  it('has no proof for a stay waiting for its card payment', async () => {
    setClock(MONDAY_10);
    const driver = await t.driver();
    const plate = freshPlate();
    await t.post('/api/payment/start', order(plate, { PaymentService: 'card' }), driver.token, `k-${plate}`);
    const answer = await t.post('/api/proofs', { sessionId: await sessionIdOf(plate) }, driver.token);
    expect(answer.status).toBe(409);
    expect(answer.body.errorName).toBe('StayNotPaid');
  });
});

describe('the public proof', () => {
  it('says what the records say now: paid, then cancelled once the stay is cancelled', async () => {
    const mine = await paidStay();
    const code = (await t.post('/api/proofs', { sessionId: mine.sessionId }, mine.token)).body.code as string;
    const read = () => t.app.inject({ method: 'GET', url: `/api/proofs/${code}` });
    const first = (await read()).json();
    expect(first).toMatchObject({
      status: 'ok',
      proof: {
        plate: cyrillic(mine.plate),
        zone: 'T1',
        startDate: '2026-03-16T05:00:00.000Z',
        endDate: '2026-03-16T06:00:00.000Z',
        paid: 6000,
        order: String(mine.sessionId),
        status: 'paid',
        city: 'perm',
        timeZone: city.config.timeZone,
      },
    });
    // nothing personal beyond the stay's own facts
    expect(Object.keys(first.proof).sort()).toEqual(
      [
        'city',
        'endDate',
        'order',
        'paid',
        'paidAt',
        'plate',
        'startDate',
        'status',
        'timeZone',
        'verifiedAt',
        'zone',
        'zoneAddress',
      ].sort(),
    );
    await city.query(`UPDATE parking_sessions SET status = 'cancelled' WHERE id = $1`, [mine.sessionId]);
    expect((await read()).json().proof.status).toBe('cancelled');

    const unknown = await t.app.inject({ method: 'GET', url: '/api/proofs/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorName).toBe('StayProofNotFound');
    expect((await t.app.inject({ method: 'GET', url: '/api/proofs/bad%20code' })).statusCode).toBe(404);
  });

  it('is a one-page PDF in the reader language whose QR leads to the verification page', async () => {
    const mine = await paidStay();
    const code = (await t.post('/api/proofs', { sessionId: mine.sessionId }, mine.token)).body.code as string;
    const ru = await pdfOf(code);
    expect(ru.statusCode).toBe(200);
    expect(ru.headers['content-type']).toBe('application/pdf');
    expect(ru.headers['content-disposition']).toBe(
      `attachment; filename="podtverzhdenie-oplaty-${mine.sessionId}.pdf"`,
    );
    const document = await getDocumentProxy(new Uint8Array(ru.rawPayload));
    expect(document.numPages).toBe(1);
    const { text } = await extractText(document, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Подтверждение оплаты парковки');
    expect(flat).toContain(cyrillic(mine.plate));
    expect(flat).toContain('ОПЛАЧЕНО');
    expect(flat).toContain('10:00');
    expect(await qrOfPdf(ru.rawPayload)).toBe(`${PUBLIC_URL}/c/perm/proof/${code}`);

    const en = await pdfOf(code, '?lang=en');
    expect(
      (await extractText(await getDocumentProxy(new Uint8Array(en.rawPayload)), { mergePages: true })).text,
    ).toContain('Proof of parking payment');
    expect(await qrOfPdf(en.rawPayload)).toBe(`${PUBLIC_URL}/c/perm/en/proof/${code}`);
  });
});

describe("a guest's proof by e-mail or SMS", () => {
  const proofMessages = async (to: string) =>
    (
      await city.query(
        `SELECT o.channel, o.vars, o.lang, (SELECT count(*) FROM outbox_attachments a WHERE a.outbox_id = o.id) AS files
         FROM outbox o WHERE o.template = 'parking-proof' AND o.recipient = $1`,
        [to],
      )
    ).rows;

  async function guestPays(contact: Record<string, string>) {
    setClock(MONDAY_10);
    const guest = await t.guest();
    const plate = freshPlate();
    const started = await t.post(
      '/api/payment/unregistered/start',
      order(plate, { PaymentService: 'card', returnTo: '/en/parking', ...contact }),
      guest,
      `g-${plate}`,
    );
    expect(started.body.status).toBe('ok');
    const payment = (
      await city.query(
        `SELECT id, provider_payment_id, amount_kopecks FROM card_payments ORDER BY created_at DESC LIMIT 1`,
      )
    ).rows[0]!;
    const settle = (eventId: string) =>
      settleCardPayment(city, {
        providerPaymentId: payment.provider_payment_id as string,
        outcome: 'succeeded',
        amountKopecks: Number(payment.amount_kopecks),
        event: { eventId, type: 'payment.succeeded', payload: {} },
      });
    return { plate, settle, guest, paymentId: String(payment.id) };
  }

  it('e-mails the proof with its PDF exactly once, however often the settlement repeats', async () => {
    const { plate, settle, guest, paymentId } = await guestPays({ receiptEmail: 'guest.proof@example.com' });
    expect(await proofMessages('guest.proof@example.com')).toEqual([]);
    expect((await settle('ev-1')).effect).toBe('handled');
    expect((await settle('ev-1')).effect).toBe('duplicate-event');
    expect((await settle('ev-2')).effect).toBe('no-change');
    const sent = await proofMessages('guest.proof@example.com');
    expect(sent).toHaveLength(1);
    const code = String(
      (await city.query(`SELECT code FROM stay_proofs WHERE session_id = $1`, [await sessionIdOf(plate)]))
        .rows[0]!.code,
    );
    expect(sent[0]).toMatchObject({
      channel: 'email',
      lang: 'en',
      vars: { url: `${PUBLIC_URL}/c/perm/en/proof/${code}`, plate: cyrillic(plate), zone: 'T1' },
    });
    expect(Number(sent[0]!.files)).toBe(1);
    // the guest's after-payment page links the same proof
    const view = await t.get(`/api/payment/card-payment?paymentId=${paymentId}`, guest);
    expect((view.body.result as { stay: { proofCode?: string } }).stay.proofCode).toBe(code);
  });

  it('sends an SMS with the link when the guest left a phone', async () => {
    const { settle } = await guestPays({ receiptPhone: '79120000477' });
    await settle('ev-sms');
    const sent = await proofMessages('79120000477');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'sms', files: expect.anything() });
    expect(String((sent[0]!.vars as Record<string, string>).url)).toMatch(/\/c\/perm\/en\/proof\/[\w-]{24}$/);
  });
});

describe('the proof of a fine covered by a paid stay', () => {
  it("gives the covering stay's proof to the fine's driver, whoever paid for the stay", async () => {
    const payer = await paidStay();
    const fined = await t.driver();
    await city.query(`INSERT INTO vehicles (user_id, plate, number_format) VALUES ($1, $2, 'rus')`, [
      fined.userId,
      cyrillic(payer.plate),
    ]);
    const uin = `1881015923010${String(payer.sessionId).padStart(7, '0')}`;
    await importFines(
      city,
      {
        format: 'json',
        text: JSON.stringify([
          {
            uin,
            date: '2026-03-16T05:30:00Z',
            sums: { total: 150000 },
            grz: payer.plate,
            place: { text: 'ул. Ленина, 50', zone: 'T1' },
            type: 'ст. 8.30 КоАП ПК',
            provider: 'Административная комиссия',
            status: 'issued',
          },
        ]),
      },
      { lang: 'en' },
    );
    const fines = await t.get('/api/finesstorage/fines/v1', fined.token);
    const fine = (fines.body.result as { uin: string; coverage: { kind: string; id: string } }[]).find(
      (f) => f.uin === uin,
    );
    expect(fine?.coverage).toMatchObject({ kind: 'session', id: String(payer.sessionId) });
    const byFine = await t.post('/api/proofs', { fineUin: uin }, fined.token);
    const byOwner = await t.post('/api/proofs', { sessionId: payer.sessionId }, payer.token);
    expect(byFine.body.status).toBe('ok');
    expect(byFine.body.code).toBe(byOwner.body.code);
    // a fine that is not the driver's: as unknown
    expect((await t.post('/api/proofs', { fineUin: uin }, payer.token)).body.errorName).toBe(
      'StayProofNotFound',
    );
  });
});

describe('the parking-proof message', () => {
  it('reads as an e-mail with the link and as a short SMS', () => {
    const url = `${PUBLIC_URL}/c/perm/proof/Q29kZW9mdGhlcHJvb2YxMjM0`;
    const message = {
      template: 'parking-proof' as const,
      vars: { url, plate: 'А123ВС159', zone: 'T1', order: '7' },
      lang: 'ru' as const,
      createdAt: new Date(),
    };
    const facts = { cityName: 'Пермь', timeZone: 'Asia/Yekaterinburg', publicUrl: PUBLIC_URL };
    expect(renderMessage({ ...message, channel: 'sms', recipient: '79120000000' }, facts)).toMatchObject({
      text: `Парковка А123ВС159 оплачена. Подтверждение: ${url}`,
    });
    const mail = renderMessage({ ...message, channel: 'email', recipient: 'a@example.com' }, facts);
    expect(mail).toMatchObject({ subject: 'Подтверждение оплаты парковки А123ВС159' });
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('в зоне T1 оплачена (заказ № 7)');
  });
});
