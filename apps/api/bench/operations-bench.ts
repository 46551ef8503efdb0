import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { serverDatabaseName } from '../src/cities/city-opener.ts';
import { parseEnv } from '../src/config/env.ts';
import { loadCities } from '../src/config/load-cities.ts';
import { dropServerDatabase } from '../src/db/open-server-db.ts';
import { tokenService } from '../src/services/accounts/token-service.ts';
import { runMain } from './run-main.ts';

/**
 * The operations history on a PostgreSQL server (issue 5): a driver with 10,000 operations
 * (among 20 other drivers' 100,000), get-operations-with-filter at 16 connections (budget: p99
 * under 50 ms), then the export of the whole history as xlsx and PDF: time, size and the
 * process's peak RSS above its level before the download.
 *   npm run bench:operations -w @parking/api      (BENCH_DATABASE_URL, default the local server)
 */
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const OPERATIONS = 10_000;
const BUDGET_P99_MS = 50;
const HARD_LIMIT_MS = 10 * 60_000;

const run = promisify(execFile);
const LOAD_CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-child.mjs');

/** `n` operations of a user over the last year: payments on three plates in five zones, refills. */
const SEED_SQL = `
  INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, card_payment_id, session_id,
                                  zone, plate, starts_at, ends_at, duration_minutes, payment_method)
  SELECT $1::int, now() - i * interval '52 minutes',
         CASE WHEN i % 10 = 0 THEN 'refill' WHEN i % 10 = 1 THEN 'renew' WHEN i % 25 = 2 THEN 'cancel' ELSE 'payment' END,
         CASE WHEN i % 10 = 0 THEN 100000 WHEN i % 25 = 2 THEN 1500 ELSE -(3000 + (i % 7) * 500) END,
         CASE WHEN i % 97 = 0 THEN 'error' ELSE 'done' END,
         'bench-' || $1::int || '-' || i, CASE WHEN i % 10 = 0 THEN NULL ELSE i END,
         CASE WHEN i % 10 = 0 THEN NULL ELSE (ARRAY['101','102','103','201','202'])[1 + i % 5] END,
         CASE WHEN i % 10 = 0 THEN NULL ELSE (ARRAY['А123ВС159','М456ОР159','Т789УХ59'])[1 + i % 3] END,
         now() - i * interval '52 minutes', now() - i * interval '52 minutes' + interval '1 hour', 60, 'balance'
    FROM generate_series(1, $2::int) AS i`;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  errors: number;
}

async function load(url: string, token: string, body: unknown): Promise<Figures> {
  const { stdout } = await run(
    process.execPath,
    [
      LOAD_CHILD,
      JSON.stringify({
        url,
        method: 'POST',
        connections: CONNECTIONS,
        seconds: SECONDS,
        tokens: [token],
        body,
      }),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout) as Result;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r['2xx'],
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** Downloads a file, reading the stream to the end, sampling this process's RSS meanwhile. */
async function download(
  url: string,
): Promise<{ ms: number; bytes: number; peakRssMb: number; baseRssMb: number }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`download answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  const ms = performance.now() - started;
  clearInterval(sampler);
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  return { ms: Math.round(ms), bytes, peakRssMb: mb(peak - base), baseRssMb: mb(base) };
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-bench-ops-'));
  const prefix = `bench_${randomBytes(4).toString('hex')}`;
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HOSTED_CITIES: 'perm',
    PRELOAD_CITIES: 'perm',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_MAX: String(1e9),
    DATABASE_URL,
    DATABASE_NAME_PREFIX: prefix,
  });
  let app: FastifyInstance | null = null;
  try {
    app = await buildApp({ env, cities: loadCities(env), perCityUrls: {} });
    const city = await app.cityRegistry.get('perm')!;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/c/perm`;
    const newUser = async (i: number) => {
      const { rows } = await city.query('INSERT INTO users (email) VALUES ($1) RETURNING id', [
        `bench-ops-${i}-${randomBytes(4).toString('hex')}@example.test`,
      ]);
      return Number(rows[0]!.id);
    };
    const seeded = performance.now();
    for (let i = 0; i < 20; i++) await city.query(SEED_SQL, [await newUser(i), 5000]);
    const userId = await newUser(99);
    await city.query(SEED_SQL, [userId, OPERATIONS]);
    await city.query('ANALYZE profile_operations');
    console.log(
      `seeded ${OPERATIONS} operations for the driver (+100,000 for others) in ${Math.round(performance.now() - seeded)} ms`,
    );
    const token = await tokenService.issue(city.db, 'standard', userId);

    const filterUrl = `${base}/api/profile/get-operations-with-filter`;
    const now = new Date();
    const monthAgo = new Date(now.getTime() - 90 * 86_400_000);
    const dmy = (d: Date) =>
      `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    const loads: [string, unknown][] = [
      ['no filter, first page', {}],
      ['vehicle + 90-day period', { Vehicle: 'М456ОР159', StartDate: dmy(monthAgo), EndDate: dmy(now) }],
      ['type renew + zone 201, offset 100', { Operation: 'renew', Zone: '201', offset: 100 }],
    ];
    const results: [string, Figures][] = [];
    for (const [name, body] of loads) {
      const f = await load(filterUrl, token, body);
      results.push([name, f]);
      console.log(
        `get-operations-with-filter (${name}): ${Math.round(f.rps)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.ok} ok, ${f.errors} errors`,
      );
    }
    const exports: [string, Awaited<ReturnType<typeof download>>][] = [];
    for (const type of ['xls', 'pdf'] as const) {
      const d = await download(`${base}/api/profile/download-history/v1?type=${type}&lang=ru&token=${token}`);
      exports.push([type, d]);
      console.log(
        `download-history ${type}, ${OPERATIONS} operations: ${d.ms} ms, ${Math.round(d.bytes / 1024)} KiB, peak RSS +${d.peakRssMb} MB over ${d.baseRssMb} MB`,
      );
    }
    const checks: [string, boolean][] = [
      ...results.map(
        ([name, f]) =>
          [
            `filter (${name}) p99 ${f.p99} ms < ${BUDGET_P99_MS} ms at ${CONNECTIONS} connections, no errors`,
            f.p99 < BUDGET_P99_MS && f.errors === 0,
          ] as [string, boolean],
      ),
      ...exports.map(
        ([type, d]) =>
          [`export ${type} streamed: peak RSS +${d.peakRssMb} MB < 200 MB`, d.peakRssMb < 200] as [
            string,
            boolean,
          ],
      ),
    ];
    console.log('');
    for (const [text, pass] of checks) console.log(`${pass ? 'PASS' : 'FAIL'}  ${text}`);
    return checks.every(([, pass]) => pass) ? 0 : 1;
  } finally {
    await app?.close();
    await dropServerDatabase(DATABASE_URL, serverDatabaseName(prefix, 'perm')).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main, HARD_LIMIT_MS);
