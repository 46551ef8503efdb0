import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { dropServerDatabase, ensureServerDatabase, openServerDb } from '../src/db/open-server-db.ts';
import type { OpenedDb } from '../src/db/open-embedded-db.ts';
import { serverDatabaseName } from '../src/cities/city-opener.ts';
import { openClusters, type Cluster } from './clusters.ts';
import { makeDrivers, pickZone } from './scale-drivers.ts';
import { runLoad, type Failure } from './driver-load.ts';
import { ApiInstance, startHaproxy } from './processes.ts';
import { checkCity, webhooksSettled } from './scale-checks.ts';

/**
 * The scale test (issue 25): two PostgreSQL servers with two cities each, three API instances
 * behind HAProxy, a mixed load of drivers for SCALE_SECONDS, one instance killed with SIGKILL
 * in the middle and started again; then each city's database is asked directly whether every
 * answered start exists once, every approved top-up was credited once and the ledger holds.
 * Prints one verdict line; exit 0 on PASS. Loopback only.
 *   npm run scale-test        (SCALE_SECONDS=60, SCALE_CONCURRENCY=16, SCALE_DATABASE_URL_1/_2)
 */
const SECONDS = Number(process.env.SCALE_SECONDS ?? 60);
const CONCURRENCY = Number(process.env.SCALE_CONCURRENCY ?? 16);
const BALANCER_PORT = 8241;
const INSTANCE_PORTS = [8242, 8243, 8244];
const CITIES: [string[], string[]] = [
  ['perm', 'kazan'],
  ['samara', 'rostov'],
];
/**
 * The kill window: from the SIGKILL until the balancer has seen the instance gone. A request
 * the balancer had handed to the instance (in its accept queue or being served) dies with it;
 * HAProxy closes such a client connection without an answer so the client repeats the request,
 * which the load does with the same idempotency key (a failure that fails twice is lost).
 */
const KILL_WINDOW_MS = 1000;

const envName = (city: string) => `DATABASE_URL_${city.toUpperCase().replace(/-/g, '_')}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'parking-scale-'));
  const prefix = `scale_${randomBytes(4).toString('hex')}`;
  const made: [string, string][] = [];
  const pools = new Map<string, OpenedDb>();
  const instances: ApiInstance[] = [];
  let balancer: ChildProcess | null = null;
  let clusters: Cluster[] = [];
  const cleanUp = async () => {
    await Promise.allSettled(instances.map((i) => i.stop()));
    balancer?.kill('SIGTERM');
    await Promise.allSettled([...pools.values()].map((p) => p.close()));
    for (const [server, name] of made) await dropServerDatabase(server, name).catch(() => {});
    for (const c of clusters) c.release();
    if (process.env.SCALE_HAPROXY_LOG) console.log(`logs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    clusters = openClusters();
    const urls: Record<string, string> = {};
    for (const [i, cities] of CITIES.entries()) {
      for (const city of cities) {
        const server = clusters[i]!.url;
        const name = serverDatabaseName(prefix, city);
        await ensureServerDatabase(server, name);
        made.push([server, name]);
        const url = new URL(server);
        url.pathname = `/${name}`;
        urls[city] = url.toString();
      }
    }
    const cities = CITIES.flat();
    const balancerUrl = `http://127.0.0.1:${BALANCER_PORT}`;
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      HOSTED_CITIES: cities.join(','),
      PRELOAD_CITIES: cities.join(','),
      PUBLIC_URL: balancerUrl,
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_MAX: String(1e9),
      PG_POOL_MAX: '6',
      SHUTDOWN_DRAIN_MS: '0',
      WEB_DIST_DIR: path.join(dir, 'no-web'),
      ...Object.fromEntries(cities.map((c) => [envName(c), urls[c]!])),
    };
    for (const [i, port] of INSTANCE_PORTS.entries()) {
      mkdirSync(path.join(dir, `data-${i + 1}`));
      instances.push(
        new ApiInstance(
          port,
          { ...env, DATA_DIR: path.join(dir, `data-${i + 1}`) },
          path.join(dir, `api-${i + 1}.log`),
        ),
      );
    }
    // the first instance migrates and fills the cities alone; the others find them ready
    const started = Date.now();
    instances[0]!.start();
    await instances[0]!.ready('/api/health/live');
    const probe =
      (await fetch(`${instances[0]!.base}/api/health/ready`)).status === 404
        ? '/api/health'
        : '/api/health/ready';
    await instances[0]!.ready(probe);
    for (const i of instances.slice(1)) i.start();
    for (const city of cities) pools.set(city, await openServerDb(urls[city]!, 2));
    const drivers = await makeDrivers(pools, cities, CONCURRENCY);
    await Promise.all(instances.slice(1).map((i) => i.ready(probe)));
    balancer = startHaproxy(dir, BALANCER_PORT, instances, probe);
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${balancerUrl}${probe}`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(100);
    }
    const zones = new Map<string, string>();
    for (const city of cities)
      zones.set(
        city,
        await pickZone(balancerUrl, city, pools.get(city)!, drivers.find((d) => d.city === city)!.token),
      );
    for (const d of drivers) d.zone = zones.get(d.city)!;
    const setUp = Math.round((Date.now() - started) / 1000);

    // the load, with one instance killed at 40% of it and started again at once
    const loadStart = Date.now();
    const victim = instances[1]!;
    let killAt = 0;
    let back = 0;
    const chaos = (async () => {
      await sleep(SECONDS * 400);
      killAt = Date.now();
      await victim.kill();
      victim.start();
      await victim.ready(probe);
      back = Date.now();
    })();
    const load = await runLoad(balancerUrl, drivers, loadStart + SECONDS * 1000);
    await chaos;

    // then the databases, asked directly
    const problems: string[] = [];
    for (const city of cities) {
      const due = await webhooksSettled(pools.get(city)!, 30_000);
      if (due > 0) problems.push(`${city}: ${due} bank notifications never delivered`);
      const verdict = await checkCity(
        city,
        pools.get(city)!,
        load.starts.get(city) ?? [],
        load.topUps.get(city) ?? [],
      );
      problems.push(...verdict.problems.map((p) => `${city}: ${p}`));
    }
    const inFlight = (f: Failure) => f.startedAt <= killAt + KILL_WINDOW_MS && f.endedAt >= killAt;
    const unexplained = load.failures.filter((f) => !inFlight(f));
    for (const f of unexplained.slice(0, 10))
      problems.push(`failed ${f.startedAt - killAt} ms after the kill: ${f.detail}`);
    for (const f of load.lost.slice(0, 10)) problems.push(`failed twice (same key): ${f.detail}`);
    const startsCount = [...load.starts.values()].reduce((n, l) => n + l.length, 0);
    const topUpsCount = [...load.topUps.values()].reduce((n, l) => n + l.length, 0);
    const pass = problems.length === 0 && startsCount > 0 && topUpsCount > 0;
    for (const p of problems.slice(0, 30)) console.log(`  ${p}`);
    console.log(
      `scale-test: ${pass ? 'PASS' : 'FAIL'} ${instances.length} instances, ${clusters.length} clusters, ` +
        `${load.requests} requests in ${SECONDS} s, ${unexplained.length} unexplained failures ` +
        `(${load.failures.length - unexplained.length} in flight at the kill), ${startsCount} starts, ` +
        `${topUpsCount} top-ups, kill at ${Math.round((killAt - loadStart) / 1000)} s, back after ` +
        `${((back - killAt) / 1000).toFixed(1)} s (set-up ${setUp} s)`,
    );
    return pass ? 0 : 1;
  } catch (error) {
    console.log(`scale-test: FAIL ${error instanceof Error ? error.message : String(error)}`);
    for (const i of [1, 2, 3]) {
      try {
        const log = readFileSync(path.join(dir, `api-${i}.log`), 'utf8')
          .trim()
          .split('\n')
          .slice(-5);
        if (log[0]) console.log(`  api-${i}.log: ${log.join('\n    ')}`);
      } catch {
        // that instance never started
      }
    }
    return 1;
  } finally {
    await cleanUp();
  }
}

process.exit(await main());
