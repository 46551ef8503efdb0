import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { useBarrierGate } from '../../integrations/gate/call-gate.ts';
import { tableGate } from '../../integrations/gate/table-gate.ts';
import { cardPaymentHandler } from '../card-payments/card-payment-handlers.ts';
import { recordOf } from '../card-payments/card-payment-service.ts';
import { cardPaymentRows } from '../../db/card-payments/card-payment-rows.ts';
import {
  enterTicket,
  fundedDriver,
  KOPECKS_PER_MINUTE,
  openBarrierTestApp,
  PAID,
} from './barrier-test-kit.ts';
import { quoteBarrier } from './barrier-cost-service.ts';
import { payBarrier } from './barrier-pay-service.ts';
import { DEMO_BARRIER_TICKETS } from '../../demo/demo-barrier-tickets.ts';

const t = await openBarrierTestApp();
afterAll(async () => t.close());
afterEach(() => useBarrierGate(null));

const revenue = async () =>
  Number(
    (await t.city.query(`SELECT sum(balance) AS s FROM ledger_accounts WHERE kind = 'city_revenue'`)).rows[0]!
      .s,
  );
const clearing = async () =>
  Number(
    (await t.city.query(`SELECT sum(balance) AS s FROM ledger_accounts WHERE kind = 'card_clearing'`))
      .rows[0]!.s,
  );
const ticketOf = async (ticketNumber: string) =>
  (await t.city.query('SELECT * FROM barrier_tickets WHERE ticket_number = $1', [ticketNumber])).rows[0]!;
const quoteStatus = async (id: string) =>
  (await t.city.query('SELECT status FROM barrier_quotes WHERE id = $1', [id])).rows[0]!.status;

let keys = 0;
const pay = (
  sessionId: string,
  payer: { userId: number } | { guestTokenId: number },
  now: Date,
  paymentService = 'balance',
) =>
  payBarrier(
    t.city,
    { paymentService, parkingNumber: PAID, sessionId, phone: undefined, idempotencyKey: undefined },
    { payer, idempotencyKey: `svc-key-${++keys}`, lang: 'en', now },
  );

describe('the 30-second price, on an injected clock', () => {
  it('pays a price 29 s old and refuses one 31 s old', async () => {
    const driver = await fundedDriver(t.app, t.city, 100_000);
    const ticketNumber = await enterTicket(t.app, PAID, 45);
    const t0 = new Date();
    const stale = await quoteBarrier(t.city, { ticketNumber, parkingNumber: PAID }, t0);
    await expect(pay(stale.sessionId, driver, new Date(t0.getTime() + 31_000))).rejects.toMatchObject({
      errorName: 'PriceChangedTryLater',
    });
    expect(await driver.balance()).toBe(100_000);

    const fresh = await quoteBarrier(t.city, { ticketNumber, parkingNumber: PAID }, t0);
    const { answer } = await pay(fresh.sessionId, driver, new Date(t0.getTime() + 29_000));
    expect(answer).toMatchObject({ status: 'ok', amount: fresh.cost });
    expect(answer.message).toMatch(/barrier/);
    expect(await driver.balance()).toBe(100_000 - fresh.cost);
    // the stale price was made before this payment: it is spent too, whatever its age
    await expect(pay(stale.sessionId, driver, t0)).rejects.toMatchObject({
      errorName: 'PriceChangedTryLater',
    });
  });

  it('bills from the end of the paid time once the exit window has passed', async () => {
    const driver = await fundedDriver(t.app, t.city, 100_000);
    const ticketNumber = await enterTicket(t.app, PAID, 20);
    const t0 = new Date();
    const first = await quoteBarrier(t.city, { ticketNumber, parkingNumber: PAID }, t0);
    await pay(first.sessionId, driver, t0);
    const inWindow = await quoteBarrier(
      t.city,
      { ticketNumber, parkingNumber: PAID },
      new Date(t0.getTime() + 10 * 60_000),
    );
    expect(inWindow.cost).toBe(0);
    const late = new Date(new Date(first.paidUntil).getTime() + 40 * 60_000);
    const second = await quoteBarrier(t.city, { ticketNumber, parkingNumber: PAID }, late);
    expect(second.billedFrom).toBe(first.paidUntil);
    expect(second.minutes).toBe(40);
    expect(second.cost).toBe(40 * KOPECKS_PER_MINUTE);
  });
});

describe('two payments of one ticket at once', () => {
  it('exactly one goes through; the other is sent back to the price step', async () => {
    const driver = await fundedDriver(t.app, t.city, 100_000);
    const ticketNumber = await enterTicket(t.app, PAID, 25);
    const now = new Date();
    const [a, b] = await Promise.all([
      quoteBarrier(t.city, { ticketNumber, parkingNumber: PAID }, now),
      quoteBarrier(t.city, { ticketNumber, parkingNumber: PAID }, now),
    ]);
    const outcomes = await Promise.allSettled([pay(a.sessionId, driver, now), pay(b.sessionId, driver, now)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ errorName: 'PriceChangedTryLater' });
    expect(await driver.balance()).toBe(100_000 - a.cost);
  });
});

describe('the gate', () => {
  it('a gate that cannot be told fails the payment with ServerGateParkingError and moves no money', async () => {
    const driver = await fundedDriver(t.app, t.city, 100_000);
    const ticketNumber = await enterTicket(t.app, PAID, 30);
    const now = new Date();
    const quote = await quoteBarrier(t.city, { ticketNumber, parkingNumber: PAID }, now);
    useBarrierGate({ ...tableGate, allowExit: async () => Promise.reject(new Error('gate offline')) });
    await expect(pay(quote.sessionId, driver, now)).rejects.toMatchObject({
      errorName: 'ServerGateParkingError',
    });
    expect(await driver.balance()).toBe(100_000);
    expect(await quoteStatus(quote.sessionId)).toBe('open');
    expect((await ticketOf(ticketNumber)).paid_until).toBeNull();
  });

  it('answers FeatureDisabled where flat parking is off', async () => {
    await t.city.query(
      `UPDATE site_settings SET value = value || '{"useFlatParking": false}'::jsonb WHERE key = 'settings_flags'`,
    );
    try {
      const { app } = t;
      const fresh = (await app.cityRegistry.get('perm'))!;
      await expect(
        quoteBarrier({ ...fresh }, { ticketNumber: '100001', parkingNumber: PAID }),
      ).rejects.toMatchObject({ errorName: 'FeatureDisabled' });
    } finally {
      await t.city.query(
        `UPDATE site_settings SET value = value || '{"useFlatParking": true}'::jsonb WHERE key = 'settings_flags'`,
      );
    }
  });
});

describe('paying by card', () => {
  it('a guest gets a pay link; the confirmed payment posts card_clearing -N / city_revenue +N and opens the gate', async () => {
    const ticketNumber = await enterTicket(t.app, PAID, 50);
    const now = new Date();
    const quote = await quoteBarrier(t.city, { ticketNumber, parkingNumber: PAID }, now);
    const guest = { guestTokenId: 424242 };
    const { answer } = await pay(quote.sessionId, guest, now, 'card');
    expect(answer).toMatchObject({ status: 'ok', amount: quote.cost });
    expect(answer.RedirectURL).toMatch(/^http/);
    expect(await quoteStatus(quote.sessionId)).toBe('paying');
    // a second pay of the same price is refused: the price is spent on this payment
    await expect(pay(quote.sessionId, guest, now, 'card')).rejects.toMatchObject({
      errorName: 'PriceChangedTryLater',
    });

    const [revenueBefore, clearingBefore] = [await revenue(), await clearing()];
    const row = (await cardPaymentRows.byId(t.city.db, answer.paymentId!))!;
    expect(row).toMatchObject({ purpose: 'planar', amountKopecks: quote.cost });
    const handler = cardPaymentHandler('planar')!;
    await t.city.db.transaction((tx) =>
      handler.succeeded(tx, t.city, { ...recordOf(row), status: 'succeeded' }),
    );
    expect((await revenue()) - revenueBefore).toBe(quote.cost);
    expect((await clearing()) - clearingBefore).toBe(-quote.cost);
    expect(await quoteStatus(quote.sessionId)).toBe('paid');
    const ticket = await ticketOf(ticketNumber);
    expect(new Date(ticket.paid_until as string).toISOString()).toBe(quote.paidUntil);
    expect(new Date(ticket.exit_until as string).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // a second delivery changes nothing
    await t.city.db.transaction((tx) =>
      handler.succeeded(tx, t.city, { ...recordOf(row), status: 'succeeded' }),
    );
    expect((await revenue()) - revenueBefore).toBe(quote.cost);
  });

  it('refuses the card money when the ticket was paid another way meanwhile (the service then keeps it for the driver)', async () => {
    const driver = await fundedDriver(t.app, t.city, 100_000);
    const ticketNumber = await enterTicket(t.app, PAID, 50);
    const now = new Date();
    const byCard = await quoteBarrier(t.city, { ticketNumber, parkingNumber: PAID }, now);
    const byBalance = await quoteBarrier(t.city, { ticketNumber, parkingNumber: PAID }, now);
    const { answer } = await pay(byCard.sessionId, driver, now, 'card');
    await pay(byBalance.sessionId, driver, now);
    const row = (await cardPaymentRows.byId(t.city.db, answer.paymentId!))!;
    const before = await revenue();
    await expect(
      t.city.db.transaction((tx) =>
        cardPaymentHandler('planar')!.succeeded(tx, t.city, { ...recordOf(row), status: 'succeeded' }),
      ),
    ).rejects.toMatchObject({ errorName: 'PriceChangedTryLater' });
    expect(await revenue()).toBe(before);
  });
});

describe('demo data and invariants', () => {
  it('every demo planar parking of perm has the documented open tickets', async () => {
    const { rows } = await t.city.query(
      `SELECT m.code, array_agg(b.ticket_number ORDER BY b.ticket_number) AS tickets
         FROM map_objects m JOIN barrier_tickets b ON b.parking_number = m.code
        WHERE m.category = 'planar' AND m.code NOT LIKE 'T-%' GROUP BY m.code`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const expected = DEMO_BARRIER_TICKETS.map((d) => d.ticketNumber).sort();
    for (const row of rows) expect(row.tickets).toEqual(expected);
    expect(rows.map((r) => r.code)).toContain('1169');
  });

  it('keeps every ledger invariant', async () => {
    expect(await checkInvariants(t.city.db)).toEqual(INVARIANTS_HOLD);
  });
});
