import { afterAll, describe, expect, it } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import {
  costPlane,
  enterTicket,
  FREE,
  fundedDriver,
  KOPECKS_PER_MINUTE,
  openBarrierTestApp,
  PAID,
  payPlane,
} from '../../services/barrier/barrier-test-kit.ts';
import { post } from '../../../test/account-test-kit.ts';

const t = await openBarrierTestApp();
afterAll(async () => t.close());

const revenue = async () =>
  // system accounts may be split into shards: the city's revenue is their sum
  Number(
    (await t.city.query(`SELECT sum(balance) AS s FROM ledger_accounts WHERE kind = 'city_revenue'`)).rows[0]!
      .s,
  );
const postings = async () =>
  Number((await t.city.query('SELECT count(*) AS n FROM ledger_postings')).rows[0]!.n);
const ticketRow = async (ticketNumber: string) =>
  (await t.city.query('SELECT * FROM barrier_tickets WHERE ticket_number = $1', [ticketNumber])).rows[0]!;

describe('costPlane then payPlane from the balance', () => {
  it('prices every started minute, pays once, opens the gate, and a replay gives the same answer', async () => {
    const driver = await fundedDriver(t.app, t.city, 100_000);
    const ticketNumber = await enterTicket(t.app, PAID, 120);
    const cost = await costPlane(t.app, driver.token, { ticketNumber, parkingNumber: PAID });
    expect(cost.status).toBe(200);
    const result = cost.body.result;
    // entered 120 min + 5 s ago: 121 started minutes at 1 rouble
    expect(result.minutes).toBe(121);
    expect(result.cost).toBe(121 * KOPECKS_PER_MINUTE);
    expect(result).toMatchObject({ parkingNumber: PAID, ticketNumber, price: result.cost });
    expect(result.costData.intervals.length).toBeGreaterThan(0);
    expect(new Date(result.paidUntil).getTime()).toBeGreaterThanOrEqual(Date.now() - 1000);

    const revenueBefore = await revenue();
    const body = {
      paymentService: 'balance',
      parkingNumber: PAID,
      sessionId: result.sessionId,
      idempotencyKey: 'planar-pay-1',
    };
    const paid = await payPlane(t.app, driver.token, body);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'ok', amount: result.cost });
    expect(paid.body.message).toMatch(/Шлагбаум/);
    expect(await driver.balance()).toBe(100_000 - result.cost);
    expect((await revenue()) - revenueBefore).toBe(result.cost);
    const ticket = await ticketRow(ticketNumber);
    expect(new Date(ticket.paid_until as string).toISOString()).toBe(result.paidUntil);
    expect(new Date(ticket.exit_until as string).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const count = await postings();
    const again = await payPlane(t.app, driver.token, body);
    expect(again).toEqual(paid);
    expect(await postings()).toBe(count);
    expect(await driver.balance()).toBe(100_000 - result.cost);

    // a new key on the spent price is refused; right after paying the ticket costs nothing
    const other = await payPlane(t.app, driver.token, { ...body, idempotencyKey: 'planar-pay-2' });
    expect(other.body.errorName).toBe('PriceChangedTryLater');
    const after = await costPlane(t.app, driver.token, { ticketNumber, parkingNumber: PAID });
    expect(after.body.result.cost).toBe(0);
    const freePay = await payPlane(t.app, driver.token, {
      ...body,
      sessionId: after.body.result.sessionId,
      idempotencyKey: 'planar-pay-3',
    });
    expect(freePay.body.errorName).toBe('ParkingSessionWasFree');
  });

  it('refuses a price older than 30 seconds with PriceChangedTryLater and moves nothing', async () => {
    const driver = await fundedDriver(t.app, t.city, 100_000);
    const ticketNumber = await enterTicket(t.app, PAID, 30);
    const cost = await costPlane(t.app, driver.token, { ticketNumber, parkingNumber: PAID });
    // age the stored price by 31 s instead of sleeping
    await t.city.query(
      `UPDATE barrier_quotes SET computed_at = computed_at - interval '31 seconds',
         expires_at = expires_at - interval '31 seconds' WHERE id = $1`,
      [cost.body.result.sessionId],
    );
    const paid = await payPlane(t.app, driver.token, {
      paymentService: 'balance',
      parkingNumber: PAID,
      sessionId: cost.body.result.sessionId,
      idempotencyKey: 'planar-old-1',
    });
    expect(paid.status).toBe(409);
    expect(paid.body.errorName).toBe('PriceChangedTryLater');
    expect(await driver.balance()).toBe(100_000);
    expect((await ticketRow(ticketNumber)).paid_until).toBeNull();
  });

  it('answers NoMoneyNoHoney when the balance is short, and nothing changes', async () => {
    const driver = await fundedDriver(t.app, t.city, 500);
    const ticketNumber = await enterTicket(t.app, PAID, 60);
    const cost = await costPlane(t.app, driver.token, { ticketNumber, parkingNumber: PAID });
    const count = await postings();
    const paid = await payPlane(t.app, driver.token, {
      paymentService: 'balance',
      parkingNumber: PAID,
      sessionId: cost.body.result.sessionId,
      idempotencyKey: 'planar-poor-1',
    });
    expect(paid.status).toBe(402);
    expect(paid.body.errorName).toBe('NoMoneyNoHoney');
    expect(await driver.balance()).toBe(500);
    expect(await postings()).toBe(count);
    expect((await ticketRow(ticketNumber)).paid_until).toBeNull();
    const status = (
      await t.city.query('SELECT status FROM barrier_quotes WHERE id = $1', [cost.body.result.sessionId])
    ).rows[0]!;
    expect(status.status).toBe('open');
  });
});

describe('free stays and refusals', () => {
  it('answers ok with cost 0 for a free stay and opens the gate', async () => {
    const driver = await fundedDriver(t.app, t.city, 0);
    const ticketNumber = await enterTicket(t.app, FREE, 90);
    const cost = await costPlane(t.app, driver.token, { ticketNumber, parkingNumber: FREE });
    expect(cost.status).toBe(200);
    expect(cost.body.result.cost).toBe(0);
    expect((await ticketRow(ticketNumber)).exit_until).not.toBeNull();
  });

  it('knows neither unknown nor non-planar parkings, nor tickets that are not open', async () => {
    const driver = await fundedDriver(t.app, t.city, 0);
    const roadside = (await t.city.query(`SELECT code FROM map_objects WHERE category = 'roadside' LIMIT 1`))
      .rows[0]!;
    for (const parkingNumber of ['NO-SUCH', String(roadside.code)]) {
      const res = await costPlane(t.app, driver.token, { ticketNumber: '100001', parkingNumber });
      expect(res.status).toBe(404);
      expect(res.body.errorName).toBe('CantFindParking');
    }
    const missing = await costPlane(t.app, driver.token, { ticketNumber: '555', parkingNumber: PAID });
    expect(missing.body.errorName).toBe('ParkingSessionNotFound');
    const unknownPrice = await payPlane(t.app, driver.token, {
      paymentService: 'balance',
      parkingNumber: PAID,
      sessionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownPrice.body.errorName).toBe('PriceChangedTryLater');
  });

  it('answers bad input and unknown methods with the error envelope, never a 500', async () => {
    const driver = await fundedDriver(t.app, t.city, 0);
    const ticketNumber = await enterTicket(t.app, PAID, 10);
    const cost = await costPlane(t.app, driver.token, { ticketNumber, parkingNumber: PAID });
    const sessionId = cost.body.result.sessionId;
    const cases: [Record<string, unknown>, string][] = [
      [{ paymentService: 'bitcoin', parkingNumber: PAID, sessionId }, 'PaymentServiceNotFound'],
      [{ paymentService: 'Квитанция', parkingNumber: PAID, sessionId }, 'PaymentServiceNotFound'],
      [{ paymentService: 'balance', parkingNumber: PAID, sessionId: 'not-a-uuid' }, 'ValidationError'],
      [{ paymentService: 'balance', parkingNumber: PAID, sessionId: { $ne: 1 } }, 'ValidationError'],
      [{ parkingNumber: PAID, sessionId }, 'ValidationError'],
    ];
    for (const [body, errorName] of cases) {
      const res = await payPlane(t.app, driver.token, body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body).toMatchObject({ status: 'error', errorName });
    }
    for (const query of [{ ticketNumber: 'bad ticket!', parkingNumber: PAID }, { parkingNumber: PAID }]) {
      const res = await costPlane(t.app, driver.token, query as Record<string, string>);
      expect(res.status).toBe(400);
      expect(res.body.errorName).toBe('ValidationError');
    }
    const noToken = await t.app.inject({
      method: 'GET',
      url: `/backend/v2/costPlane?ticketNumber=1&parkingNumber=${PAID}`,
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('lets a guest price a ticket but not pay it from a balance', async () => {
    const guest = await post(t.app, '/api/auth/guest-token');
    const token = guest.body.token as string;
    const ticketNumber = await enterTicket(t.app, PAID, 15);
    const cost = await costPlane(t.app, token, { ticketNumber, parkingNumber: PAID });
    expect(cost.body.result.cost).toBe(16 * KOPECKS_PER_MINUTE);
    const paid = await payPlane(t.app, token, {
      paymentService: 'balance',
      parkingNumber: PAID,
      sessionId: cost.body.result.sessionId,
    });
    expect(paid.body.errorName).toBe('PaymentServiceNotFound');
  });

  it('keeps every ledger invariant', async () => {
    expect(await checkInvariants(t.city.db)).toEqual(INVARIANTS_HOLD);
  });
});
