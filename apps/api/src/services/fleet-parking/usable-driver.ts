import type { Db } from '../../db/db-types.ts';
import { fleetParkingRows, type FleetParkingDriver } from '../../db/fleet-parking/fleet-parking-rows.ts';
import { AppError } from '../../errors/app-error.ts';

/** A company driver who may park on the company's money, with the plate they drive. */
export type UsableDriver = FleetParkingDriver & { plate: string };

/**
 * The rules of issue 8 item 4 on the company driver a fleet stay is for: the company's own
 * (DriverNotFound, 404, also for another company's driver id, which is not confirmed to exist),
 * the company not disabled (CompanyNotFound), the driver active (DriverInactive), driving a
 * company vehicle (VehicleNotFound) whose tracking device is active (DeviceInactive). In a
 * transaction with `lock`, the driver row stays share-locked until commit.
 */
export async function usableDriver(
  db: Db,
  companyId: number,
  driverId: number,
  lock: boolean,
): Promise<UsableDriver> {
  const driver = await fleetParkingRows.driver(db, companyId, driverId, lock);
  if (!driver) throw new AppError('DriverNotFound', 404);
  return checkUsable(driver);
}

export function checkUsable(driver: FleetParkingDriver): UsableDriver {
  if (driver.companyDisabled) throw new AppError('CompanyNotFound', 404);
  if (!driver.active) throw new AppError('DriverInactive', 409);
  if (driver.plate === null) throw new AppError('VehicleNotFound', 409);
  if (!driver.deviceActive) throw new AppError('DeviceInactive', 409);
  return { ...driver, plate: driver.plate };
}
