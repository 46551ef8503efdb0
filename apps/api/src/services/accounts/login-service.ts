import { isLoginPhone, normalizePhone } from '@parking/domain/accounts/account-rules';
import type { LoginRequest } from '@parking/domain/accounts/auth-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { UserRow } from '../../db/schema/accounts.ts';
import { loginAttemptRows } from '../../db/accounts/login-attempt-rows.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { getSettingsFlags } from '../content/settings-flags-service.ts';
import { ACCOUNT_LIMITS as L } from './account-limits.ts';
import { captchaService, type CaptchaChallenge } from './captcha-service.ts';
import type { ClientMeta } from './client-meta.ts';
import { LoginRefusal } from './login-refusal.ts';
import { passwordHashing } from './password-hashing.ts';
import { redeemSentPassword } from './sent-password.ts';
import { tokenService } from './token-service.ts';

export interface LoginResult {
  token: string;
  /** Logged in with the call variant's one-time password: the account has no password now. */
  mustChangePassword?: boolean;
}

type Verdict = 'ok' | 'wrong' | 'no-account' | 'no-password';

/**
 * Compares the password at the same cost whatever the account: a missing account or one
 * without a password burns one argon2 verification too, so the answer time does not tell.
 */
async function verify(user: UserRow | null, password: string): Promise<Verdict> {
  if (!user) return (await passwordHashing.verifyNothing(password)) ? 'ok' : 'no-account';
  if (!user.passwordHash) return (await passwordHashing.verifyNothing(password)) ? 'ok' : 'no-password';
  return (await passwordHashing.verify(user.passwordHash, password)) ? 'ok' : 'wrong';
}

/** The login as the limits count it: the e-mail in lower case, or the phone's digits. */
function loginKeyOf(login: string, byPhone: boolean): string {
  return byPhone ? normalizePhone(login) : login.trim().toLowerCase();
}

async function findUser(db: Db, key: string, byPhone: boolean): Promise<UserRow | null> {
  return byPhone ? userRows.byPhone(db, key) : userRows.byEmail(db, key);
}

/**
 * POST /api/auth/login (document 1 §4, §8). After loginFailuresForCaptcha failures for the
 * login or from the address, every attempt needs a captcha (spent whatever the answer), and a
 * refusal carries the next one; after loginFailuresPerLogin failures LoginTryLimit answers until
 * the window passes. A wrong captcha does not count as a failure: no password was tried.
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
  const window = L.loginWindowMinutes * 60;

  const failures = await loginAttemptRows.failures(db, key, meta.ip, window);
  if (failures.byLogin >= L.loginFailuresPerLogin || failures.byIp >= L.loginFailuresPerIp) {
    throw new LoginRefusal('LoginTryLimit', 429, null);
  }
  const captchaRequired = (n: { byLogin: number; byIp: number }) =>
    n.byLogin >= L.loginFailuresForCaptcha || n.byIp >= L.loginFailuresForCaptchaPerIp;
  if (captchaRequired(failures)) {
    const solved = await captchaService.spend(db, request.captchaId, meta.ip, request.captcha);
    if (!solved) throw new LoginRefusal('CaptchaIncorrect', 400, await captchaService.create(db, meta.ip));
  }

  const user = await findUser(db, key, byPhone);
  const verdict = await verify(user, request.password);
  if (verdict === 'ok' && user) {
    await loginAttemptRows.clear(db, key);
    return { token: await tokenService.issue(db, 'standard', user.id) };
  }
  // A password sent by the restore variant works beside (or instead of) the account's own.
  const redeemed = user ? await redeemSentPassword(city, user, request.password, meta) : null;
  if (redeemed) {
    await loginAttemptRows.clear(db, key);
    return redeemed;
  }
  if (verdict === 'no-password') throw new LoginRefusal('EmptyPass', 409, null);

  await loginAttemptRows.insertFailure(db, key, meta.ip);
  const after = { byLogin: failures.byLogin + 1, byIp: failures.byIp + 1 };
  const challenge: CaptchaChallenge | null = captchaRequired(after)
    ? await captchaService.create(db, meta.ip)
    : null;
  throw new LoginRefusal(verdict === 'no-account' ? 'UnregistredAccount' : 'IncorrectLogin', 401, challenge);
}
