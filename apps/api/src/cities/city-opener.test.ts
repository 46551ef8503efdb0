import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropServerDatabase, maintenanceDatabaseUrl } from '../db/open-server-db.ts';
import { parseEnv } from '../config/env.ts';
import { loadCities } from '../config/load-cities.ts';
import { CityOpener, serverDatabaseName } from './city-opener.ts';

// The server run (CI's second pass sets DATABASE_URL; TEST_DATABASE_URL is there in both).
const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function databasesLike(prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname',
      [`${prefix}%`],
    );
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

describe('city opener on a PostgreSQL server', () => {
  it('creates the database named in DATABASE_URL when it is missing, as it does the cities', async () => {
    if (!serverUrl) {
      // A PGlite-only run has no server to create databases on: check where creating connects.
      expect(maintenanceDatabaseUrl('postgres://u:p@db.example:6543/parking?sslmode=require')).toBe(
        'postgres://u:p@db.example:6543/postgres?sslmode=require',
      );
      expect(maintenanceDatabaseUrl('postgres://u:p@db.example/postgres')).toBe(
        'postgres://u:p@db.example/template1',
      );
      return;
    }

    const missing = `t_missing_${randomBytes(4).toString('hex')}`;
    const url = new URL(serverUrl);
    url.pathname = `/${missing}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-registry-'));
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      HOSTED_CITIES: 'tula',
      PRELOAD_CITIES: 'tula',
    });
    const app = Fastify();
    const registry = new CityOpener(
      loadCities(env),
      { dataDir, databaseUrl: url.toString(), perCityUrls: {}, poolMax: 2 },
      app.log,
    );
    try {
      expect(await databasesLike(missing)).toEqual([]);
      const tula = await registry.get('tula')!;
      expect((await tula.query('SELECT current_database() AS name')).rows).toEqual([
        { name: serverDatabaseName(missing, 'tula') },
      ]);
      expect(await databasesLike(missing)).toEqual([missing, serverDatabaseName(missing, 'tula')]);
    } finally {
      await registry.closeAll();
      await app.close();
      await dropServerDatabase(serverUrl, serverDatabaseName(missing, 'tula'));
      await dropServerDatabase(serverUrl, missing);
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(await databasesLike(missing)).toEqual([]);
  });
});
