import { describe, expect, it } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { balanceOf, systemBalance } from '../ledger/ledger-accounts.ts';
import { MONDAY_10, order, setClock } from '../parking/parking-test-kit.ts';
import {
  companyBalance,
  fleetOrder,
  fundCompany,
  makeCompany,
  makeFleetDriver,
  makeRegisteredDriver,
  openFleetTestApp,
} from './fleet-test-kit.ts';

const { t, perm } = await openFleetTestApp();

let keys = 0;
/** Starts a fleet stay from /coop-profile; the session's wire id. */
async function startStay(token: string, driverId: number, minutes = 60): Promise<string> {
  keys += 1;
  const res = await t.post(
    '/api/corp-profile/start-parking',
    fleetOrder(driverId, { Duration: minutes }),
    token,
    `stay-${keys}-${Date.now()}`,
  );
  expect(res.status).toBe(200);
  return (res.body.result as { id: string }).id;
}

async function ledgerCount(): Promise<number> {
  const { rows } = await perm.query('SELECT count(*)::int AS n FROM ledger_transactions');
  return rows[0]!.n as number;
}

describe('GET /api/corp-profile/get-sessions', () => {
  it("lists only the company's running stays, newest first, with the company driver", async () => {
    setClock(MONDAY_10);
    const c = await makeCompany(perm);
    await fundCompany(perm, c.companyId, 100_000);
    const other = await makeCompany(perm, 'ООО Другая');
    await fundCompany(perm, other.companyId, 100_000);
    const a = await makeFleetDriver(perm, c.companyId, { name: ['Петров', 'Иван', ''] });
    const b = await makeFleetDriver(perm, c.companyId, { name: ['Сидоров', 'Олег', 'Петрович'] });
    const gone = await makeFleetDriver(perm, c.companyId);
    const stranger = await makeFleetDriver(perm, other.companyId);

    const first = await startStay(c.token, a.driverId, 120);
    setClock('2026-03-16T10:05:00+05:00');
    const second = await startStay(c.token, b.driverId, 60);
    const removed = await startStay(c.token, gone.driverId, 60);
    await startStay(other.token, stranger.driverId, 60);
    const short = await makeFleetDriver(perm, c.companyId);
    const ended = await startStay(c.token, short.driverId, 60);
    // a stay whose time ran out, not yet closed by anything
    await perm.query("UPDATE parking_sessions SET ends_at = starts_at + interval '1 minute' WHERE id = $1", [
      Number(ended),
    ]);
    await perm.query('DELETE FROM company_drivers WHERE id = $1', [gone.driverId]);
    // a driver's own (non-fleet) stay is not the company's either
    const user = await makeRegisteredDriver(perm, a.phone);
    await t.fund(user.userId, 10_000);
    const own = await t.post('/api/payment/start', order('А123ВЕ59', { Duration: 60 }), user.token);
    expect(own.status).toBe(200);

    setClock('2026-03-16T10:07:00+05:00');
    const res = await t.get('/api/corp-profile/get-sessions', c.token);
    expect(res.status).toBe(200);
    const result = res.body.result as Record<string, unknown>[];
    expect(result.map((s) => s.id)).toEqual([removed, second, first]);
    expect(result[0]).toMatchObject({
      driver: null,
      driverPhone: null,
      driverId: null,
      numberTs: gone.plate,
    });
    expect(result[1]).toMatchObject({
      id: second,
      reservationId: second,
      zone: 'T1',
      numberTs: b.plate,
      transport: b.plate,
      duration: 60,
      sum: 6000,
      status: 'Действует',
      kind: 'payment',
      driver: 'Сидоров Олег Петрович',
      driverPhone: b.phone,
      driverId: b.driverId,
    });
    expect(result[2]).toMatchObject({ driver: 'Петров Иван', driverPhone: a.phone, driverId: a.driverId });

    const theirs = await t.get('/api/corp-profile/get-sessions', other.token);
    expect((theirs.body.result as unknown[]).length).toBe(1);
    const fresh = await makeCompany(perm, 'ООО Пустая');
    expect((await t.get('/api/corp-profile/get-sessions', fresh.token)).body).toEqual({
      status: 'ok',
      result: [],
    });
    // a driver's token is not a company's
    const refused = await t.get('/api/corp-profile/get-sessions', user.token);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });
  });
});

describe('POST /api/corp-profile/cancel-parking', () => {
  it('stops the stay, gives unused minutes back to the company, and shows the cancel operation', async () => {
    setClock(MONDAY_10);
    const c = await makeCompany(perm);
    await fundCompany(perm, c.companyId, 20_000);
    const d = await makeFleetDriver(perm, c.companyId, { name: ['Петров', 'Иван', ''] });
    const id = await startStay(c.token, d.driverId, 120); // 12000
    expect(await companyBalance(perm, c.companyId)).toBe(8000);

    const refundsBefore = await systemBalance(perm.db, 'refunds');
    setClock('2026-03-16T10:20:30+05:00'); // 21 minutes used: 2100 of 12000
    const res = await t.post(
      '/api/corp-profile/cancel-parking',
      { ReservationId: id },
      c.token,
      'co-cancel-1',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      refund: 9900,
      balance: 17_900,
      result: { id, duration: 21, sum: 2100, endDate: '2026-03-16T05:20:30.000Z' },
    });
    expect(await companyBalance(perm, c.companyId)).toBe(17_900);
    expect(await systemBalance(perm.db, 'refunds')).toBe(refundsBefore - 9900);
    const { rows: sessions } = await perm.query(
      'SELECT status, refund_kopecks::int AS refund FROM parking_sessions WHERE id = $1',
      [Number(id)],
    );
    expect(sessions[0]).toEqual({ status: 'finished', refund: 9900 });

    // an idempotent retry: the same answer, one refund
    const again = await t.post(
      '/api/corp-profile/cancel-parking',
      { ReservationId: id },
      c.token,
      'co-cancel-1',
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await companyBalance(perm, c.companyId)).toBe(17_900);

    // a second cancel under another key: the stay is over, nothing moves
    const before = await ledgerCount();
    const second = await t.post(
      '/api/corp-profile/cancel-parking',
      { ReservationId: id },
      c.token,
      'co-cancel-2',
    );
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ status: 'error', errorName: 'ParkingSessionIsOver' });
    expect(await ledgerCount()).toBe(before);
    expect((await t.get('/api/corp-profile/get-sessions', c.token)).body.result).toEqual([]);

    // the company's operations list: the cancel row with its driver
    const ops = await t.post('/api/profile/get-operations-with-filter', {}, c.token);
    expect(ops.status).toBe(200);
    const rows = ops.body.result as { type?: string; amount: number; driver: string | null }[];
    expect(rows.some((r) => r.amount === 9900 && r.driver === 'Петров Иван')).toBe(true);
    const { rows: stored } = await perm.query(
      'SELECT type, amount::int AS amount, driver_phone, user_id FROM profile_operations WHERE company_id = $1 ORDER BY id',
      [c.companyId],
    );
    expect(stored).toEqual([
      { type: 'refill', amount: 20_000, driver_phone: null, user_id: null },
      { type: 'payment', amount: -12_000, driver_phone: d.phone, user_id: null },
      { type: 'cancel', amount: 9900, driver_phone: d.phone, user_id: null },
    ]);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });

  it('cancels a stay the registered driver started on the company money: the refund is the company’s', async () => {
    setClock(MONDAY_10);
    const c = await makeCompany(perm);
    await fundCompany(perm, c.companyId, 10_000);
    const d = await makeFleetDriver(perm, c.companyId);
    const user = await makeRegisteredDriver(perm, d.phone);
    await t.fund(user.userId, 500);
    const started = await t.post(
      '/api/payment/start',
      order(d.plate, { PaymentService: `corporate:${c.companyId}`, Duration: 60 }),
      user.token,
    );
    expect(started.status).toBe(200);
    const id = (started.body.result as { id: string }).id;
    const listed = await t.get('/api/corp-profile/get-sessions', c.token);
    expect(listed.body.result).toMatchObject([{ id, driverId: d.driverId, driverPhone: d.phone }]);

    setClock('2026-03-16T10:10:00+05:00'); // 10 minutes used: 1000 of 6000
    const res = await t.post(
      '/api/corp-profile/cancel-parking',
      { ReservationId: id },
      c.token,
      'co-cancel-drv',
    );
    expect(res.body).toMatchObject({ status: 'ok', refund: 5000, balance: 9000 });
    expect(await companyBalance(perm, c.companyId)).toBe(9000);
    expect(await balanceOf(perm.db, user.userId)).toBe(500);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });

  it("refuses another company's stay, a driver's own stay, NoSaving and a driver token; nothing moves", async () => {
    setClock(MONDAY_10);
    const c = await makeCompany(perm);
    await fundCompany(perm, c.companyId, 20_000);
    const other = await makeCompany(perm, 'ООО Другая');
    await fundCompany(perm, other.companyId, 20_000);
    const d = await makeFleetDriver(perm, c.companyId);
    const od = await makeFleetDriver(perm, other.companyId);
    const mine = await startStay(c.token, d.driverId, 60);
    const theirs = await startStay(other.token, od.driverId, 60);
    const user = await makeRegisteredDriver(perm, '79990001122');
    await t.fund(user.userId, 10_000);
    const own = await t.post('/api/payment/start', order('В456ОР59', { Duration: 60 }), user.token);
    const ownId = (own.body.result as { id: string }).id;

    setClock('2026-03-16T10:10:00+05:00');
    const before = await ledgerCount();
    for (const [reservationId, key] of [
      [theirs, 'co-refused-1'],
      [ownId, 'co-refused-2'],
      ['999999999', 'co-refused-3'],
    ] as const) {
      const res = await t.post(
        '/api/corp-profile/cancel-parking',
        { ReservationId: reservationId },
        c.token,
        key,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(res.body).toMatchObject({ status: 'error', errorName: 'ParkingSessionNotFound' });
    }
    // a driver's token: TokenNotFound, even for a stay of a company the driver drives for
    const asDriver = await t.post(
      '/api/corp-profile/cancel-parking',
      { ReservationId: mine },
      user.token,
      'co-refused-5',
    );
    expect(asDriver.status).toBe(401);
    expect(asDriver.body).toMatchObject({ status: 'error', errorName: 'TokenNotFound' });

    // under 30 minutes left: NoSaving
    setClock('2026-03-16T10:40:00+05:00');
    const late = await t.post(
      '/api/corp-profile/cancel-parking',
      { ReservationId: mine },
      c.token,
      'co-refused-6',
    );
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ status: 'error', errorName: 'NoSaving' });

    expect(await ledgerCount()).toBe(before);
    expect(await companyBalance(perm, c.companyId)).toBe(14_000);
    expect(await companyBalance(perm, other.companyId)).toBe(14_000);
    const { rows } = await perm.query(
      "SELECT count(*)::int AS n FROM parking_sessions WHERE id = ANY($1) AND status = 'active'",
      [[Number(mine), Number(theirs), Number(ownId)]],
    );
    expect(rows[0]!.n).toBe(3);
  });
});
