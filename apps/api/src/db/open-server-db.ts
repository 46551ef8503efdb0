import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from './db-types.ts';
import type { OpenedDb } from './open-embedded-db.ts';

// bigint columns (kopecks) arrive as strings by default; money never exceeds 2^53 kopecks here,
// and the embedded driver already gives numbers, so both drivers answer alike.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * The server's maintenance database beside `url` (same server, user and options): `postgres`,
 * or `template1` when the URL names `postgres` itself. Creating a database needs a connection
 * to some database that exists already.
 */
export function maintenanceDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = parsed.pathname === '/postgres' ? '/template1' : '/postgres';
  return parsed.toString();
}

async function createDatabase(client: pg.Client, database: string): Promise<void> {
  const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (found.rowCount !== 0) return;
  try {
    await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } catch (error) {
    // Another instance created it first: that is what we wanted.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
}

/**
 * A client on the database `url` names, creating that database first (through the maintenance
 * database) when the server says it does not exist: DATABASE_URL may name a database nobody made
 * yet, as a fresh server has none but `postgres`.
 */
async function connectCreatingDatabase(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    if ((error as { code?: string }).code !== '3D000') throw error; // invalid_catalog_name
  }
  const maintenance = new pg.Client({ connectionString: maintenanceDatabaseUrl(url) });
  await maintenance.connect();
  try {
    await createDatabase(maintenance, decodeURIComponent(new URL(url).pathname.slice(1)));
  } finally {
    await maintenance.end();
  }
  const created = new pg.Client({ connectionString: url });
  await created.connect();
  return created;
}

/**
 * Creates the city's database on the server if it does not exist yet (needs CREATEDB), and the
 * database `adminUrl` names too, when that one is missing.
 */
export async function ensureServerDatabase(adminUrl: string, database: string): Promise<void> {
  const client = await connectCreatingDatabase(adminUrl);
  try {
    await createDatabase(client, database);
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
  // A server that drops packets must fail a request within seconds (answered as a 503 envelope),
  // not hold it until the client gives up.
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5000 });
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
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
