import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { previousMonth, runMonthlyReports } from '../services/operations/monthly-report.ts';

/** The first look after start: lets the server settle (and the default city open) first. */
const FIRST_CHECK_MS = 60_000;

/**
 * Runs the monthly history report for the life of the app, like the card payments'
 * reconciliation: every HISTORY_REPORT_INTERVAL_MINUTES it looks whether an open city's previous
 * month (its own time zone) has been worked through by this process, and if not runs a pass
 * (runMonthlyReports). A pass is safe to repeat and to run in several processes at once: the
 * history_reports claim decides who sends. Register it after `cityRegistry` is decorated.
 */
export const monthlyReportJob = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    const minutes = options.env.HISTORY_REPORT_INTERVAL_MINUTES;
    if (minutes === 0) return;
    const log = app.log.child({ component: 'history-report' });
    const stopping = new AbortController();
    /** city -> the month this process finished without failures */
    const finished = new Map<string, string>();
    const timers: NodeJS.Timeout[] = [];
    let running: Promise<void> | null = null;

    const passAll = async () => {
      for (const city of app.cityRegistry.openCities()) {
        if (stopping.signal.aborted) return;
        const code = city.config.city;
        const month = previousMonth(new Date(), city.config.timeZone).key;
        if (finished.get(code) === month) continue;
        try {
          const pass = await runMonthlyReports(city, { signal: stopping.signal, log });
          if (pass.failed === 0 && !pass.interrupted) finished.set(code, pass.month);
          if (pass.queued + pass.failed > 0) log.info({ city: code, ...pass }, 'history reports');
        } catch (error) {
          log.warn({ city: code, err: error }, 'history report pass failed');
        }
      }
    };
    const tick = () => {
      running ??= passAll().finally(() => {
        running = null;
      });
    };

    app.addHook('onReady', async () => {
      timers.push(setTimeout(tick, Math.min(FIRST_CHECK_MS, minutes * 60_000)));
      timers.push(setInterval(tick, minutes * 60_000));
      for (const timer of timers) timer.unref();
    });
    app.addHook('onClose', async () => {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      await running;
    });
  },
  { name: 'parking-history-report', fastify: '5.x' },
);
