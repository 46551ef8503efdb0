import type { CityContext } from '../../config/city-context.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * The registration form's checks while typing. They say whether an address is taken, which the
 * seeds require; the routes rate-limit them per client address against enumeration.
 */
export const availabilityService = {
  /** UserExists (409) when an account has this e-mail (the seeds' meaning for check-email). */
  async checkEmail(city: CityContext, email: string): Promise<void> {
    if (await userRows.byEmail(city.db, email)) throw new AppError('UserExists', 409);
  },

  /** DoublePhone (409) when it is the caller's own phone already; PhoneExists (409) when another's. */
  async checkPhone(city: CityContext, phone: string, callerUserId: number | null): Promise<void> {
    const owner = await userRows.byPhone(city.db, phone);
    if (!owner) return;
    throw new AppError(owner.id === callerUserId ? 'DoublePhone' : 'PhoneExists', 409);
  },
};
