import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_REMINDER_SETTINGS,
  type ReminderSettings,
} from '@parking/domain/reminders/reminder-contracts';
import type { Language } from '@parking/domain/i18n/languages';
import type { Db } from '../db-types.ts';
import { userSettings } from '../schema/profile.ts';

type SettingsRow = typeof userSettings.$inferSelect;

/** The reminder settings in a user_settings row; the seeds' columns keep their meaning. */
export function reminderSettingsOf(row: SettingsRow | undefined): ReminderSettings {
  if (!row) return { ...DEFAULT_REMINDER_SETTINGS };
  return {
    minutesBefore: row.reminderMinutes as ReminderSettings['minutesBefore'],
    beforeEnd: row.checkParkingSessionBefore,
    afterEnd: row.checkParkingSession,
    push: !row.pushOff,
    fallback: row.reminderFallback,
    atNight: row.remindersAtNight,
  };
}

/** A driver's reminder settings (the defaults without a row), in the city's user_settings. */
export const reminderSettingsRows = {
  async of(db: Db, userId: number): Promise<ReminderSettings> {
    const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
    return reminderSettingsOf(row);
  },

  async set(db: Db, userId: number, settings: ReminderSettings, lang: Language): Promise<void> {
    const values = {
      reminderLang: lang,
      reminderMinutes: settings.minutesBefore,
      checkParkingSessionBefore: settings.beforeEnd,
      checkParkingSession: settings.afterEnd,
      pushOff: !settings.push,
      reminderFallback: settings.fallback,
      remindersAtNight: settings.atNight,
    };
    await db
      .insert(userSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: sql`now()` } });
  },
};
