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

const { t, perm } = await openFleetTestApp();

async function sessionsOf(companyId: number) {
  const { rows } = await perm.query('SELECT * FROM parking_sessions WHERE company_id = $1', [companyId]);
  return rows;
}

describe('POST /api/corp-profile/cost and start-parking', () => {
  it('prices a stay for the driver vehicle with the company balance, then starts it on the company money', async () => {
    setClock(MONDAY_10);
    const c = await makeCompany(perm);
    await fundCompany(perm, c.companyId, 10_000);
    const d = await makeFleetDriver(perm, c.companyId, { name: ['Петров', 'Иван', ''] });

    const cost = await t.post('/api/corp-profile/cost', fleetOrder(d.driverId), c.token);
    expect(cost.status).toBe(200);
    expect(cost.body).toMatchObject({
      status: 'ok',
      totalcost: 6000,
      balance: 10_000,
      moneyEnough: true,
      refill: 0,
    });

    const res = await t.post(
      '/api/corp-profile/start-parking',
      fleetOrder(d.driverId),
      c.token,
      'fleet-start-1',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', balance: 4000 });
    expect(res.body.result).toMatchObject({ zone: 'T1', numberTs: d.plate, duration: 60, sum: 6000 });
    expect(await companyBalance(perm, c.companyId)).toBe(4000);
    const [session] = await sessionsOf(c.companyId);
    expect(session).toMatchObject({
      user_id: null,
      company_driver_id: d.driverId,
      payment_method: 'corporate',
    });

    // the company's operation row names the driver and their phone; nobody's personal history
    const { rows: ops } = await perm.query('SELECT * FROM profile_operations WHERE company_id = $1', [
      c.companyId,
    ]);
    expect(ops).toHaveLength(2); // the test top-up and the payment
    const payment = ops.find((o) => o.type === 'payment')!;
    expect(payment).toMatchObject({
      user_id: null,
      company_driver_id: d.driverId,
      driver_name: 'Петров Иван',
      driver_phone: d.phone,
      plate: d.plate,
      status: 'done',
      payment_method: 'corporate',
    });
    expect(Number(payment.amount)).toBe(-6000);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });

  it('replays a retry with the same key: the same answer and one debit', async () => {
    setClock(MONDAY_10);
    const c = await makeCompany(perm);
    await fundCompany(perm, c.companyId, 20_000);
    const d = await makeFleetDriver(perm, c.companyId);
    const first = await t.post(
      '/api/corp-profile/start-parking',
      fleetOrder(d.driverId),
      c.token,
      'fleet-retry-1',
    );
    const again = await t.post(
      '/api/corp-profile/start-parking',
      fleetOrder(d.driverId),
      c.token,
      'fleet-retry-1',
    );
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await companyBalance(perm, c.companyId)).toBe(14_000);
    expect(await sessionsOf(c.companyId)).toHaveLength(1);
    const other = await t.post(
      '/api/corp-profile/start-parking',
      fleetOrder(d.driverId, { Duration: 120 }),
      c.token,
      'fleet-retry-1',
    );
    expect(other.status).toBe(409);
  });

  it('refuses inactive drivers, inactive devices, drivers without a vehicle and other companies’ drivers; nothing moves', async () => {
    setClock(MONDAY_10);
    const c = await makeCompany(perm);
    await fundCompany(perm, c.companyId, 50_000);
    const other = await makeCompany(perm, 'ООО Другая');
    const cases: [Promise<{ driverId: number }>, string, number][] = [
      [makeFleetDriver(perm, c.companyId, { active: false }), 'DriverInactive', 409],
      [makeFleetDriver(perm, c.companyId, { deviceActive: false }), 'DeviceInactive', 409],
      [makeFleetDriver(perm, c.companyId, { vehicle: false }), 'VehicleNotFound', 409],
      [makeFleetDriver(perm, other.companyId), 'DriverNotFound', 404],
    ];
    for (const [made, errorName, status] of cases) {
      const { driverId } = await made;
      for (const url of ['/api/corp-profile/cost', '/api/corp-profile/start-parking']) {
        const res = await t.post(url, fleetOrder(driverId), c.token, `refused-${driverId}-${url.length}`);
        expect([res.status, res.body.errorName]).toEqual([status, errorName]);
      }
    }
    expect(await companyBalance(perm, c.companyId)).toBe(50_000);
    expect(await sessionsOf(c.companyId)).toHaveLength(0);
    expect(await sessionsOf(other.companyId)).toHaveLength(0);
  });

  it('NoMoneyNoHoney when the company balance is short: no session, no money, a retry after a top-up runs', async () => {
    setClock(MONDAY_10);
    const c = await makeCompany(perm);
    await fundCompany(perm, c.companyId, 5999);
    const d = await makeFleetDriver(perm, c.companyId);
    const res = await t.post(
      '/api/corp-profile/start-parking',
      fleetOrder(d.driverId),
      c.token,
      'fleet-short-1',
    );
    expect([res.status, res.body.errorName]).toEqual([402, 'NoMoneyNoHoney']);
    expect(await companyBalance(perm, c.companyId)).toBe(5999);
    expect(await sessionsOf(c.companyId)).toHaveLength(0);
    await fundCompany(perm, c.companyId, 1);
    const retry = await t.post(
      '/api/corp-profile/start-parking',
      fleetOrder(d.driverId),
      c.token,
      'fleet-short-1',
    );
    expect(retry.status).toBe(200);
    expect(await companyBalance(perm, c.companyId)).toBe(0);
  });

  it('refuses an overlapping stay of the same vehicle, bad input with 400s, and driver tokens with 401', async () => {
    setClock(MONDAY_10);
    const c = await makeCompany(perm);
    await fundCompany(perm, c.companyId, 50_000);
    const d = await makeFleetDriver(perm, c.companyId);
    expect((await t.post('/api/corp-profile/start-parking', fleetOrder(d.driverId), c.token)).status).toBe(
      200,
    );
    const twice = await t.post('/api/corp-profile/start-parking', fleetOrder(d.driverId), c.token);
    expect([twice.status, twice.body.errorName]).toEqual([409, 'ParkingSessionAlreadyExists']);
    for (const body of [
      {},
      fleetOrder(0),
      fleetOrder(d.driverId, { Zone: '' }),
      fleetOrder(d.driverId, { Duration: 'x' }),
    ]) {
      const res = await t.post('/api/corp-profile/start-parking', body, c.token);
      expect(res.status).toBe(400);
    }
    const unknownZone = await t.post(
      '/api/corp-profile/cost',
      fleetOrder(d.driverId, { Zone: 'NOPE' }),
      c.token,
    );
    expect([unknownZone.status, unknownZone.body.errorName]).toEqual([404, 'ZoneNotFound']);
    const driver = await t.driver();
    const res = await t.post('/api/corp-profile/start-parking', fleetOrder(d.driverId), driver.token);
    expect([res.status, res.body.errorName]).toEqual([401, 'TokenNotFound']);
    expect(await companyBalance(perm, c.companyId)).toBe(44_000);
  });
});
