import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BUILT_IN_CITIES } from '@parking/domain/cities/cities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityContext } from '../config/city-context.ts';
import { dropServerDatabase, ensureServerDatabase, openServerDb } from '../db/open-server-db.ts';
import { sleep, startJobHost } from './job-test-host.ts';

// Two instances on one PostgreSQL database, each with its own connection pool, racing for the
// same due moments: the claim is one UPDATE, so each moment runs on exactly one of them. A
// *.server.test.ts file: vitest.config.ts runs it only where DATABASE_URL names a server.
const serverUrl = process.env.DATABASE_URL!;
const database = `t_jobs_${randomBytes(5).toString('hex')}`;
const cities: CityContext[] = [];

async function openInstanceCity(): Promise<CityContext> {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const opened = await openServerDb(url.toString(), 4);
  const city = {
    config: BUILT_IN_CITIES.cities[0]!,
    db: opened.db,
    query: opened.query,
    close: opened.close,
  };
  cities.push(city);
  return city;
}

beforeAll(async () => {
  await ensureServerDatabase(serverUrl, database);
  const first = await openInstanceCity();
  // the runner's table only: this test is about the claim, not the rest of the schema
  await first.query(
    readFileSync(path.join(import.meta.dirname, '../db/migrations/0051_job_schedule.sql'), 'utf8'),
  );
  await first.query('CREATE TABLE test_passes (host text NOT NULL, due_at timestamptz NOT NULL)');
});
afterAll(async () => {
  await Promise.all(cities.map((city) => city.close()));
  await dropServerDatabase(serverUrl, database);
});

/** A pass that takes a while (so passes could overlap) and writes down its due moment. */
const counting = (name: string, host: string) => async (c: CityContext) => {
  await sleep(30);
  await c.query(`INSERT INTO test_passes SELECT $1, due_at FROM job_schedule WHERE job = $2`, [host, name]);
};
const passes = async (job: string) =>
  (
    await cities[0]!.query(
      `SELECT p.host, (extract(epoch FROM p.due_at) * 1000)::float8 AS ms FROM test_passes p
        WHERE p.host LIKE $1 || '%' ORDER BY p.due_at`,
      [job],
    )
  ).rows.map((r) => ({ host: String(r.host), ms: Number(r.ms) }));

describe('scheduled jobs on two instances of one PostgreSQL database', () => {
  it('run each due moment exactly once across both', async () => {
    const hosts: FastifyInstance[] = [];
    for (const host of ['counter-a', 'counter-b'])
      hosts.push(
        await startJobHost([await openInstanceCity()], {
          name: 'counter',
          everyMs: 150,
          firstAfterMs: 0,
          tickMs: 10,
          runCity: counting('counter', host),
        }),
      );
    await sleep(1200);
    await Promise.all(hosts.map((host) => host.close()));
    const seen = await passes('counter');
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(new Set(seen.map((p) => p.ms)).size).toBe(seen.length);
    for (let i = 1; i < seen.length; i += 1)
      expect(seen[i]!.ms - seen[i - 1]!.ms).toBeGreaterThanOrEqual(149);
  });

  it('take over the moment of an instance that died, once its lease ran out', async () => {
    await cities[0]!.query(
      `INSERT INTO job_schedule (job, due_at, claimed_by, lease_until)
       VALUES ('takeover', now() - interval '1 second', 'dead:1:x', now() + interval '300 milliseconds')`,
    );
    const hosts: FastifyInstance[] = [];
    for (const host of ['takeover-a', 'takeover-b'])
      hosts.push(
        await startJobHost([await openInstanceCity()], {
          name: 'takeover',
          everyMs: 60_000,
          tickMs: 10,
          runCity: counting('takeover', host),
        }),
      );
    await sleep(150);
    expect(await passes('takeover')).toEqual([]);
    await sleep(450);
    await Promise.all(hosts.map((host) => host.close()));
    expect(await passes('takeover')).toHaveLength(1);
  });
});
