import type { Env } from '../config/env.ts';
import { backgroundSiteUrl } from '../config/site-address.ts';
import { runReminderPass } from '../services/reminders/reminder-pass.ts';
import { parkingClock } from '../services/parking/parking-clock.ts';
import { scheduledJob } from './scheduled-job.ts';

/**
 * Queues the stays' reminders (issue 23): every REMINDER_INTERVAL_SECONDS (0 = off), once per
 * due moment across instances (scheduled-job.ts), a pass over each open city
 * (services/reminders/reminder-pass.ts). The parking_reminders claim still decides who sends;
 * the leadership spares the other instances the same scan.
 */
export const parkingReminderJob = scheduledJob('parking-reminders', (_app, options: { env: Env }) => ({
  name: 'parking-reminders',
  everyMs: options.env.REMINDER_INTERVAL_SECONDS * 1000,
  runCity: async (city, signal, log) => {
    await runReminderPass(city, {
      now: parkingClock.now(),
      publicUrl: backgroundSiteUrl(options.env),
      log,
      signal,
    });
  },
}));
