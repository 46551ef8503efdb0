import { afterAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../../db/ledger/check-invariants.ts';
import { addZone, openParkingApp } from '../../services/parking/parking-test-kit.ts';

// Bad input on every session call: a 4xx envelope with a name the web translates, never a
// 500, and nothing written.

const URLS = [
  '/api/payment/cost',
  '/api/payment/start',
  '/api/payment/post-payment-start',
  '/api/payment/continue',
  '/api/payment/renew',
  '/api/payment/cancel',
  '/api/payment/unregistered/cost',
  '/api/payment/unregistered/start',
  '/api/payment/unregistered/post-payment-start',
];
const NO_BALANCE_URLS = [
  '/api/payment/start/v2',
  '/api/payment/cancel/v2',
  '/api/payment/break/v1',
  '/api/payment/deffered/v1',
];

const JUNK: unknown[] = [
  {},
  { Vehicle: null, Zone: null, Duration: null, ReservationId: null, OrderId: null },
  { Vehicle: ['x'], Zone: { a: 1 }, Duration: 'abc', ReservationId: {}, OrderId: [], PaymentService: 5 },
  { Vehicle: { Number: 'A'.repeat(500) }, Zone: 'Z'.repeat(500), Duration: 1e20, timestart: 'yesterday' },
  {
    Vehicle: { Number: 'А123АА59' },
    Zone: 'T1',
    Duration: -15,
    ReservationId: '99999999999999999999',
    phone: 'x',
  },
  { order: 'not json', OrderId: "1'; DROP TABLE parking_sessions; --", PaymentService: '' },
  { transport: 123, duration: true, zone: false, reservation: -1, postPaymentStartTime: 5 },
];

const t = await openParkingApp(['perm', 'sevastopol']);
await addZone(await t.city(), 'T1');
afterAll(() => t.close());

async function rowCounts(code: string) {
  const { rows } = await (
    await t.city(code)
  ).query(
    `SELECT (SELECT count(*) FROM parking_sessions)::int AS s, (SELECT count(*) FROM ledger_transactions)::int AS l,
            (SELECT count(*) FROM idempotency_keys)::int AS k`,
  );
  return rows[0];
}

describe('junk bodies on the session calls', () => {
  it('answer a 4xx envelope and change nothing (perm)', async () => {
    const driver = await t.driver();
    const guest = await t.guest();
    const before = await rowCounts('perm');
    for (const url of URLS) {
      const token = url.includes('unregistered') ? guest : driver.token;
      for (const body of JUNK) {
        const res = await t.post(url, body, token, `junk-key-${Math.random()}`);
        const what = `${url} ${JSON.stringify(body)}`;
        expect(res.status, what).toBeGreaterThanOrEqual(400);
        expect(res.status, what).toBeLessThan(500);
        expect(res.body.status, what).toBe('error');
        expect(typeof res.body.errorName, what).toBe('string');
      }
    }
    expect(await rowCounts('perm')).toEqual(before);
    expect(await checkInvariants((await t.city()).db)).toMatchObject({ postingsSumZero: true });
  });

  it('answer a 4xx envelope and change nothing (sevastopol, no-balance calls)', async () => {
    const driver = await t.driver('sevastopol');
    const before = await rowCounts('sevastopol');
    for (const url of NO_BALANCE_URLS) {
      for (const body of JUNK) {
        const res = await t.post(url, body, driver.token, undefined, 'sevastopol');
        const what = `${url} ${JSON.stringify(body)}`;
        expect(res.status, what).toBeGreaterThanOrEqual(400);
        expect(res.status, what).toBeLessThan(500);
        expect(res.body.status, what).toBe('error');
      }
    }
    expect(await rowCounts('sevastopol')).toEqual(before);
  });

  it('a bad token is TokenNotFound before any input check', async () => {
    for (const url of [...URLS, ...NO_BALANCE_URLS]) {
      const res = await t.post(url, {}, 'x'.repeat(43));
      expect(res.status, url).toBe(401);
      expect(res.body.errorName, url).toBe('TokenNotFound');
    }
  });
});
