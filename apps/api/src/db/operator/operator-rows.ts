import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { OperatorRow } from '../schema/operator.ts';

export type OperatorRecord = Pick<OperatorRow, 'id' | 'login' | 'name' | 'passwordHash'>;

/** operators (migration 0027; their login attempts: accounts/login-attempt-rows.ts). */
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
};
