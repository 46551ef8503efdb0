import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/** rate_limit_counts (migration 0053): each client's requests per window, over every instance. */
export const rateLimitRows = {
  /**
   * Adds one instance's unflushed counts of a window and answers every listed client's total of
   * that window, all instances together, in one statement (it runs a few times a second per
   * instance, never per request). Windows that ended before the previous one are deleted on the
   * way, so the table holds two windows at most.
   */
  async addAndRead(
    db: Db,
    scope: string,
    windowStart: number,
    windowMs: number,
    counts: ReadonlyMap<string, number>,
  ): Promise<Map<string, number>> {
    // one array parameter each: drizzle would spread a bare array into a list of parameters
    const clients = sql.param([...counts.keys()]);
    const added = sql.param([...counts.values()]);
    const rows = await rowsOf<{ client: string; count: number }>(
      db,
      sql`WITH gone AS (
            DELETE FROM rate_limit_counts
             WHERE scope = ${scope} AND window_start < ${windowStart - windowMs}::int8
          )
          INSERT INTO rate_limit_counts AS r (scope, window_start, client, count)
          SELECT ${scope}, ${windowStart}::int8, u.client, u.added
            FROM unnest(${clients}::text[], ${added}::int4[]) AS u (client, added)
           -- every instance locks the rows in one order, so two flushes never deadlock
           ORDER BY u.client
          ON CONFLICT (scope, window_start, client) DO UPDATE SET count = r.count + EXCLUDED.count
          RETURNING client, count`,
    );
    return new Map(rows.map((r) => [r.client, Number(r.count)]));
  },
};
