import type { ConfirmationType } from '@parking/domain/accounts/auth-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { UserRow } from '../../db/schema/accounts.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { takenOrRethrow } from './account-errors.ts';
import type { ClientMeta } from './client-meta.ts';
import { checkCode } from './code-checker.ts';
import { sendCode } from './code-sender.ts';
import { secretValues } from './secret-values.ts';

async function userOf(city: CityContext, userId: number): Promise<UserRow> {
  const user = await userRows.byId(city.db, userId);
  if (!user) throw new AppError('TokenNotFound', 401);
  return user;
}

/**
 * A logged-in driver confirming or changing the e-mail or phone (the profile modal's steps).
 * The code is bound to the account, so confirming needs the token; the salt answered is only a
 * receipt for the web's confirmation route. edit=false confirms the current address.
 */
export const contactChangeService = {
  async sendEmailCode(
    city: CityContext,
    userId: number,
    email: string,
    edit: boolean,
    meta: ClientMeta,
  ): Promise<string> {
    const user = await userOf(city, userId);
    const target = edit ? email : user.email;
    if (target !== user.email) {
      const owner = await userRows.byEmail(city.db, target);
      if (owner) throw new AppError('EmailExists', 409);
    }
    return send(city, user, 'email', target, 'email', meta);
  },

  async sendSmsCode(
    city: CityContext,
    userId: number,
    phone: string,
    edit: boolean,
    type: ConfirmationType,
    meta: ClientMeta,
  ): Promise<string> {
    const user = await userOf(city, userId);
    const target = edit ? phone : user.phone;
    if (!target) throw new AppError('PhoneEmpty', 400);
    if (edit && target === user.phone && user.phoneConfirmed) throw new AppError('DoublePhone', 409);
    if (target !== user.phone && (await userRows.byPhone(city.db, target))) {
      throw new AppError('PhoneExists', 409);
    }
    return send(city, user, 'phone', target, type === 'Call' ? 'call' : 'sms', meta);
  },

  /** Applies the newest e-mail code: the address it was sent to becomes the confirmed one. */
  async confirmEmail(city: CityContext, userId: number, code: string): Promise<void> {
    await confirm(city, userId, code, 'email');
  },

  async confirmPhone(city: CityContext, userId: number, code: string): Promise<void> {
    await confirm(city, userId, code, 'phone');
  },
};

async function send(
  city: CityContext,
  user: UserRow,
  purpose: 'email' | 'phone',
  target: string,
  channel: 'email' | 'sms' | 'call',
  meta: ClientMeta,
): Promise<string> {
  const salt = secretValues.handle(24);
  await city.db.transaction((tx) =>
    sendCode(tx, {
      purpose,
      handleHash: secretValues.sha256(salt),
      channel,
      target,
      userId: user.id,
      ...meta,
    }),
  );
  return salt;
}

async function confirm(city: CityContext, userId: number, code: string, what: 'email' | 'phone') {
  let applied: boolean;
  try {
    applied = await city.db.transaction(async (tx) => {
      const row = await checkCode(tx, { userId }, what, code);
      if (!row) return false;
      await userRows.update(
        tx,
        userId,
        what === 'email'
          ? { email: row.target, emailConfirmed: true }
          : { phone: row.target, phoneConfirmed: true },
      );
      return true;
    });
  } catch (error) {
    takenOrRethrow(error);
  }
  if (!applied) throw new AppError('IncorrectCode', 400);
}
