import { describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { useParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import {
  addDriver,
  addVehicle,
  call,
  freshFleetPlate,
  freshImei,
  freshVin,
  newCompany,
  companyRowCount,
  companyProfileOf,
} from './company-test-kit.ts';

let t: ParkingTestApp;
let perm: CityContext;
useParkingApp((app, city) => {
  t = app;
  perm = city;
});

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
    const profile = await companyProfileOf(t, c);
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
    expect(await companyRowCount(perm, 'company_vehicles', c.id)).toBe(1);
    expect(await companyRowCount(perm, 'company_vehicles', other.id)).toBe(0);
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
    expect(await companyRowCount(perm, 'company_vehicles', c.id)).toBe(0);
  });

  it('removes only its own vehicle, not one a driver drives, not one parked now', async () => {
    const a = await newCompany(perm);
    const b = await newCompany(perm);
    const bVehicle = await addVehicle(t, b.token);
    const foreign = await call(t, 'DELETE', `/api/profile/ts/${bVehicle.id}`, { token: a.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorName).toBe('VehicleNotFound');
    expect(await companyRowCount(perm, 'company_vehicles', b.id)).toBe(1);

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
    expect((await companyProfileOf(t, a)).ts.map((v) => v.id).sort()).toEqual([driven.id, parked.id].sort());
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
    expect((await companyProfileOf(t, a)).devices[0]!.active).toBe(true);
    const off = await call(t, 'PUT', '/api/corp-profile/deactivate-device', {
      token: a.token,
      body: { grz: v.numberTs, inn: a.inn },
    });
    expect(off.body.result).toMatchObject({ active: false });
  });
});
