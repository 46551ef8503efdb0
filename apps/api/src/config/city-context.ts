import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { CityConfig } from '@parking/domain/cities/city-config';

/** Everything a request needs about the city it addresses; built once per city at first use. */
export interface CityContext {
  config: CityConfig;
  /** db/db-types.ts's Db, spelled out: config/ reads settings and does not import db/. */
  db: PgDatabase<PgQueryResultHKT>;
  /** Raw SQL for migrations and tests; services use `db`. */
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
  /** The connection pool's counts for /metrics (server databases only). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}
