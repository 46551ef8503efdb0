import { uniqueViolation } from '../../db/accounts/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * The database's last word on ParkingSessionAlreadyExists: should two writers of one plate
 * ever get past the advisory lock (a second code path, a hand-made row), the live-plate unique
 * index refuses the second and the driver gets the seeds' error instead of a 500.
 */
export async function liveSessionConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (uniqueViolation(error) === 'parking_sessions_live_plate_uq') {
      throw new AppError('ParkingSessionAlreadyExists', 409);
    }
    throw error;
  }
}
