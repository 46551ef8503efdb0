import { uniqueViolation } from '../../db/accounts/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';
import { takenOrRethrow } from '../accounts/account-errors.ts';

/** Unique index of the cabinet's tables → the seeds' answer when two writes race past a check. */
const BY_CONSTRAINT: Record<string, AppError['errorName']> = {
  vehicles_plate_uq: 'VehicleExists',
  vehicles_sts_uq: 'StsExists',
  user_documents_uq: 'DocumentExists',
  user_phones_phone_uq: 'PhoneExists',
};

export function profileConflictOrRethrow(error: unknown): never {
  const constraint = uniqueViolation(error);
  const name = constraint ? BY_CONSTRAINT[constraint] : undefined;
  if (name) throw new AppError(name, 409);
  return takenOrRethrow(error);
}

/** Runs a write, turning the cabinet's unique violations into their answers. */
export async function withConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError) throw error;
    return profileConflictOrRethrow(error);
  }
}
