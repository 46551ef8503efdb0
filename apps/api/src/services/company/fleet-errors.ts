import type { ErrorName } from '@parking/domain/errors/error-names';
import { uniqueViolation } from '../../db/accounts/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * The unique indexes of migration 0028 behind each duplicate rule: a change that passed the
 * service's check but lost a race (or an IMEI of another company, which the company lock cannot
 * see) answers the same error name as the check would have.
 */
const BY_CONSTRAINT: Record<string, ErrorName> = {
  company_vehicles_plate_uq: 'VehicleExists',
  company_vehicles_vin_uq: 'DeviceExists',
  company_vehicles_imei_uq: 'DeviceExists',
  company_drivers_phone_uq: 'DoublePhone',
  company_drivers_vehicle_uq: 'DeviceTaken',
  companies_login_uq: 'CompanyExists',
};

/** Runs a write; a unique violation of a fleet index becomes its error name (409). */
export async function mapFleetConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    const name = constraint === null ? undefined : BY_CONSTRAINT[constraint];
    if (name) throw new AppError(name, 409);
    throw error;
  }
}
