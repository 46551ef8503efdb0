import type { Env } from '../config/env.ts';
import { retentionPeriods, runRetention } from '../services/platform/retention-service.ts';
import { scheduledJob } from './scheduled-job.ts';

/** The first pass after a schedule is made: not in the busy minutes of a start. */
const FIRST_AFTER_MS = 5 * 60_000;

/**
 * Deletes what outlived its use (services/platform/retention-service.ts) every
 * RETENTION_INTERVAL_MINUTES (0 = off), once per due moment across instances (scheduled-job.ts).
 * The periods are read at start, so a bad one stops the start, not a pass an hour later.
 */
export const retentionJob = scheduledJob('parking-retention', (_app, options: { env: Env }) => {
  const everyMs = options.env.RETENTION_INTERVAL_MINUTES * 60_000;
  if (everyMs === 0) return null;
  const periods = retentionPeriods(options.env);
  return {
    name: 'retention',
    everyMs,
    firstAfterMs: Math.min(FIRST_AFTER_MS, everyMs),
    runCity: async (city, signal, log) => {
      const deleted = await runRetention(city, periods, { signal });
      if (Object.keys(deleted).length > 0) log.info({ city: city.config.city, deleted }, 'old rows deleted');
    },
  };
});
