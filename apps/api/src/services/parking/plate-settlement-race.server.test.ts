import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTwoInstances, type TwoInstances } from '../../../test/two-instances-kit.ts';
import type { CityContext } from '../../config/city-context.ts';
import { sandboxBankRows } from '../../db/card-payments/sandbox-bank-rows.ts';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { plateLock } from '../../db/sessions/session-rows.ts';
import { settleCardPayment, type SettleResult } from '../card-payments/settle-card-payment.ts';
import { balanceOf, systemBalance } from '../ledger/ledger-accounts.ts';
import { addZone, freshPlate, MONDAY_10, order, setClock, type ParkingTestApp } from './parking-test-kit.ts';

// Issue 17 item 4 on a PostgreSQL server (a *.server.test.ts: vitest.config.ts runs it only where
// DATABASE_URL names one): two card stays of one plate, both paid, and the bank's two
// confirmations arriving at two API instances at the same moment. The test holds the plate's
// lock until both settlements are seen waiting on it, so they truly race for it; then the first
// to get it runs and the other payer's money goes back whole (a driver's to the balance, a
// guest's to the card).
let pair: TwoInstances;
let a: ParkingTestApp;
let perm: CityContext;
let permOnB: CityContext;

beforeAll(async () => {
  pair = await openTwoInstances();
  a = pair.a;
  perm = pair.perm;
  permOnB = await pair.b.city();
  await addZone(perm, 'T1');
});
afterAll(async () => {
  await pair?.close();
});

const COST = 6000; // 60 minutes of zone T1 on a Monday at 10:00
const cyrillic = (plate: string) => plate.replace(/A/g, 'А');

type Payer = { kind: 'guest'; token: string } | { kind: 'driver'; token: string; userId: number };

async function payer(kind: Payer['kind']): Promise<Payer> {
  if (kind === 'guest') return { kind, token: await a.guest() };
  const d = await a.driver();
  return { kind, token: d.token, userId: d.userId };
}

/** A card stay of the plate, approved at the bank: its provider payment id. */
async function paidAtBank(plate: string, p: Payer, key: string): Promise<string> {
  const path = p.kind === 'guest' ? '/api/payment/unregistered/start' : '/api/payment/start';
  const started = await a.post(path, order(plate, { PaymentService: 'card' }), p.token, key);
  expect(started.body.errorName ?? started.body.status).toBe('ok');
  const { rows } = await perm.query(
    `SELECT p.provider_payment_id FROM parking_sessions s JOIN card_payments p ON p.id = s.card_payment_id
      WHERE s.plate = $1 ORDER BY s.id DESC LIMIT 1`,
    [cyrillic(plate)],
  );
  const id = String(rows[0]!.provider_payment_id);
  expect(await sandboxBankRows.decide(perm.db, id, 'succeeded', `evt-${id}`, false)).toBe(true);
  return id;
}

/** Sessions waiting for the plate's advisory lock (not granted), seen from another connection. */
async function waitingOnPlate(plate: string): Promise<number> {
  const { space, key } = plateLock(cyrillic(plate));
  const { rows } = await perm.query(
    `SELECT count(*)::int AS n FROM pg_locks
      WHERE locktype = 'advisory' AND classid = $1::oid AND objid = $2::oid AND objsubid = 2 AND NOT granted`,
    [space, key >>> 0],
  );
  return Number(rows[0]!.n);
}

/**
 * Runs both settlements (one per instance) while this test holds the plate's lock, and lets go
 * once both are waiting for it (or after 5 s): neither has read the plate before the other
 * started. Answers the settlements and whether both were seen waiting.
 */
async function raceConfirmations(plate: string, ids: [string, string]) {
  const { space, key } = plateLock(cyrillic(plate));
  let settling: Promise<SettleResult[]> | undefined;
  let bothWaited = false;
  await perm.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${space}::int4, ${key}::int4)`);
    settling = Promise.all(
      [perm, permOnB].map((city, i) =>
        settleCardPayment(city, { providerPaymentId: ids[i]!, outcome: 'succeeded', amountKopecks: COST }),
      ),
    );
    for (const deadline = Date.now() + 5_000; !bothWaited && Date.now() < deadline;) {
      bothWaited = (await waitingOnPlate(plate)) === 2;
      if (!bothWaited) await new Promise((r) => setTimeout(r, 20));
    }
  });
  return { settled: await settling!, bothWaited };
}

const PAIRS: [Payer['kind'], Payer['kind']][] = [
  ['guest', 'driver'],
  ['driver', 'guest'],
  ['driver', 'driver'],
  ['guest', 'guest'],
];

describe('two paid card stays of one plate, confirmed at once on two instances', () => {
  it.each(PAIRS)(
    '%s and %s: exactly one runs, the other payer gets the money back whole',
    async (first, second) => {
      setClock(MONDAY_10);
      const plate = freshPlate();
      const payers = [await payer(first), await payer(second)];
      const ids: [string, string] = [
        await paidAtBank(plate, payers[0]!, `settle-race-${plate}-0`),
        await paidAtBank(plate, payers[1]!, `settle-race-${plate}-1`),
      ];
      const revenue = await systemBalance(perm.db, 'city_revenue');

      const { settled, bothWaited } = await raceConfirmations(plate, ids);

      expect(settled.filter((s) => s.effect === 'handled')).toHaveLength(1);
      const { rows: sessions } = await perm.query(
        'SELECT status, sum_kopecks::int AS sum FROM parking_sessions WHERE plate = $1 ORDER BY status',
        [cyrillic(plate)],
      );
      expect(sessions).toEqual([
        { status: 'active', sum: COST },
        { status: 'cancelled', sum: 0 },
      ]);
      expect(await systemBalance(perm.db, 'city_revenue')).toBe(revenue + COST);
      // read after the settlements' refunds to the card (they run after commit)
      const { rows: payments } = await perm.query(
        'SELECT provider_payment_id AS id, status, outcome FROM card_payments WHERE provider_payment_id = ANY($1)',
        [ids],
      );
      const paymentOf = (id: string) => payments.find((row) => row.id === id);
      for (const [i, p] of payers.entries()) {
        if (settled[i]!.effect === 'handled') {
          expect(paymentOf(ids[i]!)).toMatchObject({ status: 'succeeded', outcome: 'handled' });
          if (p.kind === 'driver') expect(await balanceOf(perm.db, p.userId)).toBe(0);
        } else if (p.kind === 'driver') {
          expect(paymentOf(ids[i]!)).toMatchObject({ status: 'succeeded', outcome: 'credited_to_balance' });
          expect(await balanceOf(perm.db, p.userId)).toBe(COST);
        } else {
          expect(paymentOf(ids[i]!)).toMatchObject({ status: 'refunded', outcome: 'refunded' });
          // back whole to the card, once: one card refund, one refund at the bank
          const { rows: refunds } = await perm.query(
            `SELECT r.amount_kopecks::int AS amount, r.reason, r.status FROM card_refunds r
               JOIN card_payments p ON p.id = r.card_payment_id WHERE p.provider_payment_id = $1`,
            [ids[i]],
          );
          expect(refunds).toEqual([{ amount: COST, reason: 'purpose_refused', status: 'succeeded' }]);
          const bank = await perm.query(
            `SELECT p.status, p.refunded_kopecks::int AS refunded, count(r.id)::int AS refunds
               FROM sandbox_bank_payments p LEFT JOIN sandbox_bank_refunds r ON r.payment_id = p.id
              WHERE p.id = $1 GROUP BY p.id`,
            [ids[i]],
          );
          expect(bank.rows[0]).toEqual({ status: 'refunded', refunded: COST, refunds: 1 });
        }
      }
      expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
      // it was a race: both confirmations met at the plate's lock
      expect(bothWaited).toBe(true);
    },
  );
});
