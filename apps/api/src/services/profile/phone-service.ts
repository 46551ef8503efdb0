import type { ChangePhoneRequest } from '@parking/domain/profile/profile-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { phoneRows } from '../../db/profile/phone-rows.ts';
import type { UserPhoneRow } from '../../db/schema/profile.ts';
import type { Db } from '../../db/db-types.ts';
import { AppError } from '../../errors/app-error.ts';
import { checkCode } from '../accounts/code-checker.ts';
import { withConflicts } from './profile-errors.ts';

export interface PhoneView {
  phone: string;
  isMain: boolean;
}

async function ownPhone(db: Db, userId: number, phone: string): Promise<UserPhoneRow> {
  const row = (await phoneRows.listOf(db, userId)).find((p) => p.phone === phone);
  if (!row) throw new AppError('PhoneNotFound', 404);
  return row;
}

/**
 * A driver's phones (document 2 §4). The main phone is users.phone (the login and the one
 * codes go to); a trigger mirrors it into user_phones, so making a phone main is one update of
 * users.phone and the old main stops being main in the same statement, only when it succeeds.
 */
export const phoneService = {
  async list(db: Db, userId: number): Promise<PhoneView[]> {
    return (await phoneRows.listOf(db, userId)).map((p) => ({ phone: p.phone, isMain: p.isMain }));
  },

  /** confirm-phone with a new number: the driver's first phone is main, later ones are extra. */
  async addConfirmed(db: Db, userId: number, phone: string): Promise<void> {
    const user = await userRows.byId(db, userId);
    if (!user) throw new AppError('TokenNotFound', 401);
    if (user.phone === phone) {
      await userRows.update(db, userId, { phoneConfirmed: true });
      return;
    }
    const list = await phoneRows.listOf(db, userId);
    if (list.some((p) => p.phone === phone)) throw new AppError('DoublePhone', 409);
    if (!user.phone) await userRows.update(db, userId, { phone, phoneConfirmed: true });
    else await phoneRows.addExtra(db, userId, phone);
  },

  async setMain(city: CityContext, userId: number, phone: string): Promise<PhoneView[]> {
    return withConflicts(() =>
      city.db.transaction(async (tx) => {
        const row = await ownPhone(tx, userId, phone);
        if (!row.isMain) await userRows.update(tx, userId, { phone, phoneConfirmed: true });
        return phoneService.list(tx, userId);
      }),
    );
  },

  /** The main phone stays: it is the login; make another main first (MainPhoneNotDeletable). */
  async remove(city: CityContext, userId: number, phone: string): Promise<PhoneView[]> {
    return city.db.transaction(async (tx) => {
      const row = await ownPhone(tx, userId, phone);
      if (row.isMain) throw new AppError('MainPhoneNotDeletable', 409);
      await phoneRows.removeExtra(tx, userId, phone);
      return phoneService.list(tx, userId);
    });
  },

  /**
   * change-phone: oldphone (default the main one) becomes phone, which the code sent by
   * send-sms-code (edit=true) proves; the main flag stays where it was. A wrong code spends a
   * try and changes nothing.
   */
  async change(city: CityContext, userId: number, req: ChangePhoneRequest): Promise<PhoneView[]> {
    const changed = await withConflicts(() =>
      city.db.transaction(async (tx) => {
        const list = await phoneRows.listOf(tx, userId);
        const old = req.oldphone ? list.find((p) => p.phone === req.oldphone) : list.find((p) => p.isMain);
        if (!old) throw new AppError('PhoneNotFound', 404);
        if (list.some((p) => p.phone === req.phone)) throw new AppError('DoublePhone', 409);
        const code = await checkCode(tx, { userId }, 'phone', req.code);
        // The code must have been sent to the new number; a spent try is kept either way.
        if (!code || code.target !== req.phone) return false;
        if (old.isMain) {
          await userRows.update(tx, userId, { phone: req.phone, phoneConfirmed: true });
          await phoneRows.removeExtra(tx, userId, old.phone);
        } else {
          await phoneRows.replaceExtra(tx, userId, old.phone, req.phone);
        }
        return true;
      }),
    );
    if (!changed) throw new AppError('IncorrectCode', 400);
    return phoneService.list(city.db, userId);
  },
};
