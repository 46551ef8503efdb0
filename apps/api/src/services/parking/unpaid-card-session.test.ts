import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import {
  balance,
  eventually,
  http,
  invariants,
  newDriver,
  paymentRow,
  payAtSandbox,
  startCardTestServer,
  type CardTestServer,
} from '../card-payments/card-payment-test-kit.ts';
import { driverAccount, systemAccount, systemBalance } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { addZone, freshPlate, MONDAY_10, order, setClock } from './parking-test-kit.ts';

// Issue 17 item 4: an unpaid card stay (a guest's, say, for a stranger's plate) holds nothing.
// It refuses no one's start and no one's vehicle; when two paid stays of one plate meet at
// settlement the first one settled runs and the later one's money goes back (to the driver's
// balance, a guest's to the card). The bank's signed webhooks travel over HTTP here.

let t: CardTestServer;
beforeAll(async () => {
  t = await startCardTestServer();
  await addZone(t.city, 'T1');
  // the vehicle rule reads the database's clock: a zone that costs the same at any hour
  await addZone(t.city, 'T24', ROUND_THE_CLOCK);
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const cyrillic = (plate: string) => plate.replace(/A/g, 'А');
const COST = 6000; // 60 minutes of zone T1 on a Monday at 10:00, or of T24 at any time
const ROUND_THE_CLOCK: [string, string, string, number][] = ['default', 'saturday', 'sunday', 'holiday'].map(
  (day) => [day, '00:00:00', '24:00:00', COST],
);

const post = (path: string, body: unknown, token: string) =>
  http(`${t.base}${path}`, { token, body, headers: { 'idempotency-key': randomUUID() } });

async function guestToken(): Promise<string> {
  return (await http(`${t.base}/api/auth/guest-token`, { method: 'POST', body: {} })).body.token as string;
}

async function fund(userId: number, kopecks: number): Promise<void> {
  await postTransaction(t.city.db, {
    kind: 'refill',
    scope: 'system',
    idempotencyKey: `fund-${randomUUID()}`,
    postings: [
      { account: await systemAccount(t.city.db, 'card_clearing'), amount: -kopecks },
      { account: await driverAccount(t.city.db, userId), amount: kopecks },
    ],
  });
}

/** A card stay of the plate waiting for the bank: its pay page and our payment id. */
async function cardStay(plate: string, token: string, guest: boolean, zone = 'T1') {
  const path = guest ? '/api/payment/unregistered/start' : '/api/payment/start';
  const res = await post(path, order(plate, { PaymentService: 'card', Zone: zone }), token);
  expect(res.body.errorName).toBeUndefined();
  expect(res.body).toMatchObject({ status: 'ok', СуммаПополнения: COST });
  const redirectUrl = res.body.RedirectURL as string;
  const { rows } = await t.city.query(
    'SELECT card_payment_id FROM parking_sessions WHERE plate = $1 ORDER BY id DESC LIMIT 1',
    [cyrillic(plate)],
  );
  return { redirectUrl, paymentId: String(rows[0]!.card_payment_id) };
}

/** Approves at the bank and waits for its webhook to settle the payment. */
async function payAndSettle(stay: { redirectUrl: string; paymentId: string }, final: string) {
  await payAtSandbox(stay.redirectUrl, 'approve');
  await eventually(async () => (await paymentRow(t, stay.paymentId))!.status === final, `status ${final}`);
  return paymentRow(t, stay.paymentId);
}

const sessionsOf = async (plate: string) =>
  (
    await t.city.query(
      `SELECT status, user_id, guest_token_id, sum_kopecks::int AS sum FROM parking_sessions
        WHERE plate = $1 ORDER BY id`,
      [plate],
    )
  ).rows;

describe("a guest's unpaid card stay blocks no one", () => {
  it("does not refuse a registered driver's balance start for the plate; the guest's later payment goes back to the card", async () => {
    setClock(MONDAY_10);
    const plate = freshPlate();
    const stay = await cardStay(plate, await guestToken(), true);
    const owner = await newDriver(t);
    await fund(owner.userId, COST);
    const revenue = await systemBalance(t.city.db, 'city_revenue');

    const start = await post('/api/payment/start', order(plate), owner.token);
    expect(start.body.errorName).toBeUndefined();
    expect(start.body.status).toBe('ok');
    expect(await balance(t, owner.userId)).toBe(0);

    // the guest pays after all: the plate is parked and paid, so the guest's money goes back
    const paid = await payAndSettle(stay, 'refunded');
    expect(paid).toMatchObject({ outcome: 'refunded', failure_reason: 'ParkingSessionAlreadyExists' });
    expect((await sessionsOf(cyrillic(plate))).map((s) => s.status)).toEqual(['cancelled', 'active']);
    expect(await systemBalance(t.city.db, 'city_revenue')).toBe(revenue + COST);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('does not refuse adding the vehicle, nor show it as occupied', async () => {
    const plate = freshPlate();
    await cardStay(plate, await guestToken(), true, 'T24');
    const owner = await newDriver(t);
    const added = await http(`${t.base}/api/profile/car`, { token: owner.token, body: { numberTs: plate } });
    expect(added.body.errorName).toBeUndefined();
    expect(added.body).toMatchObject({
      status: 'ok',
      result: { numberTs: cyrillic(plate), occupied: false },
    });
    const profile = await http(`${t.base}/api/profile/get-profile-v6`, { token: owner.token });
    const cars = (profile.body.result as { ts: { numberTs: string; occupied: boolean }[] }).ts;
    expect(cars.find((c) => c.numberTs === cyrillic(plate))).toMatchObject({ occupied: false });
  });
});

describe('two card stays of one plate, both paid through the webhook', () => {
  it("the first settled runs; the driver's later payment goes to the balance, nothing lost", async () => {
    setClock(MONDAY_10);
    const plate = freshPlate();
    const guestStay = await cardStay(plate, await guestToken(), true);
    const driver = await newDriver(t);
    const driverStay = await cardStay(plate, driver.token, false);
    const revenue = await systemBalance(t.city.db, 'city_revenue');

    expect(await payAndSettle(guestStay, 'succeeded')).toMatchObject({ outcome: 'handled' });
    expect(await payAndSettle(driverStay, 'succeeded')).toMatchObject({
      outcome: 'credited_to_balance',
      failure_reason: 'ParkingSessionAlreadyExists',
    });
    expect(await balance(t, driver.userId)).toBe(COST);
    expect(await systemBalance(t.city.db, 'city_revenue')).toBe(revenue + COST);
    expect((await sessionsOf(cyrillic(plate))).map((s) => [s.status, s.sum])).toEqual([
      ['active', COST],
      ['cancelled', 0],
    ]);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it("the first settled runs; the guest's later payment goes back to the card, nothing lost", async () => {
    setClock(MONDAY_10);
    const plate = freshPlate();
    const guestStay = await cardStay(plate, await guestToken(), true);
    const driver = await newDriver(t);
    const driverStay = await cardStay(plate, driver.token, false);
    const revenue = await systemBalance(t.city.db, 'city_revenue');

    expect(await payAndSettle(driverStay, 'succeeded')).toMatchObject({ outcome: 'handled' });
    expect(await payAndSettle(guestStay, 'refunded')).toMatchObject({
      outcome: 'refunded',
      failure_reason: 'ParkingSessionAlreadyExists',
    });
    const bank = await t.city.query(
      'SELECT status FROM sandbox_bank_payments WHERE merchant_payment_id = $1',
      [guestStay.paymentId],
    );
    expect(bank.rows[0]!.status).toBe('refunded');
    expect(await balance(t, driver.userId)).toBe(0);
    expect(await systemBalance(t.city.db, 'city_revenue')).toBe(revenue + COST);
    expect((await sessionsOf(cyrillic(plate))).map((s) => [s.status, s.sum])).toEqual([
      ['cancelled', 0],
      ['active', COST],
    ]);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('a stay the bank confirms after 30 minutes still starts when no paid stay is in the way', async () => {
    setClock(MONDAY_10);
    const plate = freshPlate();
    const stay = await cardStay(plate, await guestToken(), true);
    setClock('2026-03-16T10:31:00+05:00');
    expect(await payAndSettle(stay, 'succeeded')).toMatchObject({ outcome: 'handled' });
    expect((await sessionsOf(cyrillic(plate))).map((s) => s.status)).toEqual(['active']);
  });

  it('a stay paid after the first one ended starts then, at its own payment', async () => {
    setClock(MONDAY_10);
    const plate = freshPlate();
    const first = await cardStay(plate, await guestToken(), true);
    const driver = await newDriver(t);
    const second = await cardStay(plate, driver.token, false);
    expect(await payAndSettle(first, 'succeeded')).toMatchObject({ outcome: 'handled' });
    // the first stay is cut short (as a cancel would); the driver pays 20 minutes later
    setClock('2026-03-16T10:20:00+05:00');
    await t.city.query(
      `UPDATE parking_sessions SET ends_at = starts_at + interval '10 minutes' WHERE card_payment_id = $1`,
      [first.paymentId],
    );
    expect(await payAndSettle(second, 'succeeded')).toMatchObject({ outcome: 'handled' });
    expect((await sessionsOf(cyrillic(plate))).map((s) => s.status)).toEqual(['finished', 'active']);
    expect(await balance(t, driver.userId)).toBe(0);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });
});
