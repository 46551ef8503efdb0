import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/**
 * The monthly report's queries (history_reports, migration 0018; services/operations/
 * monthly-report.ts is the job): nothing else reads or writes these rows.
 */

export interface DueDriver {
  userId: number;
  email: string;
}

/** A month in the city's calendar: its first day (YYYY-MM-01) and its instants [from, until). */
export interface ReportMonth {
  /** 'YYYY-MM' */
  key: string;
  firstDay: string;
  from: Date;
  until: Date;
}

export const monthlyReportRows = {
  /**
   * Drivers owed this month's report, by id after `afterId`: the setting on, a confirmed e-mail,
   * at least one operation in the month, and no report claimed for the month yet.
   */
  async due(db: Db, month: ReportMonth, afterId: number, limit: number): Promise<DueDriver[]> {
    const rows = await rowsOf(
      db,
      sql`SELECT u.id, u.email
            FROM users u
            JOIN user_settings s ON s.user_id = u.id AND s.report_history_operation
           WHERE u.id > ${afterId} AND u.email_confirmed
             AND NOT EXISTS (SELECT 1 FROM history_reports h
                              WHERE h.user_id = u.id AND h.month = ${month.firstDay}::date)
             AND EXISTS (SELECT 1 FROM profile_operations o
                          WHERE o.user_id = u.id
                            AND o.occurred_at >= ${month.from.toISOString()}::timestamptz
                            AND o.occurred_at < ${month.until.toISOString()}::timestamptz)
           ORDER BY u.id
           LIMIT ${limit}`,
    );
    return rows.map((r) => ({ userId: Number(r.id), email: String(r.email) }));
  },

  /** Every operation of the month, whatever its status (the rows of the attached file). */
  async count(db: Db, userId: number, month: ReportMonth): Promise<number> {
    const [row] = await rowsOf(
      db,
      sql`SELECT count(*) AS n FROM profile_operations
           WHERE user_id = ${userId}
             AND occurred_at >= ${month.from.toISOString()}::timestamptz
             AND occurred_at < ${month.until.toISOString()}::timestamptz`,
    );
    return Number(row?.n ?? 0);
  },

  /**
   * Claims the month for the driver; false when a report is already claimed (another process or
   * an earlier run). Run it in the transaction that queues the message: on a server, a second
   * claimer waits on the primary key until the first commits, then finds the row.
   */
  async claim(db: Db, userId: number, month: ReportMonth, operations: number): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`INSERT INTO history_reports (user_id, month, operations)
          VALUES (${userId}, ${month.firstDay}::date, ${operations})
          ON CONFLICT (user_id, month) DO NOTHING
          RETURNING user_id`,
    );
    return rows.length > 0;
  },

  async linkMessage(db: Db, userId: number, month: ReportMonth, outboxId: number): Promise<void> {
    await db.execute(
      sql`UPDATE history_reports SET outbox_id = ${outboxId}
           WHERE user_id = ${userId} AND month = ${month.firstDay}::date`,
    );
  },
};
