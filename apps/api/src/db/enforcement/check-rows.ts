import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import { enforcementChecks, type EnforcementCheckRow } from '../schema/enforcement.ts';

/** Who made a check: a partner system's key or a staff member. */
export type CheckCaller =
  { apiKeyId: number; staffId?: undefined } | { staffId: number; apiKeyId?: undefined };

/** One check and its answer, as the log keeps it. */
export interface CheckLogRow {
  at: Date;
  plate: string;
  zonenumber: string | null;
  lat: number | null;
  lon: number | null;
  parkingCode: string | null;
  /** Null: refused (reason is the error name). */
  allowed: boolean | null;
  reason: string;
  until: Date | null;
  sessionId: number | null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** enforcement_checks (migration 0043): the log of every check and its answer. */
export const checkRows = {
  /**
   * The checks of one call (one, or a batch's) in one statement whatever their number: a column
   * an array, unnested in order (a VALUES list of a batch cost more to build than to run). The
   * ids come back in the rows' order.
   */
  async insertAll(db: Db, caller: CheckCaller, rows: readonly CheckLogRow[]): Promise<number[]> {
    if (rows.length === 0) return [];
    // one parameter each: drizzle would spread a bare array into a list of parameters
    const column = <T>(pick: (row: CheckLogRow) => T) => sql.param(rows.map(pick));
    const made = await rowsOf<{ id: number | string }>(
      db,
      sql`INSERT INTO enforcement_checks
            (at, api_key_id, staff_id, plate, zonenumber, lat, lon, parking_code, allowed, reason, until, session_id)
          SELECT u.at, ${caller.apiKeyId ?? null}::int4, ${caller.staffId ?? null}::int4, u.plate, u.zonenumber,
                 u.lat, u.lon, u.parking_code, u.allowed, u.reason, u.until, u.session_id
            FROM unnest(${column((r) => r.at.toISOString())}::timestamptz[], ${column((r) => r.plate)}::text[],
                        ${column((r) => r.zonenumber)}::text[], ${column((r) => r.lat)}::float8[],
                        ${column((r) => r.lon)}::float8[], ${column((r) => r.parkingCode)}::text[],
                        ${column((r) => r.allowed)}::bool[], ${column((r) => r.reason)}::text[],
                        ${column((r) => iso(r.until))}::timestamptz[], ${column((r) => r.sessionId)}::int8[])
                 WITH ORDINALITY AS u (at, plate, zonenumber, lat, lon, parking_code, allowed, reason, until,
                                       session_id, n)
           ORDER BY u.n
          RETURNING id`,
    );
    // identities are drawn in the order the rows are inserted; sorted, they line up with them
    return made.map((r) => Number(r.id)).sort((a, b) => a - b);
  },

  /** The caller's latest checks, newest first. */
  async recentOf(db: Db, caller: CheckCaller, limit: number): Promise<EnforcementCheckRow[]> {
    const mine =
      caller.apiKeyId !== undefined
        ? eq(enforcementChecks.apiKeyId, caller.apiKeyId)
        : eq(enforcementChecks.staffId, caller.staffId);
    return db.select().from(enforcementChecks).where(mine).orderBy(desc(enforcementChecks.id)).limit(limit);
  },
};
