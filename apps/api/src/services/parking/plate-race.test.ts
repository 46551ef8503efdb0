import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { sandboxBankRows } from '../../db/card-payments/sandbox-bank-rows.ts';
import { settleCardPayment } from '../card-payments/settle-card-payment.ts';
import { balanceOf, systemBalance } from '../ledger/ledger-accounts.ts';
import { addZone, freshPlate, MONDAY_10, openParkingApp, order, setClock } from './parking-test-kit.ts';

// Issue 17 item 4 under load. Meaningful on a PostgreSQL server (DATABASE_URL set): card starts,
// the bank's confirmations and balance starts of one plate really run at once there and meet
// on the plate's advisory lock. PGlite runs them one at a time; the rules must hold the same.

const t = await openParkingApp(['perm'], { PG_POOL_MAX: '25' });
await addZone(await t.city(), 'T1');
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const COST = 6000; // 60 minutes of zone T1 on a Monday at 10:00
const cyrillic = (plate: string) => plate.replace(/A/g, 'А');

describe('one plate, many payers at once', () => {
  it('unpaid card stays all start; of the paid ones exactly one runs and every other payer gets the money back', async () => {
    setClock(MONDAY_10);
    const city = await t.city();
    const plate = freshPlate();
    const guests = await Promise.all(Array.from({ length: 4 }, () => t.guest()));
    const cardDrivers = await Promise.all(Array.from({ length: 4 }, () => t.driver()));
    const balanceDrivers = await Promise.all(Array.from({ length: 4 }, () => t.driver()));
    for (const d of balanceDrivers) await t.fund(d.userId, COST);
    const revenue = await systemBalance(city.db, 'city_revenue');

    // every card start waits for its bank: none refuses another
    const cardStarts = await Promise.all([
      ...guests.map((g, i) =>
        t.post('/api/payment/unregistered/start', order(plate, { PaymentService: 'card' }), g, `race-g-${i}`),
      ),
      ...cardDrivers.map((d, i) =>
        t.post('/api/payment/start', order(plate, { PaymentService: 'card' }), d.token, `race-d-${i}`),
      ),
    ]);
    expect(cardStarts.map((a) => a.body.errorName ?? a.body.status)).toEqual(Array(8).fill('ok'));
    const { rows: payments } = await city.query(
      `SELECT p.provider_payment_id, p.id, p.user_id FROM parking_sessions s
         JOIN card_payments p ON p.id = s.card_payment_id WHERE s.plate = $1`,
      [cyrillic(plate)],
    );
    expect(payments).toHaveLength(8);
    // the payers approve at the bank, whose notifications these settlements stand in for
    for (const p of payments) {
      const id = String(p.provider_payment_id);
      expect(await sandboxBankRows.decide(city.db, id, 'succeeded', `evt-${id}`, false)).toBe(true);
    }

    // the bank confirms all eight while four drivers start from their balances
    const [settled, starts] = await Promise.all([
      Promise.all(
        payments.map((p) =>
          settleCardPayment(city, {
            providerPaymentId: String(p.provider_payment_id),
            outcome: 'succeeded',
            amountKopecks: COST,
          }),
        ),
      ),
      Promise.all(
        balanceDrivers.map((d, i) => t.post('/api/payment/start', order(plate), d.token, `race-b-${i}`)),
      ),
    ]);

    const handled = settled.filter((s) => s.effect === 'handled').length;
    const started = starts.filter((a) => a.body.status === 'ok').length;
    expect(handled + started).toBe(1);
    expect(starts.filter((a) => a.body.status !== 'ok').map((a) => a.body.errorName)).toEqual(
      Array(4 - started).fill('ParkingSessionAlreadyExists'),
    );
    // one paid stay of the plate, nothing left pending, the city took the money once
    const { rows: sessions } = await city.query(
      'SELECT status, sum_kopecks::int AS sum FROM parking_sessions WHERE plate = $1',
      [cyrillic(plate)],
    );
    expect(sessions.filter((s) => s.status === 'active')).toEqual([{ status: 'active', sum: COST }]);
    expect(sessions.filter((s) => s.status !== 'active').every((s) => s.status === 'cancelled')).toBe(true);
    expect(await systemBalance(city.db, 'city_revenue')).toBe(revenue + COST);
    // every other payer has the money back: a driver on the balance, a guest on the card
    const { rows: outcomes } = await city.query(
      'SELECT user_id, status, outcome FROM card_payments WHERE id = ANY($1)',
      [payments.map((p) => p.id)],
    );
    for (const o of outcomes) {
      if (o.outcome === 'handled') continue;
      if (o.user_id === null) expect(o).toMatchObject({ status: 'refunded', outcome: 'refunded' });
      else expect(o).toMatchObject({ status: 'succeeded', outcome: 'credited_to_balance' });
    }
    for (const d of cardDrivers) {
      const paidByCard = outcomes.find((o) => Number(o.user_id) === d.userId)!;
      expect(await balanceOf(city.db, d.userId)).toBe(paidByCard.outcome === 'handled' ? 0 : COST);
    }
    for (const [i, d] of balanceDrivers.entries()) {
      expect(await balanceOf(city.db, d.userId)).toBe(starts[i]!.body.status === 'ok' ? 0 : COST);
    }
    expect(await checkInvariants(city.db)).toEqual(INVARIANTS_HOLD);
  });
});
