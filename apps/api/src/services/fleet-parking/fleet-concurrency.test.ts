import { describe, expect, it } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { MONDAY_10, setClock } from '../parking/parking-test-kit.ts';
import {
  companyBalance,
  fleetOrder,
  fundCompany,
  makeCompany,
  makeFleetDriver,
  openFleetTestApp,
} from './fleet-test-kit.ts';

// Meaningful on the PostgreSQL server (DATABASE_URL: CI's second pass), where the requests
// really run at once; on PGlite they queue and the same rules must still hold.

const { t, perm } = await openFleetTestApp();

describe('fleet starts at once against one company balance', () => {
  it('20 drivers at once, money for 7: exactly 7 start, the balance never goes below zero', async () => {
    setClock(MONDAY_10);
    const c = await makeCompany(perm);
    await fundCompany(perm, c.companyId, 7 * 6000 + 5999);
    const drivers = [];
    for (let i = 0; i < 20; i++) drivers.push(await makeFleetDriver(perm, c.companyId));
    const answers = await Promise.all(
      drivers.map((d, i) =>
        t.post(
          '/api/corp-profile/start-parking',
          fleetOrder(d.driverId),
          c.token,
          `race-${c.companyId}-${i}`,
        ),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(7);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.errorName)).toEqual(
      Array(13).fill('NoMoneyNoHoney'),
    );
    expect(await companyBalance(perm, c.companyId)).toBe(5999);
    const { rows } = await perm.query(
      'SELECT count(*)::int AS n FROM parking_sessions WHERE company_id = $1',
      [c.companyId],
    );
    expect(rows[0]!.n).toBe(7);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });

  it('one driver, 10 keys at once: one stay (the vehicle rule), one debit; one key 10 times: one answer', async () => {
    setClock(MONDAY_10);
    const c = await makeCompany(perm);
    await fundCompany(perm, c.companyId, 100_000);
    const d = await makeFleetDriver(perm, c.companyId);
    const keys = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.post(
          '/api/corp-profile/start-parking',
          fleetOrder(d.driverId),
          c.token,
          `plate-race-${c.companyId}-${i}`,
        ),
      ),
    );
    expect(keys.filter((a) => a.status === 200)).toHaveLength(1);
    expect(new Set(keys.filter((a) => a.status !== 200).map((a) => a.body.errorName))).toEqual(
      new Set(['ParkingSessionAlreadyExists']),
    );
    const d2 = await makeFleetDriver(perm, c.companyId);
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.post('/api/corp-profile/start-parking', fleetOrder(d2.driverId), c.token, `one-key-${c.companyId}`),
      ),
    );
    expect(same.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(same.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await companyBalance(perm, c.companyId)).toBe(100_000 - 2 * 6000);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });
});
