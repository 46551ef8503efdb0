import type {
  AddDriverRequest,
  DriverActivationRequest,
  EditDriverRequest,
  FleetDriver,
} from '@parking/domain/company/company-contracts';
import {
  COMPANY_DRIVERS_MAX,
  composeDriverName,
  driverConflictOf,
  type DriverName,
} from '@parking/domain/company/company-rules';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { fleetRows, type FleetDriverRecord, type FleetVehicleRecord } from '../../db/company/fleet-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CompanyAuth } from './company-auth.ts';
import { mapFleetConflicts } from './fleet-errors.ts';
import { fleetDriverView } from './fleet-view.ts';
import { refuseOtherInn } from './fleet-vehicles.ts';

const sameName = (a: DriverName, b: DriverName) =>
  composeDriverName(a).toLowerCase() === composeDriverName(b).toLowerCase();

/** The driver as the list shows them: name, plate (when given) and phone; else DriverNotFound (404). */
function driverOf(
  drivers: FleetDriverRecord[],
  key: { name: DriverName; phone: string; ts?: string },
): FleetDriverRecord {
  const found = drivers.find(
    (d) => d.phone === key.phone && sameName(d, key.name) && (key.ts === undefined || d.ts === key.ts),
  );
  if (!found) throw new AppError('DriverNotFound', 404);
  return found;
}

/** The company's vehicle a driver will drive, after the §5 checks (VehicleNotFound, DeviceTaken, DoublePhone). */
function vehicleFor(
  drivers: FleetDriverRecord[],
  vehicles: FleetVehicleRecord[],
  candidate: { phone: string; ts: string },
  exceptDriverId?: number,
): FleetVehicleRecord {
  const conflict = driverConflictOf(drivers, vehicles, candidate, exceptDriverId);
  if (conflict) throw new AppError(conflict, conflict === 'VehicleNotFound' ? 404 : 409);
  return vehicles.find((v) => v.numberTs === candidate.ts)!;
}

/** One locked read of the company's fleet, then a change, then the changed driver. */
async function change(
  city: CityContext,
  companyId: number,
  write: (tx: Db, drivers: FleetDriverRecord[], vehicles: FleetVehicleRecord[]) => Promise<number>,
): Promise<FleetDriver> {
  return mapFleetConflicts(() =>
    city.db.transaction(async (tx) => {
      await fleetRows.lockCompany(tx, companyId);
      const [drivers, vehicles] = [
        await fleetRows.drivers(tx, companyId),
        await fleetRows.vehicles(tx, companyId),
      ];
      const id = await write(tx, drivers, vehicles);
      return fleetDriverView((await fleetRows.driver(tx, companyId, id))!);
    }),
  );
}

export const fleetDrivers = {
  /** PUT /api/corp-profile/add-driver: a new driver starts inactive (§4: active only after ok). */
  async add(city: CityContext, companyId: number, input: AddDriverRequest): Promise<FleetDriver> {
    return change(city, companyId, async (tx, drivers, vehicles) => {
      const vehicle = vehicleFor(drivers, vehicles, { phone: input.phone, ts: input.car_number });
      if (drivers.length >= COMPANY_DRIVERS_MAX) throw new AppError('DriversLimit', 409);
      return fleetRows.insertDriver(tx, companyId, {
        ...input.driver,
        phone: input.phone,
        vehicleId: vehicle.id,
      });
    });
  },

  /**
   * POST /api/corp-profile/edit-driver: the old values find the driver, the new ones replace
   * them. The driver stays active unless the phone changes: a new number is a new line to
   * activate again.
   */
  async edit(city: CityContext, companyId: number, input: EditDriverRequest): Promise<FleetDriver> {
    return change(city, companyId, async (tx, drivers, vehicles) => {
      const driver = driverOf(drivers, { name: input.driver, phone: input.phone, ts: input.car_number });
      const vehicle = vehicleFor(
        drivers,
        vehicles,
        { phone: input.phone_n, ts: input.car_number_n },
        driver.id,
      );
      await fleetRows.updateDriver(tx, companyId, driver.id, {
        ...input.driver_n,
        phone: input.phone_n,
        vehicleId: vehicle.id,
        active: driver.active && driver.phone === input.phone_n,
      });
      return driver.id;
    });
  },

  /** DELETE /api/corp-profile/remove-driver: answers the driver as they were. */
  async remove(city: CityContext, companyId: number, input: AddDriverRequest): Promise<FleetDriver> {
    return city.db.transaction(async (tx) => {
      await fleetRows.lockCompany(tx, companyId);
      const driver = driverOf(await fleetRows.drivers(tx, companyId), {
        name: input.driver,
        phone: input.phone,
        ts: input.car_number,
      });
      await fleetRows.deleteDriver(tx, companyId, driver.id);
      return fleetDriverView(driver);
    });
  },

  /** PUT activate-driver / deactivate-driver: the driver by name and phone, in the company of inn. */
  async setActive(
    city: CityContext,
    company: CompanyAuth,
    input: DriverActivationRequest,
    active: boolean,
  ): Promise<FleetDriver> {
    refuseOtherInn(company, input.inn);
    return change(city, company.companyId, async (tx, drivers) => {
      const driver = driverOf(drivers, { name: input.fio, phone: input.phone_number });
      await fleetRows.setDriverActive(tx, company.companyId, driver.id, active);
      return driver.id;
    });
  },
};
