import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/** What a claim attempt saw: whether this instance got the due moment, and who ran the last one. */
export interface JobClaim {
  claimed: boolean;
  /** The start (ms since the epoch) of the last pass: this one when claimed, else as it was. */
  lastRunMs: number | null;
  /** false when the job has no row (a database restored from before it existed): make it again. */
  scheduled: boolean;
}

const ms = (value: number) => sql`make_interval(secs => ${value / 1000})`;

/**
 * job_schedule (migrations/0051_job_schedule.sql): each job's due moment and lease in the city's
 * database. Every time is the database's now(), so instances with skewed clocks agree.
 */
export const jobScheduleRows = {
  /**
   * Makes the job's row, first due `firstAfterMs` from now. An existing row keeps its due moment,
   * unless a shorter interval than the one it was planned with brings it nearer.
   */
  async ensure(db: Db, job: string, firstAfterMs: number, everyMs: number): Promise<void> {
    await db.execute(sql`
      INSERT INTO job_schedule (job, due_at) VALUES (${job}, now() + ${ms(firstAfterMs)})
      ON CONFLICT (job) DO UPDATE SET due_at = now() + ${ms(everyMs)}
       WHERE job_schedule.due_at > now() + ${ms(everyMs)}`);
  },

  /**
   * Claims the due moment for `instance` in one statement: only when it is due and nobody holds
   * a live lease, so of several instances ticking at once exactly one gets it. The outer SELECT
   * reads the row as it was before the UPDATE (one snapshot), which tells a moment another
   * instance ran apart from one that is simply not due yet.
   */
  async claim(db: Db, job: string, instance: string, leaseMs: number): Promise<JobClaim> {
    const [row] = await rowsOf<{ claimedRunMs: number | null; lastRunMs: number | null }>(
      db,
      sql`
        WITH claimed AS (
          UPDATE job_schedule
             SET claimed_by = ${instance}, lease_until = now() + ${ms(leaseMs)}, last_run_at = now()
           WHERE job = ${job} AND due_at <= now() AND (lease_until IS NULL OR lease_until < now())
          RETURNING last_run_at)
        SELECT (SELECT (extract(epoch FROM last_run_at) * 1000)::float8 FROM claimed) AS "claimedRunMs",
               (extract(epoch FROM s.last_run_at) * 1000)::float8 AS "lastRunMs"
          FROM job_schedule s WHERE s.job = ${job}`,
    );
    const claimedRunMs = row?.claimedRunMs == null ? null : Number(row.claimedRunMs);
    if (!row) return { claimed: false, lastRunMs: null, scheduled: false };
    if (claimedRunMs !== null) return { claimed: true, lastRunMs: claimedRunMs, scheduled: true };
    return {
      claimed: false,
      lastRunMs: row.lastRunMs == null ? null : Number(row.lastRunMs),
      scheduled: true,
    };
  },

  /** Extends a running pass's lease; false when the claim is no longer this instance's. */
  async renew(db: Db, job: string, instance: string, leaseMs: number): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`UPDATE job_schedule SET lease_until = now() + ${ms(leaseMs)}
           WHERE job = ${job} AND claimed_by = ${instance} RETURNING job`,
    );
    return rows.length > 0;
  },

  /**
   * Ends this instance's pass. Done (ok or failed): the next due moment is one interval after the
   * claimed one, or one interval from now when the schedule fell a whole interval behind (no
   * burst of catch-up passes). Interrupted (the instance is stopping): the moment stays due and
   * the lease is dropped, so another instance runs it at its next tick.
   */
  async finish(
    db: Db,
    job: string,
    instance: string,
    outcome: { everyMs: number; interrupted: boolean; error: string | null },
  ): Promise<void> {
    const next = sql`CASE WHEN due_at + ${ms(outcome.everyMs)} > now()
                          THEN due_at + ${ms(outcome.everyMs)} ELSE now() + ${ms(outcome.everyMs)} END`;
    if (outcome.interrupted) {
      await db.execute(sql`UPDATE job_schedule SET claimed_by = NULL, lease_until = NULL
                            WHERE job = ${job} AND claimed_by = ${instance}`);
      return;
    }
    await db.execute(sql`
      UPDATE job_schedule
         SET due_at = ${next}, claimed_by = NULL, lease_until = NULL,
             last_ok_at = CASE WHEN ${outcome.error}::text IS NULL THEN now() ELSE last_ok_at END,
             last_error = ${outcome.error === null ? null : outcome.error.slice(0, 500)}
       WHERE job = ${job} AND claimed_by = ${instance}`);
  },
};
