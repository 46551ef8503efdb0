import type { Env } from '../config/env.ts';
import { previousMonth, runMonthlyReports } from '../services/operations/monthly-report.ts';
import { scheduledJob } from './scheduled-job.ts';

/** The first look after a schedule is made: lets the server settle (and the default city open) first. */
const FIRST_CHECK_MS = 60_000;

/**
 * The monthly history report: every HISTORY_REPORT_INTERVAL_MINUTES (0 = off), once per due
 * moment across instances (scheduled-job.ts), it looks whether a city's previous month (its own
 * time zone) has been worked through by this process, and if not runs a pass
 * (runMonthlyReports). A pass is safe to repeat: the history_reports claim decides who sends.
 */
export const monthlyReportJob = scheduledJob('parking-history-report', (_app, options: { env: Env }) => {
  const everyMs = options.env.HISTORY_REPORT_INTERVAL_MINUTES * 60_000;
  /** city -> the month this process finished without failures */
  const finished = new Map<string, string>();
  return {
    name: 'monthly-report',
    everyMs,
    firstAfterMs: Math.min(FIRST_CHECK_MS, everyMs),
    runCity: async (city, signal, log) => {
      const code = city.config.city;
      if (finished.get(code) === previousMonth(new Date(), city.config.timeZone).key) return;
      const pass = await runMonthlyReports(city, { signal, log });
      if (pass.failed === 0 && !pass.interrupted) finished.set(code, pass.month);
      if (pass.queued + pass.failed > 0) log.info({ city: code, ...pass }, 'history reports');
    },
  };
});
