import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { addZone, freshPlate, openParkingApp, order, setClock } from './parking-test-kit.ts';

// Meaningful on a PostgreSQL server (DATABASE_URL set, as in the CI's second run): there the
// requests really run at once on 25 connections. PGlite runs transactions one at a time; the
// outcomes must be the same there.

const t = await openParkingApp(['perm'], { PG_POOL_MAX: '25' });
await addZone(await t.city(), 'T1');
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('session starts under concurrent load', () => {
  it('50 simultaneous starts against a balance covering 10: exactly 10 sessions, balance 0', async () => {
    setClock('2026-03-16T10:00:00+05:00'); // 60 minutes cost 6000
    const d = await t.driver();
    await t.fund(d.userId, 60_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.post('/api/payment/start', order(freshPlate()), d.token, `load-start-${i}`),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(10);
    expect(answers.filter((a) => a.status === 402 && a.body.errorName === 'NoMoneyNoHoney')).toHaveLength(40);
    const city = await t.city();
    expect(await balanceOf(city.db, d.userId)).toBe(0);
    const { rows } = await city.query(`SELECT count(*)::int AS n FROM parking_sessions WHERE user_id = $1`, [
      d.userId,
    ]);
    expect(rows[0]!.n).toBe(10);
    expect(await checkInvariants(city.db)).toEqual(INVARIANTS_HOLD);
  });

  it('the same key 20 times at once: one session, one debit, 20 equal answers', async () => {
    setClock('2026-03-16T10:00:00+05:00');
    const d = await t.driver();
    await t.fund(d.userId, 60_000);
    const body = order(freshPlate());
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.post('/api/payment/start', body, d.token, 'one-key-twenty-times')),
    );
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(answers[0]!.body.status).toBe('ok');
    const city = await t.city();
    expect(await balanceOf(city.db, d.userId)).toBe(54_000);
    const { rows } = await city.query(`SELECT count(*)::int AS n FROM parking_sessions WHERE user_id = $1`, [
      d.userId,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('one vehicle, 20 drivers at once with different keys: exactly one session', async () => {
    setClock('2026-03-16T10:00:00+05:00');
    const plate = freshPlate();
    const drivers = await Promise.all(Array.from({ length: 20 }, () => t.driver()));
    for (const d of drivers) await t.fund(d.userId, 6000);
    const answers = await Promise.all(
      drivers.map((d, i) => t.post('/api/payment/start', order(plate), d.token, `same-plate-${i}-key`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errorName === 'ParkingSessionAlreadyExists')).toHaveLength(19);
    const balances = await Promise.all(drivers.map(async (d) => balanceOf((await t.city()).db, d.userId)));
    expect(balances.filter((b) => b === 0)).toHaveLength(1);
    expect(await checkInvariants((await t.city()).db)).toEqual(INVARIANTS_HOLD);
  });

  it('renewals and a cancel of one session at once never double-extend or overdraw', async () => {
    setClock('2026-03-16T10:00:00+05:00');
    const d = await t.driver();
    await t.fund(d.userId, 30_000);
    const start = await t.post('/api/payment/start', order(freshPlate()), d.token, 'race-start-01');
    const id = (start.body.result as { id: string }).id;
    const calls = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) =>
        t.post('/api/payment/renew', { ReservationId: id, Duration: 60 }, d.token, `race-renew-${i}`),
      ),
      t.post('/api/payment/cancel', { ReservationId: id }, d.token, 'race-cancel-1'),
    ]);
    const renewed = calls.slice(0, 5).filter((c) => c.status === 200).length;
    const cancelled = calls[5]!.status === 200;
    const city = await t.city();
    const { rows } = await city.query(
      `SELECT duration_minutes, sum_kopecks, refund_kopecks FROM parking_sessions WHERE id = $1`,
      [Number(id)],
    );
    const row = rows[0]!;
    // every renewal that got through was paid once; the balance is what was paid minus refunds
    expect(await balanceOf(city.db, d.userId)).toBe(
      30_000 - Number(row.sum_kopecks) + Number(row.refund_kopecks),
    );
    expect(Number(row.sum_kopecks)).toBe(6000 * (1 + renewed));
    expect(cancelled || renewed === 4).toBe(true);
    expect(await checkInvariants(city.db)).toEqual(INVARIANTS_HOLD);
  });
});
