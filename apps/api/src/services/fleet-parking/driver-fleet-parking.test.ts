import { describe, expect, it } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { balanceOf, systemBalance } from '../ledger/ledger-accounts.ts';
import { freshPlate, MONDAY_10, order, setClock } from '../parking/parking-test-kit.ts';
import {
  companyBalance,
  fundCompany,
  makeCompany,
  makeFleetDriver,
  makeRegisteredDriver,
  openFleetTestApp,
} from './fleet-test-kit.ts';

const { t, perm } = await openFleetTestApp();

/** A funded company, its active driver with a vehicle, and that driver registered in the app. */
async function fleet(kopecks = 50_000, opts: Parameters<typeof makeFleetDriver>[2] = {}) {
  const c = await makeCompany(perm, 'ООО Такси');
  await fundCompany(perm, c.companyId, kopecks);
  const d = await makeFleetDriver(perm, c.companyId, opts);
  const user = await makeRegisteredDriver(perm, d.phone);
  await t.fund(user.userId, 1000);
  return { ...c, ...d, user, method: `corporate:${c.companyId}` };
}

const personalOps = async (userId: number) =>
  (await perm.query('SELECT * FROM profile_operations WHERE user_id = $1', [userId])).rows;

describe('a registered driver parks the company vehicle on the company money', () => {
  it('lists the company as a payer, prices and starts with corporate:<id>; the driver’s money does not move', async () => {
    setClock(MONDAY_10);
    const f = await fleet();
    const profile = await t.get('/api/profile/get-profile-v6', f.user.token);
    const methods = (profile.body.result as { paymentsMethods: Record<string, unknown>[] }).paymentsMethods;
    expect(methods).toContainEqual({
      methodName: f.method,
      methodNameForShow: 'ООО Такси',
      methodDescription: expect.any(String),
      isPhoneRequired: false,
    });

    const cost = await t.post(
      '/api/payment/cost',
      order(f.plate, { PaymentService: f.method }),
      f.user.token,
    );
    expect(cost.body).toMatchObject({ status: 'ok', totalcost: 6000, moneyEnough: true, balance: 1000 });

    const res = await t.post(
      '/api/payment/start',
      order(f.plate, { PaymentService: f.method }),
      f.user.token,
      'drv-fleet-1',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', balance: 1000, result: { sum: 6000, numberTs: f.plate } });
    const again = await t.post(
      '/api/payment/start',
      order(f.plate, { PaymentService: f.method }),
      f.user.token,
      'drv-fleet-1',
    );
    expect(again.body).toEqual(res.body);
    expect(await companyBalance(perm, f.companyId)).toBe(44_000);
    expect(await balanceOf(perm.db, f.user.userId)).toBe(1000);

    const { rows } = await perm.query('SELECT * FROM parking_sessions WHERE company_id = $1', [f.companyId]);
    expect(rows).toMatchObject([
      { user_id: f.user.userId, company_driver_id: f.driverId, payment_method: 'corporate' },
    ]);
    // the stay is in the driver's running sessions, the money only in the company's list
    const after = await t.get('/api/profile/get-profile-v6', f.user.token);
    expect((after.body.result as { sessions: unknown[] }).sessions).toHaveLength(1);
    expect((await personalOps(f.user.userId)).map((o) => o.type)).toEqual(['refill']);
    const { rows: ops } = await perm.query(
      "SELECT * FROM profile_operations WHERE company_id = $1 AND type = 'payment'",
      [f.companyId],
    );
    expect(ops).toMatchObject([
      { driver_name: 'Иванов Пётр Сергеевич', driver_phone: f.phone, user_id: null },
    ]);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });

  it('refuses other companies, inactive drivers and devices, another vehicle, unconfirmed phones, post-payment', async () => {
    setClock(MONDAY_10);
    const f = await fleet();
    const stranger = await makeCompany(perm);
    const start = (token: string, plate: string, method: string, extra: Record<string, unknown> = {}) =>
      t.post('/api/payment/start', order(plate, { PaymentService: method, ...extra }), token);
    const err = (r: { status: number; body: { errorName?: string } }) => [r.status, r.body.errorName];

    expect(err(await start(f.user.token, f.plate, `corporate:${stranger.companyId}`))).toEqual([
      404,
      'CompanyNotFound',
    ]);
    expect(err(await start(f.user.token, f.plate, 'corporate:999999'))).toEqual([404, 'CompanyNotFound']);
    expect(err(await start(f.user.token, 'В777ВВ77', f.method))).toEqual([409, 'VehicleNotFound']);
    expect(err(await start(f.user.token, f.plate, f.method, { timestart: '2026-03-16T04:30:00Z' }))).toEqual([
      400,
      'PaymentServiceNotFound',
    ]);
    const inactive = await fleet(50_000, { active: false });
    expect(err(await start(inactive.user.token, inactive.plate, inactive.method))).toEqual([
      409,
      'DriverInactive',
    ]);
    const noDevice = await fleet(50_000, { deviceActive: false });
    expect(err(await start(noDevice.user.token, noDevice.plate, noDevice.method))).toEqual([
      409,
      'DeviceInactive',
    ]);
    // a phone typed at registration but never confirmed is nobody's company phone
    const c = await makeCompany(perm);
    const d = await makeFleetDriver(perm, c.companyId);
    const unconfirmed = await makeRegisteredDriver(perm, d.phone, false);
    expect(err(await start(unconfirmed.token, d.plate, `corporate:${c.companyId}`))).toEqual([
      404,
      'CompanyNotFound',
    ]);
    const profile = await t.get('/api/profile/get-profile-v6', unconfirmed.token);
    expect(JSON.stringify(profile.body)).not.toContain('corporate:');

    for (const x of [f, inactive, noDevice]) expect(await companyBalance(perm, x.companyId)).toBe(50_000);
    const { rows } = await perm.query(
      'SELECT count(*)::int AS n FROM parking_sessions WHERE company_id IS NOT NULL AND plate = ANY($1)',
      [[f.plate, inactive.plate, noDevice.plate, d.plate]],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('renew debits the company and cancel refunds the company, never the driver', async () => {
    setClock(MONDAY_10);
    const f = await fleet(30_000);
    const started = await t.post(
      '/api/payment/start',
      order(f.plate, { PaymentService: f.method, Duration: 120 }),
      f.user.token,
    );
    const id = (started.body.result as { id: string }).id;
    expect(await companyBalance(perm, f.companyId)).toBe(18_000);

    const cost = await t.post('/api/payment/cost', order(f.plate, { ReservationId: id }), f.user.token);
    expect(cost.body).toMatchObject({ totalcost: 6000, moneyEnough: true });
    // whatever method the form sends, a fleet session is extended on the company's money
    const renewed = await t.post(
      '/api/payment/renew',
      { ReservationId: id, Duration: 60, PaymentService: 'balance' },
      f.user.token,
      'drv-renew-1',
    );
    expect(renewed.body).toMatchObject({
      status: 'ok',
      balance: 1000,
      result: { duration: 180, sum: 18_000 },
    });
    expect(await companyBalance(perm, f.companyId)).toBe(12_000);

    const refundsBefore = await systemBalance(perm.db, 'refunds');
    setClock('2026-03-16T10:20:30+05:00'); // 21 minutes used: 2100 of 18000
    const cancelled = await t.post(
      '/api/payment/cancel',
      { ReservationId: id },
      f.user.token,
      'drv-cancel-1',
    );
    expect(cancelled.body).toMatchObject({ status: 'ok', refund: 15_900, balance: 1000 });
    expect(await companyBalance(perm, f.companyId)).toBe(27_900);
    expect(await balanceOf(perm.db, f.user.userId)).toBe(1000);
    expect(await systemBalance(perm.db, 'refunds')).toBe(refundsBefore - 15_900);

    const { rows: ops } = await perm.query(
      'SELECT type, amount::int AS amount, driver_phone FROM profile_operations WHERE company_id = $1 ORDER BY id',
      [f.companyId],
    );
    expect(ops).toEqual([
      { type: 'refill', amount: 30_000, driver_phone: null },
      { type: 'payment', amount: -12_000, driver_phone: f.phone },
      { type: 'renew', amount: -6000, driver_phone: f.phone },
      { type: 'cancel', amount: 15_900, driver_phone: f.phone },
    ]);
    expect((await personalOps(f.user.userId)).map((o) => o.type)).toEqual(['refill']);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });

  it('renew of a fleet session refuses once the driver is deactivated; NoMoneyNoHoney leaves the session as it was', async () => {
    setClock(MONDAY_10);
    const f = await fleet(12_000);
    const started = await t.post(
      '/api/payment/start',
      order(f.plate, { PaymentService: f.method }),
      f.user.token,
    );
    const id = (started.body.result as { id: string }).id;
    const short = await t.post('/api/payment/renew', { ReservationId: id, Duration: 120 }, f.user.token);
    expect([short.status, short.body.errorName]).toEqual([402, 'NoMoneyNoHoney']);
    await perm.query('UPDATE company_drivers SET active = false WHERE id = $1', [f.driverId]);
    const inactive = await t.post('/api/payment/renew', { ReservationId: id, Duration: 30 }, f.user.token);
    expect([inactive.status, inactive.body.errorName]).toEqual([409, 'DriverInactive']);
    expect(await companyBalance(perm, f.companyId)).toBe(6000);
    const { rows } = await perm.query('SELECT duration_minutes FROM parking_sessions WHERE id = $1', [id]);
    expect(rows[0]!.duration_minutes).toBe(60);
    // a driver's own session cannot be renewed with a company's method
    await t.fund(f.user.userId, 10_000);
    const own = await t.post(
      '/api/payment/start',
      order(freshPlate(), { PaymentService: 'balance' }),
      f.user.token,
    );
    const ownId = (own.body.result as { id: string }).id;
    const wrong = await t.post(
      '/api/payment/renew',
      { ReservationId: ownId, Duration: 60, PaymentService: f.method },
      f.user.token,
    );
    expect([wrong.status, wrong.body.errorName]).toEqual([400, 'PaymentServiceNotFound']);
  });
});
