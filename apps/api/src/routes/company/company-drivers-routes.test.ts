import { describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { useParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import {
  addDriver,
  addVehicle,
  call,
  freshDriverPhone,
  freshFleetPlate,
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
    const profile = await companyProfileOf(t, c);
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
    expect(await companyRowCount(perm, 'company_drivers', c.id)).toBe(1);
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
    expect(await companyRowCount(perm, 'company_drivers', c.id)).toBe(0);
    const again = await call(t, 'DELETE', '/api/corp-profile/remove-driver', {
      token: c.token,
      body: { driver: 'Орлова Анна Петровна', car_number: v.numberTs, phone: d.phone },
    });
    expect(again.status).toBe(404);
    expect(again.body.errorName).toBe('DriverNotFound');
  });
});
