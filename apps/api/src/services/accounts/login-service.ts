import { isLoginPhone, normalizePhone } from '@parking/domain/accounts/account-rules';
import type { LoginRequest } from '@parking/domain/accounts/auth-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { UserRow } from '../../db/schema/accounts.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import type { ClientMeta } from './client-meta.ts';
import { guardLogin } from './login-guard.ts';
import { passwordHashing } from './password-hashing.ts';
import { redeemSentPassword } from './sent-password.ts';
import { tokenService } from './token-service.ts';

export interface LoginResult {
  token: string;
  /** Logged in with the call variant's one-time password: the account has no password now. */
  mustChangePassword?: boolean;
}

/**
 * Compares the password at the same cost whatever the account: a missing account or one
 * without a password burns one argon2 verification too, so the answer time does not tell.
 */
async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
  if (!user?.passwordHash) return passwordHashing.verifyNothing(password);
  return passwordHashing.verify(user.passwordHash, password);
}

/** The login as the limits count it: the e-mail in lower case, or the phone's digits. */
function loginKeyOf(login: string, byPhone: boolean): string {
  return byPhone ? normalizePhone(login) : login.trim().toLowerCase();
}

async function findUser(db: Db, key: string, byPhone: boolean): Promise<UserRow | null> {
  return byPhone ? userRows.byPhone(db, key) : userRows.byEmail(db, key);
}

/**
 * POST /api/auth/login (document 1 §4, §8) under the limits every login shares (login-guard.ts:
 * the attempt is counted before the password is checked; a captcha after a few; no lock of the
 * login). An unknown login, a wrong password and an account without a password all answer
 * IncorrectLogin, so the answer never tells whether an account exists; EmptyPass is not
 * answered any more (the web's "forgot your password?" serves such an account).
 */
export async function logIn(
  city: CityContext,
  request: LoginRequest,
  meta: ClientMeta,
): Promise<LoginResult> {
  const { db } = city;
  const flags = await getSettingsFlags(city, meta.lang);
  const byPhone = flags.useEasyAuth && isLoginPhone(request.login);
  const key = loginKeyOf(request.login, byPhone);
  const { captcha, captchaId } = request;
  return guardLogin(db, { realm: 'driver', key, ip: meta.ip, captcha, captchaId }, async () => {
    const user = await findUser(db, key, byPhone);
    if ((await passwordMatches(user, request.password)) && user)
      return { token: await tokenService.issue(db, 'standard', user.id) };
    // A password sent by the restore variant works beside (or instead of) the account's own.
    return user ? redeemSentPassword(city, user, request.password, meta) : null;
  });
}
