import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from './db-types.ts';
import type { OpenedDb } from './open-embedded-db.ts';

// bigint columns (kopecks) arrive as strings by default; money never exceeds 2^53 kopecks here,
// and the embedded driver already gives numbers, so both drivers answer alike.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Creates the city's database on the server if it does not exist yet (needs CREATEDB). */
export async function ensureServerDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
      } catch (error) {
        // Another instance created it first: that is what we wanted.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

export async function dropServerDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database.replace(/"/g, '')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** A city's database on a PostgreSQL server, through a connection pool. */
export async function openServerDb(url: string, poolMax: number): Promise<OpenedDb> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  const db = drizzle(pool) as unknown as Db;
  return {
    db,
    query: async (sql, params) => ({ rows: (await pool.query(sql, params as unknown[])).rows }),
    rawTransaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async (sql, params) => ({ rows: (await client.query(sql, params as unknown[])).rows }),
          exec: async (script) => {
            await client.query(script);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
