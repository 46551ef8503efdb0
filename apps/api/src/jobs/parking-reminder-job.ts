import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { runReminderPass } from '../services/reminders/reminder-pass.ts';
import { parkingClock } from '../services/parking/parking-clock.ts';

/**
 * Queues the stays' reminders (issue 23) for the life of the app: every
 * REMINDER_INTERVAL_SECONDS (0 = off) it runs a pass over each open city
 * (services/reminders/reminder-pass.ts). Safe in several processes at once and across restarts:
 * the parking_reminders claim decides who sends. Register it after `cityRegistry`.
 */
export const parkingReminderJob = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    const seconds = options.env.REMINDER_INTERVAL_SECONDS;
    if (seconds === 0) return;
    const log = app.log.child({ component: 'reminders' });
    const stopping = new AbortController();
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;

    const passAll = async () => {
      for (const city of app.cityRegistry.openCities()) {
        if (stopping.signal.aborted) return;
        try {
          await runReminderPass(city, {
            now: parkingClock.now(),
            publicUrl: options.env.PUBLIC_URL,
            log,
            signal: stopping.signal,
          });
        } catch (error) {
          log.warn({ city: city.config.city, err: error }, 'reminder pass failed');
        }
      }
    };
    const tick = () => {
      running ??= passAll().finally(() => {
        running = null;
      });
    };

    app.addHook('onReady', async () => {
      timer = setInterval(tick, seconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      stopping.abort();
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'parking-reminders', fastify: '5.x' },
);
