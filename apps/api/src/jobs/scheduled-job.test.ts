import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CityContext } from '../config/city-context.ts';
import { metricsRegistry } from '../lib/metrics.ts';
import { openMemoryCity } from '../../test/open-memory-city.ts';
import { sleep, startJobHost } from './job-test-host.ts';

// The runner on one PGlite city: claims, due moments, leases, failures and a close mid-pass.
// The race of two instances on a real server is scheduled-job.server.test.ts.
let city: CityContext;
const hosts: FastifyInstance[] = [];

beforeAll(async () => {
  city = await openMemoryCity('perm');
  await city.query('CREATE TABLE test_passes (host text NOT NULL, due_at timestamptz NOT NULL)');
});
afterAll(async () => {
  await city?.close();
});
beforeEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
  await city.query('DELETE FROM job_schedule');
  await city.query('DELETE FROM test_passes');
});

/** A pass that writes down which due moment it ran. */
const counting = (name: string, host: string) => async (c: CityContext) => {
  await c.query(`INSERT INTO test_passes SELECT $1, due_at FROM job_schedule WHERE job = $2`, [host, name]);
};
const schedule = async (job: string) =>
  (await city.query('SELECT *, due_at > now() AS future FROM job_schedule WHERE job = $1', [job])).rows[0];
const runsOf = async (job: string, outcome: string) =>
  (await metricsRegistry.getSingleMetric('parking_job_runs_total')!.get()).values.find(
    (v) => v.labels.job === job && v.labels.outcome === outcome,
  )?.value ?? 0;

describe('the scheduled job runner', () => {
  it('runs each due moment once, with two instances ticking on one database', async () => {
    const skippedBefore = await runsOf('counter', 'skipped');
    for (const host of ['a', 'b'])
      hosts.push(
        await startJobHost([city], {
          name: 'counter',
          everyMs: 200,
          firstAfterMs: 0,
          tickMs: 20,
          runCity: counting('counter', host),
        }),
      );
    await sleep(1100);
    await Promise.all(hosts.splice(0).map((host) => host.close()));
    const { rows } = await city.query(
      `SELECT (extract(epoch FROM due_at) * 1000)::float8 AS ms FROM test_passes ORDER BY due_at`,
    );
    const moments = rows.map((r) => Number(r.ms));
    expect(moments.length).toBeGreaterThanOrEqual(3);
    expect(new Set(moments).size).toBe(moments.length);
    for (let i = 1; i < moments.length; i += 1)
      expect(moments[i]! - moments[i - 1]!).toBeGreaterThanOrEqual(199);
    // every moment one instance ran, the other counted as skipped once it saw it
    expect(await runsOf('counter', 'skipped')).toBeGreaterThan(skippedBefore);
  });

  it('waits for the first due moment, and a setting of 0 leaves the job off', async () => {
    hosts.push(
      await startJobHost([city], {
        name: 'later',
        everyMs: 60_000,
        tickMs: 20,
        runCity: counting('later', 'a'),
      }),
      await startJobHost([city], { name: 'off', everyMs: 0, tickMs: 20, runCity: counting('off', 'a') }),
    );
    await sleep(150);
    expect(await schedule('later')).toMatchObject({ claimed_by: null, future: true });
    expect(await schedule('off')).toBeUndefined();
    expect((await city.query('SELECT * FROM test_passes')).rows).toEqual([]);
  });

  it('leaves a moment to a live lease and takes it over once the lease ran out', async () => {
    await city.query(
      `INSERT INTO job_schedule (job, due_at, claimed_by, lease_until)
       VALUES ('takeover', now() - interval '1 second', 'dead-instance', now() + interval '300 milliseconds')`,
    );
    const skippedBefore = await runsOf('takeover', 'skipped');
    hosts.push(
      await startJobHost([city], {
        name: 'takeover',
        everyMs: 60_000,
        tickMs: 20,
        runCity: counting('takeover', 'b'),
      }),
    );
    await sleep(150);
    expect((await city.query('SELECT * FROM test_passes')).rows).toEqual([]);
    await sleep(500);
    expect((await city.query('SELECT host FROM test_passes')).rows).toEqual([{ host: 'b' }]);
    expect(await schedule('takeover')).toMatchObject({ claimed_by: null, lease_until: null, future: true });
    expect(await runsOf('takeover', 'skipped')).toBe(skippedBefore);
  });

  it('records a failed pass and moves on to the next moment', async () => {
    const failedBefore = await runsOf('failing', 'failed');
    hosts.push(
      await startJobHost([city], {
        name: 'failing',
        everyMs: 60_000,
        firstAfterMs: 0,
        tickMs: 20,
        runCity: async () => {
          throw new Error('source down');
        },
      }),
    );
    await sleep(200);
    expect(await schedule('failing')).toMatchObject({
      last_error: 'source down',
      last_ok_at: null,
      future: true,
    });
    expect(await runsOf('failing', 'failed')).toBe(failedBefore + 1);
  });

  it('on close aborts the running pass, awaits it and leaves its moment due for another instance', async () => {
    let started = false;
    let sawAbort = false;
    const host = await startJobHost([city], {
      name: 'long',
      everyMs: 60_000,
      firstAfterMs: 0,
      tickMs: 20,
      runCity: async (_c, signal) => {
        started = true;
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        await sleep(50);
        sawAbort = true;
      },
    });
    while (!started) await sleep(10);
    await host.close();
    expect(sawAbort).toBe(true);
    expect(await schedule('long')).toMatchObject({ claimed_by: null, future: false });
  });
});
