import { CALL_CODE_LENGTH } from '@parking/domain/accounts/account-rules';
import type { CityContext } from '../../config/city-context.ts';
import type { CodeChannel } from '../../db/schema/accounts.ts';
import { userRows } from '../../db/accounts/user-rows.ts';
import { tokenService } from './token-service.ts';
import { AppError } from '../../errors/app-error.ts';
import { ACCOUNT_LIMITS as L } from './account-limits.ts';
import type { ClientMeta } from './client-meta.ts';
import { checkCode, checkCodeOrThrow } from './code-checker.ts';
import { queueMessage, sendCode, storeSecret } from './code-sender.ts';
import { passwordHashing } from './password-hashing.ts';
import { secretValues } from './secret-values.ts';
import { takeSendAllowance } from './send-limits.ts';

export interface RestoreTarget {
  email?: string;
  phone?: string;
  mode: 'code' | 'password';
  channel: 'SMS' | 'Call';
}

/**
 * Password restore (document 1 §2): send, check, change; or the variant that sends a new
 * password (see sent-password.ts for how it is redeemed). The send step never tells whether an
 * account exists: it answers a fresh salt either way, counts the send limits either way, and
 * queues nothing when there is no account; a later check of that salt is IncorrectCode.
 */
export const restoreService = {
  async send(city: CityContext, request: RestoreTarget, meta: ClientMeta): Promise<string> {
    const target = (request.email ?? request.phone)!;
    const channel: CodeChannel = request.email ? 'email' : request.channel === 'Call' ? 'call' : 'sms';
    const user = request.email
      ? await userRows.byEmail(city.db, target)
      : await userRows.byPhone(city.db, target);
    const salt = secretValues.handle(24);
    const handleHash = secretValues.sha256(salt);
    await city.db.transaction(async (tx) => {
      if (!user) return takeSendAllowance(tx, target, meta.ip);
      const base = { handleHash, channel, target, userId: user.id };
      if (request.mode === 'code') return sendCode(tx, { ...base, purpose: 'restore', ...meta });
      await takeSendAllowance(tx, target, meta.ip);
      const password =
        channel === 'call'
          ? secretValues.digits(CALL_CODE_LENGTH)
          : secretValues.password(L.sentPasswordLength);
      const lifetime = channel === 'call' ? L.callPasswordTtlMinutes * 60 : L.sentPasswordTtlHours * 3600;
      await storeSecret(tx, { ...base, purpose: 'restore-password' }, password, lifetime);
      await queueMessage(tx, {
        channel,
        to: target,
        template: 'new-password',
        vars: { password },
        lang: meta.lang,
      });
    });
    return salt;
  },

  /** Step 2: the code is right (a try is spent either way); it stays usable for step 3. */
  async check(city: CityContext, salt: string, code: string): Promise<void> {
    await checkCodeOrThrow(city.db, { handleHash: secretValues.sha256(salt) }, 'restore', code, false);
  },

  /** Step 3: sets the password, ends every session and mails the password-changed notice. */
  async change(city: CityContext, salt: string, code: string, pass: string, meta: ClientMeta): Promise<void> {
    const passwordHash = await passwordHashing.hash(pass);
    const changed = await city.db.transaction(async (tx) => {
      const row = await checkCode(tx, { handleHash: secretValues.sha256(salt) }, 'restore', code);
      if (!row?.userId) return false;
      const user = await userRows.byId(tx, row.userId);
      if (!user) return false;
      await userRows.update(tx, user.id, { passwordHash });
      await tokenService.revokeAllOf(tx, user.id);
      await queueMessage(tx, {
        channel: 'email',
        to: user.email,
        template: 'password-changed',
        vars: {},
        lang: meta.lang,
      });
      return true;
    });
    if (!changed) throw new AppError('IncorrectCode', 400);
  },
};
