import type {
  AccountSettingName,
  AccountSettings,
  ChangePasswordRequest,
  ChangeProfileRequest,
} from '@parking/domain/profile/profile-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { userRows, type NewUser } from '../../db/accounts/user-rows.ts';
import { zoneExists } from '../../db/map-content/zone-exists.ts';
import { settingsRows } from '../../db/profile/settings-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { passwordHashing } from '../accounts/password-hashing.ts';
import { tokenService } from '../accounts/token-service.ts';

async function userOf(city: CityContext, userId: number) {
  const user = await userRows.byId(city.db, userId);
  if (!user) throw new AppError('TokenNotFound', 401);
  return user;
}

/** The profile modal's main and password steps, and the account settings (document 2 §4, §7). */
export const accountEditService = {
  /**
   * change-profile: only the fields sent change. The e-mail may come along unchanged (the web
   * form sends it back); a new one needs its code (send-email-code edit, confirm-email). A
   * default zone must be one of the city's (ZoneNotFound); empty clears it.
   */
  async changeProfile(city: CityContext, userId: number, req: ChangeProfileRequest): Promise<void> {
    const user = await userOf(city, userId);
    if (req.email !== undefined && req.email !== user.email) throw new AppError('EmailChangeNeedsCode', 409);
    const patch: Partial<NewUser> = {};
    if (req.firstname !== undefined) patch.firstName = req.firstname;
    if (req.lastname !== undefined) patch.lastName = req.lastname;
    if (req.middlename !== undefined) patch.middleName = req.middlename;
    if (req.defaultZone !== undefined) {
      if (req.defaultZone !== '' && !(await zoneExists(city.db, req.defaultZone))) {
        throw new AppError('ZoneNotFound', 404, { defaultZone: 'ZoneNotFound' });
      }
      patch.defaultZone = req.defaultZone || null;
    }
    if (Object.keys(patch).length > 0) await userRows.update(city.db, userId, patch);
  },

  /**
   * change-password: the current password must verify (CurrentPasswordIncorrect); an account
   * without one (external ID, one-time call password) sets its first. Other sessions of the
   * account end: whoever knew the old password is logged out; this token stays.
   */
  async changePassword(
    city: CityContext,
    auth: { userId: number; tokenId: number },
    req: ChangePasswordRequest,
  ): Promise<void> {
    const user = await userOf(city, auth.userId);
    if (user.passwordHash) {
      const current = (req.currentpass ?? '').trim();
      if (!current || !(await passwordHashing.verify(user.passwordHash, current))) {
        throw new AppError('CurrentPasswordIncorrect', 400);
      }
    }
    const passwordHash = await passwordHashing.hash(req.pass);
    await city.db.transaction(async (tx) => {
      await userRows.update(tx, auth.userId, { passwordHash });
      await tokenService.revokeAllOf(tx, auth.userId, auth.tokenId);
    });
  },

  async settings(city: CityContext, userId: number): Promise<AccountSettings> {
    return settingsRows.of(city.db, userId);
  },

  async changeSetting(
    city: CityContext,
    userId: number,
    name: AccountSettingName,
    value: boolean,
  ): Promise<AccountSettings> {
    await settingsRows.set(city.db, userId, name, value);
    return settingsRows.of(city.db, userId);
  },
};
