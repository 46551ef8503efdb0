import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Drizzle view of job_schedule (migrations/0051_job_schedule.sql, the source of truth): one row
 * per background job, its next due moment and the lease of the instance running it.
 */
export const jobSchedule = pgTable('job_schedule', {
  job: text('job').primaryKey(),
  dueAt: at('due_at').notNull(),
  claimedBy: text('claimed_by'),
  leaseUntil: at('lease_until'),
  lastRunAt: at('last_run_at'),
  lastOkAt: at('last_ok_at'),
  lastError: text('last_error'),
});
export type JobScheduleRow = typeof jobSchedule.$inferSelect;
