import type {
  DeviceActivationRequest,
  FleetVehicle,
  FleetVehicleRequest,
} from '@parking/domain/company/company-contracts';
import { COMPANY_VEHICLES_MAX, vehicleDuplicateOf } from '@parking/domain/company/company-rules';
import type { CityContext } from '../../config/city-context.ts';
import { fleetRows, type FleetVehicleRecord } from '../../db/company/fleet-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CompanyAuth } from './company-auth.ts';
import { mapFleetConflicts } from './fleet-errors.ts';
import { fleetVehicleView } from './fleet-view.ts';

/** The inn of an activation call must be the logged-in company's (InnMismatch, 400). */
export function refuseOtherInn(company: CompanyAuth, inn: string): void {
  if (inn !== company.inn) throw new AppError('InnMismatch', 400);
}

/** The company's vehicle with this plate whose device matches the vin and imei sent. */
function deviceOf(
  vehicles: FleetVehicleRecord[],
  key: { grz: string; vin?: string | null; imei?: string | null },
): FleetVehicleRecord {
  const found = vehicles.find(
    (v) => v.numberTs === key.grz && (!key.vin || v.vin === key.vin) && (!key.imei || v.imei === key.imei),
  );
  if (!found) throw new AppError('VehicleNotFound', 404);
  return found;
}

export const fleetVehicles = {
  /** POST /api/profile/ts/1: a vehicle with its device, inactive until activated (§4). */
  async add(city: CityContext, companyId: number, input: FleetVehicleRequest): Promise<FleetVehicle> {
    return mapFleetConflicts(() =>
      city.db.transaction(async (tx) => {
        await fleetRows.lockCompany(tx, companyId);
        const vehicles = await fleetRows.vehicles(tx, companyId);
        const duplicate = vehicleDuplicateOf(vehicles, input);
        if (duplicate) throw new AppError(duplicate, 409);
        if (vehicles.length >= COMPANY_VEHICLES_MAX) throw new AppError('VehiclesLimit', 409);
        return fleetVehicleView(await fleetRows.insertVehicle(tx, companyId, input));
      }),
    );
  },

  /**
   * DELETE /api/profile/ts/{id}: only the company's own vehicle (another id: VehicleNotFound,
   * 404), not one a driver drives (VehicleHasDriver) nor one parked right now (occupied).
   */
  async remove(city: CityContext, companyId: number, id: number): Promise<void> {
    await city.db.transaction(async (tx) => {
      await fleetRows.lockCompany(tx, companyId);
      const vehicle = (await fleetRows.vehicles(tx, companyId)).find((v) => v.id === id);
      if (!vehicle) throw new AppError('VehicleNotFound', 404);
      const drivers = await fleetRows.drivers(tx, companyId);
      if (drivers.some((d) => d.vehicleId === id)) throw new AppError('VehicleHasDriver', 409);
      if (await fleetRows.parkedNow(tx, companyId, vehicle.numberTs)) throw new AppError('occupied', 409);
      await fleetRows.deleteVehicle(tx, companyId, id);
    });
  },

  /** PUT activate-device / deactivate-device: the device by plate (and its vin, imei). */
  async setActive(
    city: CityContext,
    company: CompanyAuth,
    input: DeviceActivationRequest,
    active: boolean,
  ): Promise<FleetVehicle> {
    refuseOtherInn(company, input.inn);
    return city.db.transaction(async (tx) => {
      await fleetRows.lockCompany(tx, company.companyId);
      const vehicle = deviceOf(await fleetRows.vehicles(tx, company.companyId), input);
      const changed = await fleetRows.setDeviceActive(tx, company.companyId, vehicle.id, active);
      return fleetVehicleView(changed!);
    });
  },
};
