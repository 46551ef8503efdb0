import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, it } from 'vitest';
import { serverDatabaseName } from '../src/cities/city-opener.ts';
import { dropServerDatabase } from '../src/db/open-server-db.ts';
import { buildTestApp } from './build-test-app.ts';

// A fresh PostgreSQL server has only `postgres`: DATABASE_URL naming a database nobody made yet
// must not stop the start; the server creates it (and the cities' databases beside it). A
// *.server.test.ts file: runs only where DATABASE_URL names a server.
const serverUrl = process.env.DATABASE_URL!;

async function databasesNamed(...names: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname = ANY($1::text[]) ORDER BY datname',
      [names],
    );
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

it('starts and serves a city when the database DATABASE_URL names does not exist', async () => {
  const missing = `t_nodb_${randomBytes(4).toString('hex')}`;
  const cityDb = serverDatabaseName(missing, 'perm');
  const url = new URL(serverUrl);
  url.pathname = `/${missing}`;
  expect(await databasesNamed(missing, cityDb)).toEqual([]);
  // the URL's own database, and its name as the cities' prefix (the kit's own prefix overridden)
  const { app, close } = await buildTestApp({
    env: { DATABASE_URL: url.toString(), DATABASE_NAME_PREFIX: missing, CITY_DATA: 'empty' },
  });
  try {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', result: { database: 'ok' } });
    const news = await app.inject({ method: 'GET', url: '/api/news/get-news-list' });
    expect(news.statusCode).toBe(200);
    expect(await databasesNamed(missing, cityDb)).toEqual([missing, cityDb].sort());
  } finally {
    await close();
    await dropServerDatabase(serverUrl, cityDb);
    await dropServerDatabase(serverUrl, missing);
  }
});
