import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { openParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import {
  addDriver,
  addVehicle,
  call,
  freshDriverPhone,
  freshFleetPlate,
  freshImei,
  freshVin,
  newCompany,
  type TestCompany,
} from './corporate-test-kit.ts';

let t: ParkingTestApp;
let perm: CityContext;

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
});
afterAll(async () => {
  await t?.close();
});

async function count(table: string, companyId: number): Promise<number> {
  const { rows } = await perm.query(`SELECT count(*)::int AS n FROM ${table} WHERE company_id = $1`, [
    companyId,
  ]);
  return Number(rows[0]!.n);
}

async function profileOf(c: TestCompany) {
  const res = await call(t, 'GET', '/api/corp-profile/get-profile', { token: c.token });
  expect(res.status).toBe(200);
  return res.body.result as {
    ts: { id: number; numberTs: string; active: boolean }[];
    drivers: {
      id: number;
      name: string;
      phone: string;
      ts: string | null;
      device: string | null;
      active: boolean;
    }[];
    devices: { id: number; active: boolean; imei: string | null; vin: string | null }[];
  };
}

describe('vehicles and devices (POST /api/profile/ts/1, DELETE /api/profile/ts/{id})', () => {
  it('adds a vehicle with an inactive device and lists it as ts and devices', async () => {
    const c = await newCompany(perm);
    const imei = freshImei();
    const vin = freshVin();
    const v = await addVehicle(t, c.token, {
      number: 'a 777 bc 59',
      VINNumber: vin.toLowerCase(),
      IMEI: imei,
    });
    expect(v).toMatchObject({ numberTs: 'А777ВС59', vin, imei, active: false });
    const profile = await profileOf(c);
    expect(profile.ts).toEqual([{ id: v.id, numberTs: 'А777ВС59', vin, imei, active: false }]);
    expect(profile.devices).toEqual([{ id: v.id, active: false, imei, vin }]);
  });

  it('refuses duplicates with the seeds’ messages, in the database as well', async () => {
    const c = await newCompany(perm);
    const v = await addVehicle(t, c.token);
    const samePlate = await call(t, 'POST', '/api/profile/ts/1', {
      token: c.token,
      body: { number: v.numberTs.toLowerCase(), IMEI: freshImei() },
    });
    expect(samePlate.status).toBe(409);
    expect(samePlate.body).toMatchObject({
      errorName: 'VehicleExists',
      errorMessage: 'Данное транспортное средство уже существует',
    });
    const sameVin = await call(t, 'POST', '/api/profile/ts/1', {
      token: c.token,
      body: { number: freshFleetPlate(), VINNumber: v.vin },
    });
    expect(sameVin.body).toMatchObject({
      errorName: 'DeviceExists',
      errorMessage: 'Данное отслеживающее устройство уже существует',
    });
    // an IMEI is unique in the whole city: another company cannot register it either
    const other = await newCompany(perm);
    const sameImei = await call(t, 'POST', '/api/profile/ts/1', {
      token: other.token,
      lang: 'en',
      body: { number: freshFleetPlate(), IMEI: v.imei },
    });
    expect(sameImei.status).toBe(409);
    expect(sameImei.body).toMatchObject({
      errorName: 'DeviceExists',
      errorMessage: 'This tracking device already exists',
    });
    expect(await count('company_vehicles', c.id)).toBe(1);
    expect(await count('company_vehicles', other.id)).toBe(0);
  });

  it('maps unique violations of concurrent adds to the same error names', async () => {
    const c = await newCompany(perm);
    const number = freshFleetPlate();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t, 'POST', '/api/profile/ts/1', { token: c.token, body: { number, IMEI: freshImei() } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.errorName).toBe('VehicleExists');
    const imei = freshImei();
    const [a, b] = await Promise.all([
      newCompany(perm).then((x) =>
        call(t, 'POST', '/api/profile/ts/1', { token: x.token, body: { number, IMEI: imei } }),
      ),
      newCompany(perm).then((x) =>
        call(t, 'POST', '/api/profile/ts/1', { token: x.token, body: { number, IMEI: imei } }),
      ),
    ]);
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    expect([a!.body.errorName, b!.body.errorName]).toContain('DeviceExists');
  });

  it('validates fields with named errors in ru and en', async () => {
    const c = await newCompany(perm);
    const none = await call(t, 'POST', '/api/profile/ts/1', {
      token: c.token,
      body: { number: freshFleetPlate() },
    });
    expect(none.status).toBe(400);
    expect(none.body.errorName).toBe('VIN_IMEI_EMPTY');
    const badImei = await call(t, 'POST', '/api/profile/ts/1', {
      token: c.token,
      lang: 'en',
      body: { number: freshFleetPlate(), IMEI: '123456789012345' },
    });
    expect(badImei.body).toMatchObject({ errorName: 'InvalidImei', errorMessage: 'An IMEI is 15 digits' });
    const badVin = await call(t, 'POST', '/api/profile/ts/1', {
      token: c.token,
      body: { number: freshFleetPlate(), VINNumber: 'IOQ' },
    });
    expect(badVin.body.errorName).toBe('InvalidVin');
    expect(String(badVin.body.errorMessage)).toMatch(/VIN должен/);
    expect(await count('company_vehicles', c.id)).toBe(0);
  });

  it('removes only its own vehicle, not one a driver drives, not one parked now', async () => {
    const a = await newCompany(perm);
    const b = await newCompany(perm);
    const bVehicle = await addVehicle(t, b.token);
    const foreign = await call(t, 'DELETE', `/api/profile/ts/${bVehicle.id}`, { token: a.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorName).toBe('VehicleNotFound');
    expect(await count('company_vehicles', b.id)).toBe(1);

    const driven = await addVehicle(t, a.token);
    await addDriver(t, a.token, driven.numberTs);
    const hasDriver = await call(t, 'DELETE', `/api/profile/ts/${driven.id}`, { token: a.token });
    expect(hasDriver.status).toBe(409);
    expect(hasDriver.body.errorName).toBe('VehicleHasDriver');

    const parked = await addVehicle(t, a.token);
    await perm.query(
      `INSERT INTO parking_sessions (company_id, kind, status, zone, plate, category, number_format, starts_at, ends_at,
         duration_minutes, payment_method)
       VALUES ($1, 'payment', 'active', '101', $2, 'B', 'rus', now() - interval '5 minutes', now() + interval '1 hour', 65, 'company')`,
      [a.id, parked.numberTs],
    );
    const occupied = await call(t, 'DELETE', `/api/profile/ts/${parked.id}`, { token: a.token });
    expect(occupied.status).toBe(409);
    expect(occupied.body.errorName).toBe('occupied');

    const free = await addVehicle(t, a.token);
    const removed = await call(t, 'DELETE', `/api/profile/ts/${free.id}`, { token: a.token });
    expect(removed.status).toBe(200);
    expect((await profileOf(a)).ts.map((v) => v.id).sort()).toEqual([driven.id, parked.id].sort());
    const bad = await call(t, 'DELETE', '/api/profile/ts/abc', { token: a.token });
    expect(bad.status).toBe(400);
  });

  it('activates and deactivates a device by plate, vin and imei of its own company only', async () => {
    const a = await newCompany(perm);
    const v = await addVehicle(t, a.token);
    const on = await call(t, 'PUT', '/api/corp-profile/activate-device', {
      token: a.token,
      form: true,
      body: { grz: v.numberTs, vin: v.vin, imei: v.imei, inn: a.inn },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.result).toMatchObject({ id: v.id, active: true });
    const wrongImei = await call(t, 'PUT', '/api/corp-profile/deactivate-device', {
      token: a.token,
      body: { grz: v.numberTs, imei: freshImei(), inn: a.inn },
    });
    expect(wrongImei.status).toBe(404);
    expect(wrongImei.body.errorName).toBe('VehicleNotFound');
    const b = await newCompany(perm);
    const otherInn = await call(t, 'PUT', '/api/corp-profile/deactivate-device', {
      token: a.token,
      body: { grz: v.numberTs, inn: b.inn },
    });
    expect(otherInn.status).toBe(400);
    expect(otherInn.body.errorName).toBe('InnMismatch');
    // b cannot touch a's device even with a's inn
    const foreign = await call(t, 'PUT', '/api/corp-profile/deactivate-device', {
      token: b.token,
      body: { grz: v.numberTs, inn: a.inn },
    });
    expect(foreign.body.errorName).toBe('InnMismatch');
    const foreignOwnInn = await call(t, 'PUT', '/api/corp-profile/deactivate-device', {
      token: b.token,
      body: { grz: v.numberTs, inn: b.inn },
    });
    expect(foreignOwnInn.body.errorName).toBe('VehicleNotFound');
    expect((await profileOf(a)).devices[0]!.active).toBe(true);
    const off = await call(t, 'PUT', '/api/corp-profile/deactivate-device', {
      token: a.token,
      body: { grz: v.numberTs, inn: a.inn },
    });
    expect(off.body.result).toMatchObject({ active: false });
  });
});

describe('drivers', () => {
  it('adds an inactive driver of a vehicle; the name is composed; two words mean no patronymic', async () => {
    const c = await newCompany(perm);
    const v = await addVehicle(t, c.token);
    const phone = freshDriverPhone();
    const d = await addDriver(t, c.token, v.numberTs, {
      driver: '  Сидоров   Пётр ',
      phone: `8${phone.slice(1)}`,
    });
    expect(d).toMatchObject({
      name: 'Сидоров Пётр',
      lastName: 'Сидоров',
      firstName: 'Пётр',
      middleName: '',
      phone,
      ts: v.numberTs,
      device: v.imei,
      active: false,
    });
    const profile = await profileOf(c);
    expect(profile.drivers).toHaveLength(1);
  });

  it('refuses VehicleNotFound, DeviceTaken and DoublePhone, with the database behind them', async () => {
    const c = await newCompany(perm);
    const v1 = await addVehicle(t, c.token);
    const v2 = await addVehicle(t, c.token);
    const first = await addDriver(t, c.token, v1.numberTs);
    const add = (body: Record<string, unknown>) =>
      call(t, 'PUT', '/api/corp-profile/add-driver', {
        token: c.token,
        body: { driver: 'Кузнецов Олег', car_number: v2.numberTs, phone: freshDriverPhone(), ...body },
      });
    const noVehicle = await add({ car_number: freshFleetPlate() });
    expect(noVehicle.status).toBe(404);
    expect(noVehicle.body.errorName).toBe('VehicleNotFound');
    const taken = await add({ car_number: v1.numberTs });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      errorName: 'DeviceTaken',
      errorMessage: 'Данное устройство уже занято',
    });
    const doublePhone = await add({ phone: first.phone });
    expect(doublePhone.body.errorName).toBe('DoublePhone');
    const badName = await add({ driver: 'Кузнецов' });
    expect(badName.status).toBe(400);
    expect(badName.body.errorName).toBe('InvalidDriverName');
    const badPhone = await add({ phone: '12345' });
    expect(badPhone.body.errorName).toBe('InvalidFormat');
    expect(await count('company_drivers', c.id)).toBe(1);
    // the unique indexes say the same when the check is bypassed
    await expect(
      perm.query(
        `INSERT INTO company_drivers (company_id, last_name, first_name, phone, vehicle_id) VALUES ($1, 'X', 'Y', $2, $3)`,
        [c.id, first.phone, v2.id],
      ),
    ).rejects.toMatchObject({ constraint: 'company_drivers_phone_uq' });
    // concurrent adds of one phone: one wins, the other answers DoublePhone
    const v3 = await addVehicle(t, c.token);
    const phone = freshDriverPhone();
    const both = await Promise.all([
      add({ phone, car_number: v2.numberTs }),
      add({ phone, car_number: v3.numberTs }),
    ]);
    expect(both.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(both.find((x) => x.status === 409)!.body.errorName).toBe('DoublePhone');
  });

  it('edits by the old values; keeps active unless the phone changes', async () => {
    const c = await newCompany(perm);
    const v1 = await addVehicle(t, c.token);
    const v2 = await addVehicle(t, c.token);
    const d = await addDriver(t, c.token, v1.numberTs, { driver: 'Иванов Иван Иванович' });
    await call(t, 'PUT', '/api/corp-profile/activate-driver', {
      token: c.token,
      body: { fio: 'иванов иван иванович', phone_number: d.phone, inn: c.inn },
    });
    const edit = (body: Record<string, unknown>) =>
      call(t, 'POST', '/api/corp-profile/edit-driver', { token: c.token, form: true, body });
    const moved = await edit({
      driver: 'Иванов Иван Иванович',
      car_number: v1.numberTs,
      phone: d.phone,
      driver_n: 'Иванов Иван',
      car_number_n: v2.numberTs,
      phone_n: d.phone,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.result).toMatchObject({ id: d.id, name: 'Иванов Иван', ts: v2.numberTs, active: true });
    const newPhone = freshDriverPhone();
    const rephoned = await edit({
      driver: 'Иванов Иван',
      car_number: v2.numberTs,
      phone: d.phone,
      driver_n: 'Иванов Иван',
      car_number_n: v2.numberTs,
      phone_n: newPhone,
    });
    expect(rephoned.body.result).toMatchObject({ phone: newPhone, active: false });
    const stale = await edit({
      driver: 'Иванов Иван',
      car_number: v2.numberTs,
      phone: d.phone,
      driver_n: 'Иванов Иван',
      car_number_n: v1.numberTs,
      phone_n: newPhone,
    });
    expect(stale.status).toBe(404);
    expect(stale.body.errorName).toBe('DriverNotFound');
    const other = await addDriver(t, c.token, v1.numberTs);
    const clash = await edit({
      driver: 'Иванов Иван',
      car_number: v2.numberTs,
      phone: newPhone,
      driver_n: 'Иванов Иван',
      car_number_n: v1.numberTs,
      phone_n: newPhone,
    });
    expect(clash.body.errorName).toBe('DeviceTaken');
    const clashPhone = await edit({
      driver: 'Иванов Иван',
      car_number: v2.numberTs,
      phone: newPhone,
      driver_n: 'Иванов Иван',
      car_number_n: v2.numberTs,
      phone_n: other.phone,
    });
    expect(clashPhone.body.errorName).toBe('DoublePhone');
    const { rows } = await perm.query('SELECT phone, vehicle_id FROM company_drivers WHERE id = $1', [d.id]);
    expect(rows[0]).toMatchObject({ phone: newPhone, vehicle_id: v2.id });
  });

  it('activates, deactivates and removes (body or query); InnMismatch and DriverNotFound', async () => {
    const c = await newCompany(perm);
    const v = await addVehicle(t, c.token);
    const d = await addDriver(t, c.token, v.numberTs, { driver: 'Орлова Анна Петровна' });
    const on = await call(t, 'PUT', '/api/corp-profile/activate-driver', {
      token: c.token,
      body: { fio: 'Орлова Анна Петровна', phone_number: `+${d.phone}`, inn: c.inn },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.result).toMatchObject({ id: d.id, active: true });
    const other = await newCompany(perm);
    const mismatch = await call(t, 'PUT', '/api/corp-profile/deactivate-driver', {
      token: c.token,
      body: { fio: 'Орлова Анна Петровна', phone_number: d.phone, inn: other.inn },
    });
    expect(mismatch.body.errorName).toBe('InnMismatch');
    const wrongName = await call(t, 'PUT', '/api/corp-profile/deactivate-driver', {
      token: c.token,
      body: { fio: 'Орлова Мария', phone_number: d.phone, inn: c.inn },
    });
    expect(wrongName.status).toBe(404);
    expect(wrongName.body.errorName).toBe('DriverNotFound');
    const off = await call(t, 'PUT', '/api/corp-profile/deactivate-driver', {
      token: c.token,
      body: { fio: 'Орлова Анна Петровна', phone_number: d.phone, inn: c.inn },
    });
    expect(off.body.result).toMatchObject({ active: false });

    const query = new URLSearchParams({
      driver: 'Орлова Анна Петровна',
      car_number: v.numberTs,
      phone: d.phone,
    });
    const removed = await call(t, 'DELETE', `/api/corp-profile/remove-driver?${query}`, { token: c.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.result).toMatchObject({ id: d.id });
    expect(await count('company_drivers', c.id)).toBe(0);
    const again = await call(t, 'DELETE', '/api/corp-profile/remove-driver', {
      token: c.token,
      body: { driver: 'Орлова Анна Петровна', car_number: v.numberTs, phone: d.phone },
    });
    expect(again.status).toBe(404);
    expect(again.body.errorName).toBe('DriverNotFound');
  });
});

describe('isolation', () => {
  it("company A can neither read nor change company B's drivers, vehicles or devices", async () => {
    const a = await newCompany(perm);
    const b = await newCompany(perm);
    const bv = await addVehicle(t, b.token);
    const bd = await addDriver(t, b.token, bv.numberTs, { driver: 'Белов Борис' });
    const av = await addVehicle(t, a.token);
    expect((await profileOf(a)).ts.map((v) => v.id)).toEqual([av.id]);
    expect((await profileOf(a)).drivers).toEqual([]);

    const tries = [
      call(t, 'PUT', '/api/corp-profile/add-driver', {
        token: a.token,
        body: { driver: 'Белов Борис', car_number: bv.numberTs, phone: freshDriverPhone() },
      }),
      call(t, 'POST', '/api/corp-profile/edit-driver', {
        token: a.token,
        body: {
          driver: 'Белов Борис',
          car_number: bv.numberTs,
          phone: bd.phone,
          driver_n: 'Чужой Водитель',
          car_number_n: av.numberTs,
          phone_n: bd.phone,
        },
      }),
      call(t, 'DELETE', '/api/corp-profile/remove-driver', {
        token: a.token,
        body: { driver: 'Белов Борис', car_number: bv.numberTs, phone: bd.phone },
      }),
      call(t, 'PUT', '/api/corp-profile/activate-driver', {
        token: a.token,
        body: { fio: 'Белов Борис', phone_number: bd.phone, inn: a.inn },
      }),
      call(t, 'PUT', '/api/corp-profile/activate-device', {
        token: a.token,
        body: { grz: bv.numberTs, inn: a.inn },
      }),
      call(t, 'DELETE', `/api/profile/ts/${bv.id}`, { token: a.token }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.status).toBe(404);
      expect(['VehicleNotFound', 'DriverNotFound']).toContain(res.body.errorName);
    }
    const { rows } = await perm.query(
      `SELECT d.last_name, d.first_name, d.active, d.vehicle_id, v.device_active
         FROM company_drivers d JOIN company_vehicles v ON v.id = d.vehicle_id WHERE d.company_id = $1`,
      [b.id],
    );
    expect(rows).toEqual([
      { last_name: 'Белов', first_name: 'Борис', active: false, vehicle_id: bv.id, device_active: false },
    ]);
    // a's own driver may reuse b's phone: phones are unique per company
    const same = await addDriver(t, a.token, av.numberTs, { phone: bd.phone });
    expect(same.phone).toBe(bd.phone);
  });
});
