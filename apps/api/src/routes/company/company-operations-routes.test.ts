import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { useParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import { addDriver, addVehicle, call, newCompany, type TestCompany } from './company-test-kit.ts';

let t: ParkingTestApp;
let perm: CityContext;
useParkingApp((app, city) => {
  t = app;
  perm = city;
});

/** A row of the read model as migration 0029 records a company's operation. */
async function companyOperation(
  c: TestCompany,
  row: {
    driverId: number | null;
    name: string | null;
    phone: string | null;
    plate?: string;
    at: string;
    amount?: number;
  },
): Promise<void> {
  await perm.query(
    `INSERT INTO profile_operations (company_id, company_driver_id, driver_name, driver_phone, occurred_at, type, amount,
       status, card_payment_id, zone, plate, payment_method)
     VALUES ($1, $2, $3, $4, $5, 'payment', $6, 'done', $7, '101', $8, 'company')`,
    [
      c.id,
      row.driverId,
      row.name,
      row.phone,
      row.at,
      row.amount ?? -5000,
      `corp-${randomUUID()}`,
      row.plate ?? null,
    ],
  );
}

type Row = {
  id: string;
  driver: string | null;
  driverPhone: string | null;
  transport: string | null;
  amount: number;
};

async function list(token: string, filter: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/profile/get-operations-with-filter', { token, body: filter });
  return { status: res.status, body: res.body, rows: (res.body.result ?? []) as Row[] };
}

describe('get-operations-with-filter with a corporate token', () => {
  it("lists the company's rows with the driver's name and phone, filtered by Driver (id or phone)", async () => {
    const a = await newCompany(perm);
    const b = await newCompany(perm);
    const v1 = await addVehicle(t, a.token);
    const v2 = await addVehicle(t, a.token);
    const d1 = await addDriver(t, a.token, v1.numberTs, { driver: 'Лебедев Игорь' });
    const d2 = await addDriver(t, a.token, v2.numberTs, { driver: 'Соколова Мария Ивановна' });
    await companyOperation(a, {
      driverId: d1.id,
      name: d1.name,
      phone: d1.phone,
      plate: v1.numberTs,
      at: '2026-03-02T09:00:00Z',
    });
    await companyOperation(a, {
      driverId: d2.id,
      name: d2.name,
      phone: d2.phone,
      plate: v2.numberTs,
      at: '2026-03-03T09:00:00Z',
    });
    await companyOperation(a, {
      driverId: d1.id,
      name: d1.name,
      phone: d1.phone,
      plate: v1.numberTs,
      at: '2026-04-05T09:00:00Z',
    });
    // b's rows, one with a's driver's phone: never in a's list
    await companyOperation(b, {
      driverId: null,
      name: 'Чужой Водитель',
      phone: d1.phone,
      at: '2026-03-04T09:00:00Z',
    });

    const all = await list(a.token);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.rows.map((r) => r.driver)).toEqual([d1.name, d2.name, d1.name]);
    expect(all.rows[0]).toMatchObject({ driverPhone: d1.phone, transport: v1.numberTs, amount: -5000 });

    const byId = await list(a.token, { Driver: String(d2.id) });
    expect(byId.rows.map((r) => r.driver)).toEqual([d2.name]);
    const byPhone = await list(a.token, { Driver: `8${d1.phone.slice(1)}` });
    expect(byPhone.rows).toHaveLength(2);
    const withPeriod = await list(a.token, { Driver: d1.id, StartDate: '01/03/2026', EndDate: '31/03/2026' });
    expect(withPeriod.rows).toHaveLength(1);
    const byVehicle = await list(a.token, { Vehicle: v2.numberTs });
    expect(byVehicle.rows.map((r) => r.driver)).toEqual([d2.name]);

    // b sees only its own row, even asking for a's driver by id
    expect((await list(b.token)).rows.map((r) => r.driver)).toEqual(['Чужой Водитель']);
    expect((await list(b.token, { Driver: d1.id })).rows).toEqual([]);

    const bad = await list(a.token, { Driver: 'Лебедев' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorName).toBe('InvalidFormat');
  });

  it('keeps a removed driver choosable: the profile names them apart, their rows stay found by id', async () => {
    const c = await newCompany(perm);
    const v = await addVehicle(t, c.token);
    const v2 = await addVehicle(t, c.token);
    const gone = await addDriver(t, c.token, v.numberTs, { driver: 'Орлова Анна Петровна' });
    const stays = await addDriver(t, c.token, v2.numberTs, { driver: 'Лебедев Игорь' });
    for (const d of [gone, gone, stays]) {
      await companyOperation(c, { driverId: d.id, name: d.name, phone: d.phone, at: '2026-03-02T09:00:00Z' });
    }
    const removed = await call(t, 'DELETE', '/api/corp-profile/remove-driver', {
      token: c.token,
      body: { driver: gone.name, car_number: v.numberTs, phone: gone.phone },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);

    const profile = await call(t, 'GET', '/api/corp-profile/get-profile', { token: c.token });
    const result = profile.body.result as { drivers: { id: number }[]; removedDrivers: unknown[] };
    expect(result.drivers.map((d) => d.id)).toEqual([stays.id]);
    expect(result.removedDrivers).toEqual([{ id: gone.id, name: gone.name, phone: gone.phone }]);
    expect((await list(c.token, { Driver: gone.id })).rows).toHaveLength(2);
  });

  it("keeps a driver's own list as it was: driver null, the company's rows never in it", async () => {
    const driver = await t.driver();
    await t.fund(driver.userId, 10_000);
    const c = await newCompany(perm);
    await companyOperation(c, {
      driverId: null,
      name: 'Кто-то Другой',
      phone: '79120000000',
      at: '2026-03-04T09:00:00Z',
    });
    const own = await list(driver.token, { Driver: '1' });
    expect(own.status).toBe(200);
    expect(own.rows.length).toBeGreaterThan(0);
    for (const row of own.rows) expect(row.driver).toBeNull();
  });

  it('a guest or operator token is refused; a disabled company too', async () => {
    const c = await newCompany(perm);
    await perm.query('UPDATE companies SET disabled_at = now() WHERE id = $1', [c.id]);
    for (const token of [await t.guest(), c.token]) {
      const res = await list(token);
      expect(res.status).toBe(401);
      expect(res.body.errorName).toBe('TokenNotFound');
    }
  });
});

describe('GET /api/profile/get-balance', () => {
  it("answers the company's whole roubles (cut) and kopecks, and a driver's kopecks", async () => {
    const c = await newCompany(perm);
    const empty = await call(t, 'GET', '/api/profile/get-balance', { token: c.token });
    expect(empty.body).toEqual({ status: 'ok', result: { balance: 0, balanceKopecks: 0 } });
    await perm.query(`SELECT ledger_post('refill', 'system', $1, '{}', $2::jsonb)`, [
      `balance-${c.id}`,
      JSON.stringify([
        { system: 'card_clearing', amount: -99_999 },
        { company: c.id, amount: 99_999 },
      ]),
    ]);
    const funded = await call(t, 'GET', '/api/profile/get-balance', { token: c.token });
    expect(funded.body).toEqual({ status: 'ok', result: { balance: 999, balanceKopecks: 99_999 } });
    const profile = await call(t, 'GET', '/api/corp-profile/get-profile', { token: c.token });
    expect(profile.body.result).toMatchObject({ balance: 999, balanceKopecks: 99_999 });

    const driver = await t.driver();
    await t.fund(driver.userId, 12_345);
    const mine = await call(t, 'GET', '/api/profile/get-balance', { token: driver.token });
    expect(mine.body).toEqual({ status: 'ok', result: { balance: 12_345, balanceKopecks: 12_345 } });
    const guest = await call(t, 'GET', '/api/profile/get-balance', { token: await t.guest() });
    expect(guest.status).toBe(401);
  });
});
