import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { httpFinesSource, type FinesSource } from '../services/fines/http-fines-source.ts';
import { pullFines } from '../services/fines/pull-fines.ts';

/**
 * The scheduled pull of fines from FINES_SOURCE_URL ('{city}' in it becomes the city code)
 * every FINES_PULL_INTERVAL_SECONDS, over the cities whose database is open (like the card
 * reconciliation: a job never opens a city). Off when FINES_SOURCE_URL is unset. Register it
 * after `cityRegistry` is decorated: its close hook then waits for a running pass.
 */
export const finesPullJob = fp(
  async (app: FastifyInstance, options: { env: Env; source?: FinesSource }) => {
    const { env } = options;
    const url = env.FINES_SOURCE_URL;
    if (!url && !options.source) return;
    const source = options.source ?? httpFinesSource({ url: url!, format: env.FINES_SOURCE_FORMAT });
    const log = app.log.child({ component: 'fines-pull', source: source.name });
    const stopping = new AbortController();
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | null = null;

    const passAll = async () => {
      for (const city of app.cityRegistry.openCities()) {
        if (stopping.signal.aborted) return;
        const code = city.config.city;
        try {
          const report = await pullFines(city, source, {
            signal: stopping.signal,
            allowHosts: env.OUTBOUND_ALLOW_HOSTS,
          });
          if (report.accepted)
            log.info({ city: code, created: report.created, updated: report.updated }, 'fines pulled');
          else
            log.warn({ city: code, problems: report.problems.slice(0, 20) }, 'fines source answer rejected');
        } catch (error) {
          if (!stopping.signal.aborted) log.warn({ city: code, err: error }, 'fines pull failed');
        }
      }
    };
    const tick = () => {
      running ??= passAll().finally(() => {
        running = null;
      });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, env.FINES_PULL_INTERVAL_SECONDS * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      stopping.abort();
      await running;
    });
  },
  { name: 'parking-fines-pull', fastify: '5.x' },
);
