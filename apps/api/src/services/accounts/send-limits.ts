import type { Db } from '../../db/db-types.ts';
import { sendRows } from '../../db/accounts/send-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { ACCOUNT_LIMITS as L } from './account-limits.ts';

const HOUR = 3600;

/**
 * Guards every code or password we send against abuse (SMS pumping, mail bombing): a cooldown
 * and an hourly cap per e-mail or phone, and an hourly cap per client address. Counts include
 * sends for accounts that do not exist, so LimitSMS never tells whether one does. Call inside
 * the transaction that queues the message: the lock makes parallel sends to one target queue up.
 */
export async function takeSendAllowance(tx: Db, target: string, ip: string): Promise<void> {
  await sendRows.lockTarget(tx, target);
  const recent = await sendRows.forTarget(tx, target, HOUR);
  if (recent.secondsSinceLast !== null && recent.secondsSinceLast < L.resendCooldownSeconds) {
    throw new AppError('LimitSMS', 429);
  }
  if (recent.count >= L.sendsPerTargetPerHour) throw new AppError('LimitSMS', 429);
  if ((await sendRows.countForIp(tx, ip, HOUR)) >= L.sendsPerIpPerHour) throw new AppError('LimitSMS', 429);
  await sendRows.insert(tx, target, ip, HOUR);
}
