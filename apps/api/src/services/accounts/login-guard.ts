import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/db-types.ts';
import {
  loginAttemptRows,
  type AttemptCounts,
  type LoginRealm,
} from '../../db/accounts/login-attempt-rows.ts';
import { clientKey } from '../../lib/client-key.ts';
import { ACCOUNT_LIMITS as L } from './account-limits.ts';
import { captchaService } from './captcha-service.ts';
import { LoginRefusal } from './login-refusal.ts';

export interface LoginAttempt {
  realm: LoginRealm;
  /** The login as the limits count it (normalised by the caller: case, spaces, phone digits). */
  key: string;
  /** The client address (request.ip). */
  ip: string;
  captcha?: string;
  captchaId?: string;
}

const captchaRequired = (n: AttemptCounts) =>
  n.byLogin >= L.loginFailuresForCaptcha || n.byIp >= L.loginFailuresForCaptchaPerIp;

/**
 * The wait before a failure is answered: none below the captcha threshold, then doubling up to
 * the bound, counted on whichever of the login and the address is further past its threshold.
 */
function failureDelayMs(after: AttemptCounts): number {
  const past = Math.max(
    after.byLogin - L.loginFailuresForCaptcha,
    after.byIp - L.loginFailuresForCaptchaPerIp,
  );
  return past < 0 ? 0 : Math.min(L.loginFailureDelayMs * 2 ** past, L.loginFailureDelayMaxMs);
}

/**
 * The limits of every login (drivers, companies, operators; OWASP's authentication cheat sheet):
 * - the attempt is counted BEFORE `check` runs, atomically with reading the count, so of a burst
 *   of parallel attempts only the first loginFailuresForCaptcha are checked without a captcha;
 * - from loginFailuresForCaptcha attempts of the login (or loginFailuresForCaptchaPerIp from the
 *   address) in the window, every attempt needs a solved captcha (single use); a wrong or missing
 *   one is CaptchaIncorrect and is not a failure (no password was tried);
 * - a failure past that threshold is answered after a growing, bounded delay;
 * - no lock of the login however many fail: a stranger cannot keep its owner out, who needs the
 *   right password and a captcha. The only hard stop is per address: loginFailuresPerIp
 *   failures from one address (whatever the login) answer LoginTryLimit until the window passes.
 * `check` answers the login's result, or null for a wrong login or password; a failure is
 * IncorrectLogin whatever was wrong, and carries the captcha the next attempt needs.
 * A success forgets only its own attempt: the login's earlier failures fade with the window, so
 * a burst holding one right password still gets no more attempts checked.
 */
export async function guardLogin<T>(
  db: Db,
  attempt: LoginAttempt,
  check: () => Promise<T | null>,
): Promise<T> {
  // An IPv6 client picks any address of its /64: count the /64, as the request limit does.
  const ip = clientKey(attempt.ip);
  const opened = await loginAttemptRows.open(
    db,
    { realm: attempt.realm, loginKey: attempt.key, ip, windowSeconds: L.loginWindowMinutes * 60 },
    (counts) => counts.byIp < L.loginFailuresPerIp,
  );
  if (opened.id === null) throw new LoginRefusal('LoginTryLimit', 429, null);
  const id = opened.id;
  const before = opened.counts;

  if (captchaRequired(before)) {
    const solved = await captchaService.spend(db, attempt.captchaId, attempt.ip, attempt.captcha);
    if (!solved) {
      await loginAttemptRows.remove(db, id);
      throw new LoginRefusal('CaptchaIncorrect', 400, await captchaService.create(db, attempt.ip));
    }
  }

  const result = await check();
  if (result !== null) {
    await loginAttemptRows.remove(db, id);
    return result;
  }
  const after = { byLogin: before.byLogin + 1, byIp: before.byIp + 1 };
  const challenge = captchaRequired(after) ? await captchaService.create(db, attempt.ip) : null;
  await sleep(failureDelayMs(after));
  throw new LoginRefusal('IncorrectLogin', 401, challenge);
}
