import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db-types.ts';

export interface OperatorRecord {
  id: number;
  login: string;
  name: string;
  passwordHash: string;
}

async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** operators and operator_login_failures (migration 0027). */
export const operatorRows = {
  async byLogin(db: Db, login: string): Promise<OperatorRecord | null> {
    const [row] = await rowsOf(
      db,
      sql`SELECT id, login, name, password_hash FROM operators WHERE login = ${login} AND disabled_at IS NULL`,
    );
    return row
      ? {
          id: Number(row.id),
          login: String(row.login),
          name: String(row.name),
          passwordHash: String(row.password_hash),
        }
      : null;
  },

  /** Makes the operator or sets a new password and name for an existing login (enabling it again). */
  async upsert(
    db: Db,
    login: string,
    name: string,
    passwordHash: string,
  ): Promise<{ id: number; created: boolean }> {
    const [row] = await rowsOf(
      db,
      sql`INSERT INTO operators (login, name, password_hash) VALUES (${login}, ${name}, ${passwordHash})
        ON CONFLICT (login) DO UPDATE SET name = EXCLUDED.name, password_hash = EXCLUDED.password_hash, disabled_at = NULL
        RETURNING id, (xmax = 0) AS created`,
    );
    return { id: Number(row!.id), created: Boolean(row!.created) };
  },

  /** Inserts only when the login is free; true when it made the row. */
  async insertIfMissing(db: Db, login: string, name: string, passwordHash: string): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`INSERT INTO operators (login, name, password_hash) VALUES (${login}, ${name}, ${passwordHash})
        ON CONFLICT (login) DO NOTHING RETURNING id`,
    );
    return rows.length > 0;
  },

  async exists(db: Db, login: string): Promise<boolean> {
    return (await rowsOf(db, sql`SELECT 1 FROM operators WHERE login = ${login}`)).length > 0;
  },

  async recordFailure(db: Db, login: string, ip: string): Promise<void> {
    await db.execute(sql`INSERT INTO operator_login_failures (login, ip) VALUES (${login}, ${ip})`);
  },

  /** Failures in the last windowSeconds for this login and for this address. */
  async failures(
    db: Db,
    login: string,
    ip: string,
    windowSeconds: number,
  ): Promise<{ byLogin: number; byIp: number }> {
    const [row] = await rowsOf(
      db,
      sql`SELECT
        count(*) FILTER (WHERE login = ${login}) AS by_login,
        count(*) FILTER (WHERE ip = ${ip}) AS by_ip
        FROM operator_login_failures
        WHERE created_at > now() - make_interval(secs => ${windowSeconds}) AND (login = ${login} OR ip = ${ip})`,
    );
    return { byLogin: Number(row?.by_login ?? 0), byIp: Number(row?.by_ip ?? 0) };
  },

  /** A successful login forgets the login's failures (the address keeps its own). */
  async clearFailures(db: Db, login: string): Promise<void> {
    await db.execute(sql`DELETE FROM operator_login_failures WHERE login = ${login}`);
  },
};
