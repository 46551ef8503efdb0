import type { Env } from '../config/env.ts';
import { httpFinesSource, type FinesSource } from '../services/fines/http-fines-source.ts';
import { pullFines } from '../services/fines/pull-fines.ts';
import { scheduledJob } from './scheduled-job.ts';

/**
 * The pull of fines from FINES_SOURCE_URL ('{city}' in it becomes the city code) every
 * FINES_PULL_INTERVAL_SECONDS, once per due moment across instances (scheduled-job.ts). Off when
 * FINES_SOURCE_URL is unset.
 */
export const finesPullJob = scheduledJob(
  'parking-fines-pull',
  (_app, options: { env: Env; source?: FinesSource }) => {
    const { env } = options;
    if (!env.FINES_SOURCE_URL && !options.source) return null;
    const source =
      options.source ?? httpFinesSource({ url: env.FINES_SOURCE_URL!, format: env.FINES_SOURCE_FORMAT });
    return {
      name: 'fines-pull',
      everyMs: env.FINES_PULL_INTERVAL_SECONDS * 1000,
      runCity: async (city, signal, log) => {
        const code = city.config.city;
        const report = await pullFines(city, source, { signal, allowHosts: env.OUTBOUND_ALLOW_HOSTS });
        if (report.accepted)
          log.info(
            { city: code, source: source.name, created: report.created, updated: report.updated },
            'fines pulled',
          );
        else
          log.warn(
            { city: code, source: source.name, problems: report.problems.slice(0, 20) },
            'fines source answer rejected',
          );
      },
    };
  },
);
