import { describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { useParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import {
  addDriver,
  addVehicle,
  call,
  freshDriverPhone,
  newCompany,
  companyProfileOf,
} from './company-test-kit.ts';

let t: ParkingTestApp;
let perm: CityContext;
useParkingApp((app, city) => {
  t = app;
  perm = city;
});

describe('isolation', () => {
  it("company A can neither read nor change company B's drivers, vehicles or devices", async () => {
    const a = await newCompany(perm);
    const b = await newCompany(perm);
    const bv = await addVehicle(t, b.token);
    const bd = await addDriver(t, b.token, bv.numberTs, { driver: 'Белов Борис' });
    const av = await addVehicle(t, a.token);
    expect((await companyProfileOf(t, a)).ts.map((v) => v.id)).toEqual([av.id]);
    expect((await companyProfileOf(t, a)).drivers).toEqual([]);

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
