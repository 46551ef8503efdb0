import type { RawSql } from '../raw-sql.ts';

/** Throws unless the database answers a trivial query (the health check's probe). */
export async function pingDatabase(sql: Pick<RawSql, 'query'>): Promise<void> {
  await sql.query('SELECT 1');
}
