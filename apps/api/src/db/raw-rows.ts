import type { SQL } from 'drizzle-orm';
import type { Db } from './db-types.ts';

/**
 * The rows of a raw query. Both drivers answer `execute` with `{ rows }`, but the shared Db
 * type leaves the result unknown; `Row` names the columns the query selects (unchecked).
 */
export async function rowsOf<Row = Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
