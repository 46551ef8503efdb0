import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from './db-types.ts';
import type { RawTransaction } from './raw-sql.ts';

export interface OpenedDb {
  db: Db;
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  rawTransaction: RawTransaction;
  close: () => Promise<void>;
  /** The pool's connections now (server databases only; PGlite has one connection, no pool). */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** A city's embedded PostgreSQL (PGlite) under DATA_DIR/cities/<city>. */
export async function openEmbeddedDb(dataDir: string, city: string): Promise<OpenedDb> {
  const dir = path.join(dataDir, 'cities', city);
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    query: async (sql, params) => ({ rows: (await client.query<Record<string, unknown>>(sql, params)).rows }),
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          query: async (sql, params) => ({
            rows: (await tx.query<Record<string, unknown>>(sql, params)).rows,
          }),
          exec: async (script) => {
            await tx.exec(script);
          },
        }),
      ),
    close: () => client.close(),
  };
}
