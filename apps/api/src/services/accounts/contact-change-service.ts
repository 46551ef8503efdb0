import type { ConfirmationType } from '@parking/domain/accounts/auth-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { UserRow } from '../../db/schema/accounts.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { phoneRows } from '../../db/profile/phone-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { phoneService } from '../profile/phone-service.ts';
import { profileConflictOrRethrow } from '../profile/profile-errors.ts';
import type { ClientMeta } from './client-meta.ts';
import { checkCode } from './code-checker.ts';
import { sendCode } from './code-sender.ts';
import { secretValues } from './secret-values.ts';

async function userOf(db: Db, userId: number): Promise<UserRow> {
  const user = await userRows.byId(db, userId);
  if (!user) throw new AppError('TokenNotFound', 401);
  return user;
}

/**
 * A logged-in driver confirming or changing the e-mail or phone (the profile modal's steps).
 * The code is bound to the account, so confirming needs the token; the salt answered is only a
 * receipt for the web's confirmation route. edit=false confirms the current address. A new
 * e-mail replaces the old one; a new phone is added to the driver's phones (the cabinet).
 * The city's flags (document 2 §2) can switch the changes off, FeatureDisabled (403):
 * emailEditing other than 'edit' refuses a new e-mail (its code and its confirmation);
 * allowAddPhone false refuses confirming a number as an extra phone. Its code is still sent:
 * send-sms-code with edit also proves the new number of change-phone, which stays allowed.
 * Confirming the current address or phone (edit=false) is never refused.
 */
export const contactChangeService = {
  async sendEmailCode(
    city: CityContext,
    userId: number,
    email: string,
    edit: boolean,
    meta: ClientMeta,
  ): Promise<string> {
    const user = await userOf(city.db, userId);
    const target = edit ? email : user.email;
    // A "change" to the address it already is would only send a pointless code (issue 18).
    if (edit && target === user.email && user.emailConfirmed) throw new AppError('DoubleEmail', 409);
    if (target !== user.email) {
      await requireEmailEditing(city);
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
    const user = await userOf(city.db, userId);
    const target = edit ? phone : user.phone;
    if (!target) throw new AppError('PhoneEmpty', 400);
    if (edit && target === user.phone && user.phoneConfirmed) throw new AppError('DoublePhone', 409);
    if (target !== user.phone) {
      // Any account's phone, main or extra (the cabinet's phone list), is taken.
      const owner =
        (await userRows.byPhone(city.db, target))?.id ?? (await phoneRows.byPhone(city.db, target))?.userId;
      if (owner === user.id) throw new AppError('DoublePhone', 409);
      if (owner !== undefined) throw new AppError('PhoneExists', 409);
    }
    return send(city, user, 'phone', target, type === 'Call' ? 'call' : 'sms', meta);
  },

  /** Applies the newest e-mail code: the address it was sent to becomes the confirmed one. */
  async confirmEmail(city: CityContext, userId: number, code: string): Promise<void> {
    const { emailEditing } = await getSettingsFlags(city, 'ru');
    await confirm(city, userId, code, 'email', async (tx, target) => {
      if (emailEditing === 'edit') return;
      if ((await userOf(tx, userId)).email !== target) throw featureDisabled();
    });
  },

  /** A number that is not yet the driver's joins the phones: an extra one unless it is the first. */
  async confirmPhone(city: CityContext, userId: number, code: string): Promise<void> {
    const { allowAddPhone } = await getSettingsFlags(city, 'ru');
    await confirm(city, userId, code, 'phone', async (tx, target) => {
      if (allowAddPhone) return;
      const { phone } = await userOf(tx, userId);
      if (phone && phone !== target) throw featureDisabled();
    });
  },
};

const featureDisabled = () => new AppError('FeatureDisabled', 403);

async function requireEmailEditing(city: CityContext): Promise<void> {
  if ((await getSettingsFlags(city, 'ru')).emailEditing !== 'edit') throw featureDisabled();
}

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

/** `allowed` sees the code's target before it is applied; its throw rolls the check back. */
async function confirm(
  city: CityContext,
  userId: number,
  code: string,
  what: 'email' | 'phone',
  allowed: (tx: Db, target: string) => Promise<void>,
) {
  let applied: boolean;
  try {
    applied = await city.db.transaction(async (tx) => {
      const row = await checkCode(tx, { userId }, what, code);
      if (!row) return false;
      await allowed(tx, row.target);
      // A new phone joins the driver's list (main only when it is the first one); the cabinet
      // makes it main with set-main-phone, or swaps it in with change-phone.
      if (what === 'email') await userRows.update(tx, userId, { email: row.target, emailConfirmed: true });
      else await phoneService.addConfirmed(tx, userId, row.target);
      return true;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    profileConflictOrRethrow(error);
  }
  if (!applied) throw new AppError('IncorrectCode', 400);
}
