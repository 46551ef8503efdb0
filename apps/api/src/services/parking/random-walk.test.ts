import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { systemBalance } from '../ledger/ledger-accounts.ts';
import { addZone, openParkingApp, order, setClock, type ParkingTestApp } from './parking-test-kit.ts';

/**
 * 2,000 random money calls through the real routes, ten at a time (truly concurrent on a
 * PostgreSQL server): starts on a small pool of plates (so vehicles collide), renewals and
 * cancels of any session (so some are over, someone else's or under 30 minutes), replays of
 * earlier keys, with the clock moving forward. Whatever each call answers, afterwards every
 * ledger invariant holds, money adds up across the system, no plate has two overlapping live
 * stays, and each paid session's money is in the journal.
 */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OPS = 2000;
const AT_ONCE = 10;
const PLATES = [
  'А001АА59',
  'В002ВВ59',
  'Е003ЕЕ59',
  'К004КК59',
  'М005ММ59',
  'Н006НН59',
  'Р007РР59',
  'С008СС59',
];

let t: ParkingTestApp;
beforeAll(async () => {
  t = await openParkingApp(['perm'], { PG_POOL_MAX: '12' });
  await addZone(await t.city(), 'T1');
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('a random walk of money calls', () => {
  it(`keeps the ledger and the sessions consistent over ${OPS} calls`, { timeout: 240_000 }, async () => {
    const random = mulberry32(20261121);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const drivers = await Promise.all(Array.from({ length: 4 }, () => t.driver()));
    for (const d of drivers) await t.fund(d.userId, 150_000);
    const sessions: { id: string; token: string }[] = [];
    const keys: { url: string; body: unknown; token: string; key: string }[] = [];
    const outcomes = new Map<string, number>();
    let clock = new Date('2026-03-16T09:00:00+05:00').getTime();

    const one = async (n: number) => {
      const d = pick(drivers);
      const roll = random();
      let call: { url: string; body: unknown; token: string; key: string };
      if (roll < 0.45 || sessions.length === 0) {
        const duration = pick([15, 30, 60, 120]);
        call = {
          url: '/api/payment/start',
          body: order(pick(PLATES), { Duration: duration }),
          token: d.token,
          key: `walk-step-${n}`,
        };
      } else if (roll < 0.65) {
        const s = pick(sessions);
        call = {
          url: '/api/payment/renew',
          body: { ReservationId: s.id, Duration: 15 },
          token: pick([s.token, d.token]),
          key: `walk-step-${n}`,
        };
      } else if (roll < 0.85) {
        const s = pick(sessions);
        call = {
          url: '/api/payment/cancel',
          body: { ReservationId: s.id },
          token: pick([s.token, d.token]),
          key: `walk-step-${n}`,
        };
      } else if (keys.length > 0) {
        call = pick(keys); // a retry of an earlier call
      } else return;
      const answer = await t.post(call.url, call.body, call.token, call.key);
      expect(answer.status).toBeLessThan(500);
      const label = answer.body.status === 'ok' ? `${call.url} ok` : `${call.url} ${answer.body.errorName}`;
      outcomes.set(label, (outcomes.get(label) ?? 0) + 1);
      const id = (answer.body.result as { id?: string } | undefined)?.id;
      if (
        answer.body.status === 'ok' &&
        call.url === '/api/payment/start' &&
        id &&
        !sessions.some((s) => s.id === id)
      )
        sessions.push({ id, token: call.token });
      if (keys.length < 200) keys.push(call);
    };

    for (let batch = 0; batch < OPS / AT_ONCE; batch++) {
      clock += Math.floor(random() * 10) * 60_000;
      setClock(new Date(clock).toISOString());
      await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => one(batch * AT_ONCE + i)));
    }

    // the walk really went through the interesting cases
    for (const label of [
      '/api/payment/start ok',
      '/api/payment/start ParkingSessionAlreadyExists',
      '/api/payment/renew ok',
      '/api/payment/cancel ok',
      '/api/payment/cancel NoSaving',
      '/api/payment/renew ParkingSessionIsOver',
    ])
      expect(outcomes.get(label) ?? 0, label).toBeGreaterThan(0);

    const city = await t.city();
    expect(await checkInvariants(city.db)).toEqual(INVARIANTS_HOLD);
    const sql = async (text: string) => (await city.query(text)).rows;
    // money adds up: what drivers were given is what they hold plus what they spent net of refunds
    const [held] = await sql(`SELECT sum(balance) AS n FROM ledger_accounts WHERE kind = 'driver_balance'`);
    const revenue = await systemBalance(city.db, 'city_revenue');
    const refunds = await systemBalance(city.db, 'refunds');
    expect(Number(held!.n) + revenue + refunds).toBe(4 * 150_000);
    // no plate holds two live stays that overlap
    const overlaps = await sql(`
      SELECT count(*) AS n FROM parking_sessions a JOIN parking_sessions b
        ON a.plate = b.plate AND a.id < b.id
       WHERE a.status IN ('active', 'finished') AND b.status IN ('active', 'finished')
         AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at`);
    expect(Number(overlaps[0]!.n)).toBe(0);
    // each session's paid sum is its payments less its refunds in the journal
    const mismatched = await sql(`
      SELECT s.id FROM parking_sessions s
        LEFT JOIN (
          SELECT (t.metadata->>'sessionId') AS sid, sum(-p.amount) AS paid
            FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
            JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'driver_balance'
           GROUP BY 1) j ON j.sid = s.id::text
       WHERE s.sum_kopecks - s.refund_kopecks <> coalesce(j.paid, 0)`);
    expect(mismatched).toEqual([]);
  });
});
