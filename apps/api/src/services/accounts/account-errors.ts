import { uniqueViolation } from '../../db/accounts/unique-violation.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * Turns a unique violation on users into the seeds' answer (two registrations or two profile
 * edits racing for one e-mail or phone); anything else is rethrown as it is.
 */
export function takenOrRethrow(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_email_uq') throw new AppError('EmailExists', 409);
  if (constraint === 'users_phone_uq') throw new AppError('PhoneExists', 409);
  throw error;
}
