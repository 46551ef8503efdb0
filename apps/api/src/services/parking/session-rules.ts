import { MS_PER_DAY } from '@parking/domain/calendar/civil-date';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { durationOptions } from '@parking/domain/tariffs/duration-options';
import { zoneClock } from '@parking/domain/tariffs/zone-clock';
import { AppError } from '../../errors/app-error.ts';

/** A few seconds of client clock ahead of ours are not "the future" (FuturePost). */
export const POST_PAYMENT_SKEW_MS = 60_000;
/** Post-payment closes at 23:59 local time of the day it is for (document 1 §4). */
const LAST_MINUTE_MS = (23 * 60 + 59) * 60_000;

/** A duration the settings offer (intervals min..max by step); anything else is refused. */
export function checkDuration(flags: SettingsFlags, minutes: number): void {
  if (!durationOptions(flags.intervals).includes(minutes)) {
    throw new AppError('ValidationError', 400, { Duration: 'InvalidFormat' });
  }
}

/**
 * The start of a post-paid stay (document 1 §4-5): usePostPayment on; not in the future
 * (FuturePost); the stay began today, or yesterday where usePostPaymentYesterday is on (local
 * dates in the city's zone); and it is still before 23:59 today, the seeds' "only before 23:59
 * of the current or next day". The end may lie ahead: then the session runs until it.
 * Answers the start, clamped to now when the client's clock ran a little ahead.
 */
export function postPaymentStart(flags: SettingsFlags, timeZone: string, timestart: Date, now: Date): Date {
  if (!flags.usePostPayment) throw new AppError('FeatureDisabled', 403);
  if (timestart.getTime() > now.getTime() + POST_PAYMENT_SKEW_MS) throw new AppError('FuturePost', 400);
  const start = timestart.getTime() > now.getTime() ? now : timestart;
  const clock = zoneClock(timeZone);
  if (!clock) throw new AppError('CalculationCostError', 409);
  const wall = (ms: number) => ms + clock.offsetAt(ms);
  const today = Math.floor(wall(now.getTime()) / MS_PER_DAY);
  const startDay = Math.floor(wall(start.getTime()) / MS_PER_DAY);
  const timeOfDay = wall(now.getTime()) - today * MS_PER_DAY;
  const daysAgo = today - startDay;
  const allowedDay = daysAgo === 0 || (daysAgo === 1 && flags.usePostPaymentYesterday);
  if (!allowedDay || timeOfDay >= LAST_MINUTE_MS) {
    throw new AppError('ValidationError', 400, { timestart: 'InvalidFormat' });
  }
  return start;
}
