import { Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry (prom-client). One per process, not per app: every app built
 * in one process (tests build several) reports into it. plugins/metrics.ts serves it at /metrics;
 * what is measured is declared beside the code that measures it, registered here.
 */
export const metricsRegistry = new Registry();

const jobRuns = new Counter({
  name: 'parking_job_runs_total',
  help: 'Background job passes by job and outcome (ok, failed; skipped = another instance had the due moment)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

const jobSeconds = new Histogram({
  name: 'parking_job_duration_seconds',
  help: 'Duration of background job passes that ran here',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
});

export type JobOutcome = 'ok' | 'failed' | 'skipped';

/** One pass of a background job (jobs/): counted by outcome, its duration when it ran here. */
export function recordJobRun(job: string, outcome: JobOutcome, seconds?: number): void {
  jobRuns.inc({ job, outcome });
  if (seconds !== undefined && outcome !== 'skipped') jobSeconds.observe({ job }, seconds);
}
