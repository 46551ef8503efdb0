import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * One city's database, whichever driver is behind it (PGlite or node-postgres). Services take
 * this and never know which; transactions work the same on both.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
