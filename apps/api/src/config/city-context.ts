import type { CityConfig } from '@parking/domain/cities/city-config';
import type { Db } from '../db/db-types.ts';

/** Everything a request needs about the city it addresses; built once per city at first use. */
export interface CityContext {
  config: CityConfig;
  db: Db;
  /** Raw SQL for migrations and tests; services use `db`. */
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  close: () => Promise<void>;
}
