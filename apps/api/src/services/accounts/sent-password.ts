import type { CityContext } from '../../config/city-context.ts';
import type { UserRow } from '../../db/schema/accounts.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import type { ClientMeta } from './client-meta.ts';
import { checkCode } from './code-checker.ts';
import { queueMessage } from './code-sender.ts';
import { passwordHashing } from './password-hashing.ts';
import { tokenService } from './token-service.ts';

/**
 * The restore variant that sends a new password (restore-service.ts) leaves it pending: the
 * old password keeps working, so a stranger who knows an e-mail cannot lock its owner out.
 * The first login with the sent password redeems it:
 * - sent by e-mail or SMS (10 characters): it becomes the account's password;
 * - sent by a call (the caller number's last 4 digits): a one-time password. Four digits are
 *   too weak to keep, so the login succeeds once, the account is left WITHOUT a password
 *   (login then answers IncorrectLogin, like an account made by external ID) and the answer says
 *   mustChangePassword; the driver sets one in the cabinet or restores again.
 * Either way every other token is revoked and the password-changed notice is queued.
 * A wrong password spends one of the pending password's tries (5), like a code.
 */
export async function redeemSentPassword(
  city: CityContext,
  user: UserRow,
  password: string,
  meta: ClientMeta,
): Promise<{ token: string; mustChangePassword?: boolean } | null> {
  return city.db.transaction(async (tx) => {
    const row = await checkCode(tx, { userId: user.id }, 'restore-password', password);
    if (!row) return null;
    const oneTime = row.channel === 'call';
    const passwordHash = oneTime ? null : await passwordHashing.hash(password);
    await userRows.update(tx, user.id, { passwordHash });
    await tokenService.revokeAllOf(tx, user.id);
    await queueMessage(tx, {
      channel: 'email',
      to: user.email,
      template: 'password-changed',
      vars: {},
      lang: meta.lang,
    });
    const token = await tokenService.issue(tx, 'standard', user.id);
    return oneTime ? { token, mustChangePassword: true } : { token };
  });
}
