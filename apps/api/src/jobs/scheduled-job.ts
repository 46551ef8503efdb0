import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { CityContext } from '../config/city-context.ts';
import { jobScheduleRows } from '../db/platform/job-schedule-rows.ts';
import { recordJobRun } from '../lib/metrics.ts';

/** What a job is: its name, its interval and one city's pass. */
export interface JobDefinition {
  /** The job_schedule key and the metrics label (lower-case, dashes). */
  name: string;
  /** The interval between due moments; 0 turns the job off in this process. */
  everyMs: number;
  /** The first due moment of a schedule that does not exist yet; one interval by default. */
  firstAfterMs?: number;
  /**
   * How long a claim holds without renewal. A running pass renews it at every tick, so this is
   * how soon another instance takes over a pass whose instance died. Default 30 s.
   */
  leaseMs?: number;
  /** How often this instance looks (±20 % jitter); min(everyMs, 5 s) by default. */
  tickMs?: number;
  /** One city's pass. `signal` aborts when the app closes or the claim was lost. */
  runCity: (city: CityContext, signal: AbortSignal, log: FastifyBaseLogger) => Promise<void>;
}

const DEFAULT_LEASE_MS = 30_000;
const MAX_TICK_MS = 5_000;

interface RunningPass {
  done: Promise<void>;
  lost: AbortController;
}

/**
 * One background job for the life of the app, run once per due moment across every instance on
 * the city's database: the schedule is a job_schedule row of each city, and an instance runs a
 * city's pass only when its UPDATE claimed the due moment (db/platform/job-schedule-rows.ts).
 * Every instance ticks; the one that claims runs, renews its lease while running, and moves the
 * due moment on when the pass ends. `define` sees the plugin's options (the env) and answers
 * null to leave the job off. Register after `cityRegistry`: the close hook stops the ticks and
 * awaits the running passes before the databases close; a pass cut short leaves its moment due,
 * and another instance runs it.
 */
export function scheduledJob<Options extends FastifyPluginOptions>(
  pluginName: string,
  define: (app: FastifyInstance, options: Options) => JobDefinition | null,
) {
  return fp(
    async (app: FastifyInstance, options: Options) => {
      const job = define(app, options);
      if (!job || job.everyMs <= 0) return;
      const { name, everyMs } = job;
      const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
      const tickMs = job.tickMs ?? Math.min(everyMs, MAX_TICK_MS);
      const firstAfterMs = job.firstAfterMs ?? everyMs;
      // unique per app, not per process: tests run two instances in one process
      const instance = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
      const log = app.log.child({ component: name });
      const stopping = new AbortController();
      const running = new Map<string, RunningPass>();
      /** per city: the schedule row exists (made once per process), the last pass start seen */
      const ensured = new Set<string>();
      const lastSeenRun = new Map<string, number | null>();
      let timer: NodeJS.Timeout | null = null;
      let ticking: Promise<void> | null = null;

      const runPass = async (city: CityContext, lost: AbortController) => {
        const code = city.config.city;
        const started = performance.now();
        const signal = AbortSignal.any([stopping.signal, lost.signal]);
        let error: string | null = null;
        try {
          await job.runCity(city, signal, log);
        } catch (failure) {
          error = failure instanceof Error ? failure.message : String(failure);
          if (!signal.aborted) log.warn({ city: code, err: failure }, `${name} pass failed`);
        }
        const interrupted = signal.aborted;
        recordJobRun(name, error === null ? 'ok' : 'failed', (performance.now() - started) / 1000);
        await jobScheduleRows
          .finish(city.db, name, instance, { everyMs, interrupted, error })
          .catch((failure: unknown) =>
            log.warn({ city: code, err: failure }, `${name} schedule not updated`),
          );
      };

      const visit = async (city: CityContext) => {
        const code = city.config.city;
        const pass = running.get(code);
        if (pass) {
          // our pass still runs: keep the lease, or stop when another instance took it over
          if (!(await jobScheduleRows.renew(city.db, name, instance, leaseMs))) pass.lost.abort();
          return;
        }
        if (!ensured.has(code)) {
          await jobScheduleRows.ensure(city.db, name, firstAfterMs, everyMs);
          ensured.add(code);
        }
        const claim = await jobScheduleRows.claim(city.db, name, instance, leaseMs);
        if (!claim.scheduled) ensured.delete(code);
        const seen = lastSeenRun.get(code);
        // a pass started since our last look that was not ours: another instance had that moment
        if (!claim.claimed && seen !== undefined && claim.lastRunMs !== seen) recordJobRun(name, 'skipped');
        lastSeenRun.set(code, claim.lastRunMs);
        if (!claim.claimed) return;
        if (stopping.signal.aborted) {
          // claimed while closing: give the moment back at once rather than after the lease
          await jobScheduleRows.finish(city.db, name, instance, { everyMs, interrupted: true, error: null });
          return;
        }
        const lost = new AbortController();
        const done = runPass(city, lost).finally(() => running.delete(code));
        running.set(code, { done, lost });
      };

      const tick = async () => {
        for (const city of app.cityRegistry.openCities()) {
          if (stopping.signal.aborted) return;
          await visit(city).catch((error: unknown) =>
            log.warn({ city: city.config.city, err: error }, `${name} schedule unreachable`),
          );
        }
      };
      const schedule = () => {
        const jitter = 0.8 + Math.random() * 0.4;
        timer = setTimeout(() => {
          ticking = tick().finally(() => {
            ticking = null;
            if (!stopping.signal.aborted) schedule();
          });
        }, tickMs * jitter);
        timer.unref();
      };

      app.addHook('onReady', async () => {
        schedule();
      });
      app.addHook('onClose', async () => {
        stopping.abort();
        if (timer) clearTimeout(timer);
        await ticking;
        await Promise.allSettled([...running.values()].map((pass) => pass.done));
      });
    },
    { name: pluginName, fastify: '5.x' },
  );
}
