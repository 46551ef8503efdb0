import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/** What a support search looks for; any of them matches (none given: every driver). */
export interface DriverSearchKeys {
  /** 11 digits: the main phone or any other phone of the driver. */
  phone?: string;
  /** A whole e-mail, any case. */
  email?: string;
  /** Spellings of one plate: of the driver's vehicles or of their stays. */
  plates?: string[];
  /** An order (session) number: its driver. */
  sessionId?: number;
}

export interface DriverSummaryRecord {
  id: number;
  firstName: string;
  lastName: string;
  middleName: string;
  email: string;
  phone: string | null;
  plates: string[];
  createdAt: Date;
  blocked: boolean;
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Each key through its own index: users' phone and e-mail, user_phones, vehicles and sessions by plate. */
function matching(keys: DriverSearchKeys | null): SQL {
  if (!keys) return sql`true`;
  const parts: SQL[] = [];
  if (keys.phone !== undefined) {
    parts.push(sql`u.phone = ${keys.phone}`);
    parts.push(sql`u.id IN (SELECT p.user_id FROM user_phones p WHERE p.phone = ${keys.phone})`);
  }
  if (keys.email !== undefined) parts.push(sql`lower(u.email) = lower(${keys.email})`);
  if (keys.plates?.length) {
    parts.push(sql`u.id IN (SELECT v.user_id FROM vehicles v WHERE v.plate IN (${list(keys.plates)}))`);
    parts.push(
      sql`u.id IN (SELECT s.user_id FROM parking_sessions s WHERE s.plate IN (${list(keys.plates)}) AND s.user_id IS NOT NULL)`,
    );
  }
  if (keys.sessionId !== undefined) {
    parts.push(sql`u.id IN (SELECT s.user_id FROM parking_sessions s WHERE s.id = ${keys.sessionId})`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
}

/** Support's search of the city's drivers (issue 21), newest first. */
export const driverSearchRows = {
  async search(
    db: Db,
    keys: DriverSearchKeys | null,
    limit: number,
    offset: number,
  ): Promise<{ count: number; rows: DriverSummaryRecord[] }> {
    const where = matching(keys);
    const [counted] = await rowsOf<{ n: string }>(db, sql`SELECT count(*) AS n FROM users u WHERE ${where}`);
    const rows = await rowsOf(
      db,
      sql`SELECT u.id, u.first_name, u.last_name, u.middle_name, u.email, u.phone, u.created_at,
                 coalesce((SELECT array_agg(v.plate ORDER BY v.is_main DESC, v.id) FROM vehicles v
                            WHERE v.user_id = u.id), '{}') AS plates,
                 EXISTS (SELECT 1 FROM driver_blocks b WHERE b.user_id = u.id) AS blocked
            FROM users u WHERE ${where}
           ORDER BY u.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return {
      count: Number(counted?.n ?? 0),
      rows: rows.map((r) => ({
        id: Number(r.id),
        firstName: String(r.first_name),
        lastName: String(r.last_name),
        middleName: String(r.middle_name),
        email: String(r.email),
        phone: r.phone === null ? null : String(r.phone),
        plates: (r.plates as string[]).map(String),
        createdAt: new Date(r.created_at as string),
        blocked: Boolean(r.blocked),
      })),
    };
  },
};
