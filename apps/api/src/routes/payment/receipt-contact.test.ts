import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addZone, freshPlate, order } from '../../services/parking/parking-test-kit.ts';
import {
  http,
  newDriver,
  paymentRow,
  startCardTestServer,
  type CardTestServer,
} from '../../services/card-payments/card-payment-test-kit.ts';

// Issue 22 item 4 (54-FZ): the guest gives an e-mail or a phone for the receipt with the payment
// request (receiptEmail / receiptPhone); it reaches the receipt sent to the provider
// (card_payments.receipt.customer). A registered driver is not asked: their own e-mail is used.

let t: CardTestServer;
// the vehicle rule reads the database's clock: a zone that costs the same at any hour
const ROUND_THE_CLOCK: [string, string, string, number][] = ['default', 'saturday', 'sunday', 'holiday'].map(
  (day) => [day, '00:00:00', '24:00:00', 6000],
);

beforeAll(async () => {
  t = await startCardTestServer();
  await addZone(t.city, 'RC1', ROUND_THE_CLOCK);
});
afterAll(async () => t?.close());

async function guestToken(): Promise<string> {
  return (await http(`${t.base}/api/auth/guest-token`, { method: 'POST', body: {} })).body.token as string;
}

const start = (url: string, token: string, extra: Record<string, unknown>) =>
  http(`${t.base}${url}`, {
    token,
    body: order(freshPlate(), { Zone: 'RC1', PaymentService: 'card', ...extra }),
    headers: { 'idempotency-key': randomUUID() },
  });

/** The receipt our card payment carries, from the pay page's payment id. */
async function receiptOf(redirectUrl: unknown) {
  const { rows } = await t.city.query('SELECT id FROM card_payments WHERE redirect_url = $1', [
    String(redirectUrl),
  ]);
  expect(rows[0], `a card payment behind ${String(redirectUrl)}`).toBeDefined();
  const row = await paymentRow(t, String(rows[0]!.id));
  return row!.receipt as {
    customer: Record<string, string>;
    amountKopecks: number;
    lines: { amountKopecks: number }[];
  };
}

describe('the receipt contact of a card payment (issue 22)', () => {
  it("sends a guest's e-mail to the receipt, the amount to the kopeck", async () => {
    const answer = await start('/api/payment/unregistered/start', await guestToken(), {
      receiptEmail: '  guest@example.ru ',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const receipt = await receiptOf(answer.body.RedirectURL);
    expect(receipt.customer).toEqual({ email: 'guest@example.ru' });
    expect(receipt.amountKopecks).toBe(answer.body.СуммаПополнения);
    expect(receipt.lines.reduce((sum, line) => sum + line.amountKopecks, 0)).toBe(6000);
  });

  it("sends a guest's phone as 11 digits, however it was typed", async () => {
    const answer = await start('/api/payment/unregistered/start', await guestToken(), {
      receiptPhone: '8 (912) 345-67-89',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await receiptOf(answer.body.RedirectURL)).customer).toEqual({ phone: '79123456789' });
  });

  it('refuses a malformed contact with the field named, and takes a blank one as none', async () => {
    const guest = await guestToken();
    for (const extra of [{ receiptEmail: 'guest@' }, { receiptEmail: 'a b@c.ru' }, { receiptPhone: 'abc' }]) {
      const refused = await start('/api/payment/unregistered/start', guest, extra);
      expect(refused.status, JSON.stringify(extra)).toBe(400);
      expect(refused.body).toMatchObject({ status: 'error', errorName: 'ValidationError' });
      expect(Object.keys((refused.body.fields ?? {}) as object)).toEqual(Object.keys(extra));
    }
    const tooShort = await start('/api/payment/unregistered/start', guest, { receiptPhone: '+7 912 345' });
    expect(tooShort.status).toBe(400);
    // the seeds' request without the fields (or a form's empty ones) still pays; no contact then
    const blank = await start('/api/payment/unregistered/start', guest, {
      receiptEmail: '',
      receiptPhone: ' ',
    });
    expect(blank.status, JSON.stringify(blank.body)).toBe(200);
    expect((await receiptOf(blank.body.RedirectURL)).customer).toEqual({});
  });

  it("uses a registered driver's own e-mail, and the typed contact over it", async () => {
    const driver = await newDriver(t);
    const { rows } = await t.city.query('SELECT email FROM users WHERE id = $1', [driver.userId]);
    const own = await start('/api/payment/start', driver.token, {});
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await receiptOf(own.body.RedirectURL)).customer).toEqual({ email: rows[0]!.email });
    const typed = await start('/api/payment/start', driver.token, { receiptEmail: 'work@example.ru' });
    expect((await receiptOf(typed.body.RedirectURL)).customer).toEqual({ email: 'work@example.ru' });
  });
});
