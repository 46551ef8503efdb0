import type { FastifyBaseLogger } from 'fastify';
import { isLanguage, type Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import {
  attachReminderOutbox,
  claimReminder,
  dueReminderRows,
  type DueReminder,
} from '../../db/reminders/due-reminder-rows.ts';
import { pushSubscriptionRows } from '../../db/reminders/push-subscription-rows.ts';
import { enqueueMessage } from '../delivery/enqueue-message.ts';
import { fallbackChannel } from '../delivery/push/fallback-channel.ts';
import { isNight } from './night-rule.ts';
import { linkToken, linkUrl } from './reminder-link.ts';

export interface ReminderPassOptions {
  now: Date;
  /** For the one-tap links. */
  publicUrl: string;
  /**
   * How late a reminder may still go out: a stay that ended (or whose moment passed) longer ago,
   * say while every instance was down, is not reminded of any more.
   */
  windowMs?: number;
  /** Reminders per pass at most; the next pass takes the rest. */
  limit?: number;
  log?: FastifyBaseLogger;
  signal?: AbortSignal;
}

export interface ReminderPassResult {
  queued: number;
  /** Night moments the driver did not ask for, and claims another instance won. */
  skipped: number;
}

export const DEFAULT_REMINDER_WINDOW_MS = 10 * 60_000;

/**
 * One look for due reminders in a city (services/reminders/README.md). Each is claimed and
 * queued in one transaction: the claim's unique key (stay, kind, end) decides which instance
 * sends, a crash before the commit leaves neither, and a renewed stay (a new end) is a new key.
 */
export async function runReminderPass(
  city: CityContext,
  options: ReminderPassOptions,
): Promise<ReminderPassResult> {
  const windowMs = options.windowMs ?? DEFAULT_REMINDER_WINDOW_MS;
  const due = await dueReminderRows(city.db, options.now, windowMs, options.limit ?? 500);
  const result: ReminderPassResult = { queued: 0, skipped: 0 };
  for (const reminder of due) {
    if (options.signal?.aborted) break;
    if (!reminder.atNight && isNight(reminder.moment, city.config.timeZone)) {
      result.skipped += 1;
      continue;
    }
    if (await queueReminder(city, reminder, options.publicUrl)) result.queued += 1;
    else result.skipped += 1;
  }
  if (result.queued > 0) options.log?.info({ city: city.config.city, ...result }, 'reminders queued');
  return result;
}

async function queueReminder(city: CityContext, reminder: DueReminder, publicUrl: string): Promise<boolean> {
  const lang: Language = isLanguage(reminder.lang) ? reminder.lang : 'ru';
  const url = linkUrl(
    publicUrl,
    city.config.city,
    lang,
    await linkToken(city, reminder.sessionId, reminder.userId),
  );
  const minutes = Math.round((reminder.endsAt.getTime() - reminder.moment.getTime()) / 60_000);
  const vars = {
    kind: reminder.kind,
    session: String(reminder.sessionId),
    zone: reminder.zone,
    plate: reminder.plate,
    endsAt: reminder.endsAt.toISOString(),
    minutes: String(minutes),
    url,
  };
  return city.db.transaction(async (tx) => {
    if (!(await claimReminder(tx, reminder))) return false;
    const byPush = reminder.pushOn && (await pushSubscriptionRows.countOf(tx, reminder.userId)) > 0;
    const target = byPush
      ? { channel: 'push' as const, to: String(reminder.userId) }
      : fallbackChannel({ phone: reminder.phone, email: reminder.email, fallback: reminder.fallback });
    // nowhere to send: the claim stays, so the stay is not looked at again for this end
    if (!target) return false;
    const outboxId = await enqueueMessage(tx, { ...target, template: 'parking-reminder', vars, lang });
    await attachReminderOutbox(tx, reminder, outboxId);
    return true;
  });
}
