import { sql, type SQL } from 'drizzle-orm';

/** A moment relative to the database clock, so every instance and the tests share one clock. */
export function afterNow(seconds: number): SQL<Date> {
  return sql<Date>`now() + make_interval(secs => ${seconds})`;
}
