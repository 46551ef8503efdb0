import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { serverDatabaseName } from '../src/cities/city-opener.ts';
import type { CityContext } from '../src/config/city-context.ts';
import { parseEnv } from '../src/config/env.ts';
import { loadCities } from '../src/config/load-cities.ts';
import { checkInvariants } from '../src/db/ledger/check-invariants.ts';
import { dropServerDatabase } from '../src/db/open-server-db.ts';
import { tokenService } from '../src/services/accounts/token-service.ts';
import { driverAccount, systemAccount } from '../src/services/ledger/ledger-accounts.ts';
import { postTransaction } from '../src/services/ledger/post-transaction.ts';
import { runMain } from './run-main.ts';
import {
  databaseUrl,
  functionTimes,
  startSqlRun,
  tpcbDatabase,
  tpcbRun,
  withMachineCpu,
  type PgbenchFigures,
} from './pgbench-runs.ts';
import { slowWindows, watchServer } from './timeline.ts';

/**
 * Load test of the money calls on a PostgreSQL server: the cost call next to a bare Fastify
 * endpoint answering the same bytes, and the session start (pay from the balance) next to what
 * the database itself can do, all in one run. Budgets: the cost call at least 40% of the bare
 * endpoint's requests/s with p99 under 50 ms at 64 connections (issue 4). The starts (issue 25
 * item 7, replacing issue 4's absolute 1,000 starts/s, which this 2-core machine running the
 * database and the load as well cannot meet reliably) as ratios measured on the same machine
 * minutes apart, with the same 64 clients:
 *   (a) a start's SQL transaction run by pgbench alone (bench/pgbench-start.sql: the one
 *       statement the server sends per start) at least 0.8 of pgbench's built-in TPC-B-like
 *       transaction (scale 64, in a scratch database), both -M prepared;
 *   (b) HTTP starts flat out (autocannon) at least 0.7 of that SQL-only rate;
 *   (c) p99 under 50 ms paced at half of the measured flat-out rate (bench/paced-child.mjs);
 * with the ledger invariants true and every start answered ok paid afterwards. It prints what
 * in a start costs what: server CPU per start, the database time per PL/pgSQL function and
 * trigger, and the HTTP side's time per start (1/rate_http - 1/rate_sql).
 *   npm run bench:payments -w @parking/api      (BENCH_DATABASE_URL, default the local server)
 */
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 64;
const DRIVERS = 64;
/** pgbench's clients for both its runs (the TPC-B scale too): the HTTP loads' connections. */
const CLIENTS = CONNECTIONS;
const BUDGET = { costRatio: 0.4, p99Ms: 50, sqlToTpcb: 0.8, httpToSql: 0.7 };
const HARD_LIMIT_MS = 10 * 60_000;
const WARM_UP_SECONDS = 2;
const COST_ROUNDS = 3;
const PROFILE = process.env.BENCH_PROFILE as 'cost' | 'start' | undefined;

const run = promisify(execFile);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const FLAT_OUT = path.join(HERE, 'load-child.mjs');
const PACED = path.join(HERE, 'paced-child.mjs');

interface Load {
  url: string;
  method: 'POST' | 'GET';
  seconds: number;
  /** Requests a second, spread evenly (paced-child.mjs); without it, flat out (autocannon). */
  rate?: number;
  tokens?: string[];
  body?: unknown;
  uniqueStart?: boolean;
  plateLetter?: string;
  /** ASCII tag of the phase for the idempotency keys (the plate letter is Cyrillic). */
  phase?: number;
  /** Paced loads: a GET answered on every socket before the clock starts (paced-child.mjs). */
  warmUrl?: string;
  /** Paced loads: this long at the rate before the measured run (paced-child.mjs). */
  warmSeconds?: number;
  /** Paced loads: each answer's due time and latency, with the server's GC and lag (timeline.ts). */
  timeline?: boolean;
}

interface Figures {
  name: string;
  /** Server CPU per answered request (this process: both servers and the pg client). */
  cpuUs: number;
  rps: number;
  ok: number;
  /** Requests answered 2xx in a paced load's unmeasured warm-up (each one had its effect). */
  warmOk: number;
  p50: number;
  p99: number;
  errors: number;
  /** With Load.timeline: the 100 ms windows over 40 ms and what the server went through in them. */
  slowWindows?: string[];
}

async function load(name: string, config: Load): Promise<Figures> {
  const cpuBefore = process.cpuUsage();
  const watch = config.timeline ? watchServer() : null;
  const { stdout } = await run(
    process.execPath,
    [config.rate ? PACED : FLAT_OUT, JSON.stringify({ connections: CONNECTIONS, ...config })],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const r = JSON.parse(stdout) as Result & {
    warmUp?: { ok: number; total: number };
    timeline?: { startedAt: number; latencies: [number, number][] };
  };
  const events = watch?.stop() ?? [];
  const cpu = process.cpuUsage(cpuBefore);
  return {
    name,
    cpuUs: Math.round((cpu.user + cpu.system) / Math.max(1, r.requests.total + (r.warmUp?.total ?? 0))),
    rps: r.requests.average,
    ok: r['2xx'],
    warmOk: r.warmUp?.ok ?? 0,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    ...(r.timeline ? { slowWindows: slowWindows(r.timeline.startedAt, r.timeline.latencies, events) } : {}),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The cost call against the bare endpoint: both warmed up first (the JIT compiles our route's
 * code on its first few thousand calls; a cold start is not what a running server answers
 * with), then measured in alternating rounds, ours then bare, and judged by the median of the
 * rounds' ratios. This machine is a small VM whose speed drifts by tens of percent from one
 * minute to the next with its neighbours' load; a pair of back-to-back rounds sees the same
 * machine, and the median drops a round that a drift cut through.
 */
async function costRounds(
  ours: Load,
  bare: Load,
): Promise<{ ours: Figures; bare: Figures; ratio: number; ratios: number[] }> {
  const seconds = Math.max(2, Math.round(ours.seconds / 2));
  await load('warm-up', { ...ours, seconds: WARM_UP_SECONDS });
  await load('warm-up', { ...bare, seconds: WARM_UP_SECONDS });
  const rounds: { ours: Figures; bare: Figures }[] = [];
  for (let i = 0; i < COST_ROUNDS; i++) {
    rounds.push({
      ours: await load('cost (ours)', { ...ours, seconds }),
      bare: await load('cost (bare)', { ...bare, seconds }),
    });
  }
  const ratios = rounds.map((r) => r.ours.rps / r.bare.rps);
  const ratio = median(ratios);
  // the round whose ratio is the median stands for the call (its p99 and errors too)
  const chosen = rounds[ratios.indexOf(ratio)]!;
  const errors = rounds.reduce((sum, r) => sum + r.ours.errors, 0);
  return { ours: { ...chosen.ours, errors }, bare: chosen.bare, ratio, ratios };
}

/**
 * 64 drivers with a token and 1,000,000 roubles each (12,500 starts at 80 roubles: pgbench runs
 * flat out on them too), written straight to the database; their user ids are consecutive
 * (pgbench-start.sql picks one of first .. first + 63).
 */
async function makeDrivers(city: CityContext): Promise<{ tokens: string[]; firstId: number }> {
  const tokens: string[] = [];
  const ids: number[] = [];
  const clearing = await systemAccount(city.db, 'card_clearing');
  for (let i = 0; i < DRIVERS; i++) {
    const { rows } = await city.query('INSERT INTO users (email) VALUES ($1) RETURNING id', [
      `bench-${i}-${randomBytes(4).toString('hex')}@example.test`,
    ]);
    const userId = Number(rows[0]!.id);
    ids.push(userId);
    await postTransaction(city.db, {
      kind: 'refill',
      scope: 'bench',
      idempotencyKey: `fund-${userId}`,
      postings: [
        { account: clearing, amount: -100_000_000 },
        { account: await driverAccount(city.db, userId), amount: 100_000_000 },
      ],
    });
    tokens.push(await tokenService.issue(city.db, 'standard', userId));
  }
  if (ids.some((id, i) => id !== ids[0]! + i))
    throw new Error(`driver ids not consecutive: ${ids.join(',')}`);
  return { tokens, firstId: ids[0]! };
}

/** A zone whose hour from now costs money (tariffs may be free at night). */
async function paidZone(
  base: string,
  city: CityContext,
  token: string,
): Promise<{ zone: string; answer: unknown }> {
  const { rows } = await city.query('SELECT zonenumber FROM zones ORDER BY sort_order, id');
  let fallback: { zone: string; answer: unknown } | null = null;
  for (const row of rows) {
    const zone = String(row.zonenumber);
    const res = await fetch(`${base}/c/perm/api/payment/cost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ Vehicle: { Number: 'А123ВС59' }, Zone: zone, Duration: 60 }),
    });
    const answer = (await res.json()) as { status: string; totalcost?: number };
    if (answer.status !== 'ok') continue;
    if ((answer.totalcost ?? 0) > 0) return { zone, answer };
    fallback ??= { zone, answer };
  }
  if (!fallback) throw new Error('no zone of perm answers the cost call');
  console.log('no zone costs money at this hour: measuring free starts');
  return fallback;
}

function bareServer(costAnswer: unknown, startAnswer: unknown): FastifyInstance {
  const bare = Fastify({ logger: false });
  bare.post('/cost', async () => costAnswer);
  bare.post('/start', async () => startAnswer);
  return bare;
}

const port = (server: FastifyInstance) => (server.server.address() as AddressInfo).port;

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-bench-pay-'));
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
    PG_POOL_MAX: process.env.BENCH_PG_POOL_MAX ?? '24',
  });
  let app: FastifyInstance | null = null;
  let bare: FastifyInstance | null = null;
  const tpcbName = `${prefix}_tpcb`;
  try {
    // before anything else runs: generating pgbench's tables takes the machine for a while
    const tpcbUrl = PROFILE ? null : await tpcbDatabase(DATABASE_URL, tpcbName, CLIENTS);
    app = await buildApp({ env, cities: loadCities(env), perCityUrls: {} });
    const city = await app.cityRegistry.get('perm')!;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const ours = `http://127.0.0.1:${port(app)}`;
    const { tokens, firstId } = await makeDrivers(city);
    const { zone, answer: costAnswer } = await paidZone(ours, city, tokens[0]!);
    const startBody = {
      Vehicle: { Number: 'А000АА00', Category: 'B', NumberFormat: 'rus' },
      Zone: zone,
      Duration: 60,
      PaymentService: 'balance',
    };
    const probe = await fetch(`${ours}/c/perm/api/payment/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body: JSON.stringify({
        ...startBody,
        Vehicle: { Number: 'Р999РР999' },
        idempotencyKey: 'bench-probe-1',
      }),
    });
    const startAnswer = await probe.json();
    if ((startAnswer as { status: string }).status !== 'ok')
      throw new Error(`the start call refused the bench's request: ${JSON.stringify(startAnswer)}`);
    const startCost = (startAnswer as { result: { sum: number } }).result.sum;

    bare = bareServer(costAnswer, startAnswer);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const theirs = `http://127.0.0.1:${port(bare)}`;
    console.log(
      `PostgreSQL server, zone ${zone}, ${SECONDS} s per target, ${CONNECTIONS} connections / pgbench clients, loopback\n`,
    );

    const costBody = { Vehicle: { Number: 'А123ВС59' }, Zone: zone, Duration: 60 };
    const seconds = SECONDS;
    // BENCH_PROFILE=cost|start: only that load on our server (run under --cpu-prof to profile it);
    // BENCH_RATE=n paces it at n requests a second
    if (PROFILE) {
      const only = await load(`${PROFILE} (ours)`, {
        url: `${ours}/c/perm/api/payment/${PROFILE}`,
        method: 'POST',
        seconds,
        tokens,
        body: PROFILE === 'cost' ? costBody : startBody,
        uniqueStart: PROFILE === 'start',
        phase: 9,
        ...(process.env.BENCH_RATE
          ? {
              rate: Number(process.env.BENCH_RATE),
              warmUrl: `${ours}/api/health`,
              warmSeconds: WARM_UP_SECONDS,
              timeline: process.env.BENCH_TIMELINE === '1',
            }
          : {}),
      });
      const { slowWindows: windows, ...figures } = only;
      console.log(figures);
      for (const line of windows ?? []) console.log(`  ${line}`);
      return 0;
    }
    const cost = await costRounds(
      { url: `${ours}/c/perm/api/payment/cost`, method: 'POST', seconds, tokens, body: costBody },
      { url: `${theirs}/cost`, method: 'POST', seconds, body: costBody },
    );

    // the database's own limit, then a start's SQL alone, then the same starts over HTTP: three
    // back-to-back phases on the same machine, whose ratios are the budget
    const cityUrl = databaseUrl(DATABASE_URL, serverDatabaseName(prefix, 'perm'));
    const tpcb = await tpcbRun(tpcbUrl!, CLIENTS, seconds);
    await functionTimes(cityUrl, true);
    const sqlOnly = await startSqlRun(cityUrl, CLIENTS, seconds, {
      first: firstId,
      drivers: DRIVERS,
      zone,
      cost: startCost,
    });
    const functions = await functionTimes(cityUrl, false, Math.max(1, sqlOnly.transactions));
    const flatOut = await withMachineCpu(() =>
      load('start flat out (ours)', {
        url: `${ours}/c/perm/api/payment/start`,
        method: 'POST',
        seconds,
        tokens,
        body: startBody,
        uniqueStart: true,
        plateLetter: 'К',
        phase: 1,
      }),
    );
    const startOurs = flatOut.result;
    const pacedRate = Math.max(1, Math.round(startOurs.rps / 2));
    const startPaced = await load(`start at ${pacedRate}/s (ours)`, {
      url: `${ours}/c/perm/api/payment/start`,
      method: 'POST',
      seconds,
      tokens,
      body: startBody,
      uniqueStart: true,
      plateLetter: 'М',
      phase: 2,
      // half the flat-out rate, evenly spread over time, up to 64 connections
      rate: pacedRate,
      warmUrl: `${ours}/api/health`,
      // the phase after the flat-out one: its first second drains that one's backlog
      warmSeconds: WARM_UP_SECONDS,
      timeline: process.env.BENCH_TIMELINE === '1',
    });
    const startBare = await load('start (bare)', {
      url: `${theirs}/start`,
      method: 'POST',
      seconds,
      body: startBody,
    });
    const costOurs = cost.ours;

    const pad = (s: string | number, n: number) => String(s).padStart(n);
    console.log(
      `${'target'.padEnd(30)}${pad('tx/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('server µs/req', 15)}${pad('machine µs/tx', 15)}`,
    );
    const sqlRow = (name: string, f: PgbenchFigures) =>
      console.log(
        `${name.padEnd(30)}${pad(Math.round(f.tps), 9)}${pad(`avg ${f.latencyMs.toFixed(0)}`, 8)}${pad('', 8)}${pad(f.failed, 8)}${pad('', 15)}${pad(f.machineCpuUs, 15)}`,
      );
    const httpRow = (r: Figures, machineUs?: number) =>
      console.log(
        `${r.name.padEnd(30)}${pad(Math.round(r.rps), 9)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.errors, 8)}${pad(r.cpuUs, 15)}${pad(machineUs ?? '', 15)}`,
      );
    httpRow(cost.ours);
    httpRow(cost.bare);
    sqlRow('TPC-B (pgbench)', tpcb);
    sqlRow('start SQL (pgbench)', sqlOnly);
    httpRow(startOurs, Math.round(flatOut.cpuUs / Math.max(1, startOurs.ok)));
    httpRow(startPaced);
    httpRow(startBare);

    const invariants = await checkInvariants(city.db);
    const { rows } = await city.query(
      `SELECT count(*) FILTER (WHERE idempotency_key NOT LIKE 'pgbench-%') AS http,
              count(*) FILTER (WHERE idempotency_key LIKE 'pgbench-%') AS sql
         FROM ledger_transactions WHERE kind = 'parking_payment'`,
    );
    const payments = Number(rows[0]!.http);
    const sqlPayments = Number(rows[0]!.sql);
    // every start answered ok is paid; at most the requests in flight when a load stopped (one
    // per connection and run) were paid without their answer being counted
    const expected = startOurs.ok + startPaced.warmOk + startPaced.ok + 1;
    const invariantsHold =
      Object.values(invariants).every(Boolean) &&
      payments >= expected &&
      payments <= expected + 2 * CONNECTIONS &&
      // pgbench counts a transaction once its commit has answered
      sqlPayments >= sqlOnly.transactions &&
      sqlPayments <= sqlOnly.transactions + CLIENTS;

    const costRatio = cost.ratio;
    const sqlRatio = sqlOnly.tps / tpcb.tps;
    const httpRatio = startOurs.rps / sqlOnly.tps;
    const checks: [string, boolean][] = [
      [`cost ours/bare ${costRatio.toFixed(2)} >= ${BUDGET.costRatio}`, costRatio >= BUDGET.costRatio],
      [`cost p99 ${costOurs.p99} ms < ${BUDGET.p99Ms} ms`, costOurs.p99 < BUDGET.p99Ms],
      [`cost errors ${costOurs.errors} = 0`, costOurs.errors === 0],
      [
        `(a) start SQL / TPC-B ${Math.round(sqlOnly.tps)}/${Math.round(tpcb.tps)} = ${sqlRatio.toFixed(2)} >= ${BUDGET.sqlToTpcb}`,
        sqlRatio >= BUDGET.sqlToTpcb,
      ],
      [
        `(b) HTTP starts / start SQL ${Math.round(startOurs.rps)}/${Math.round(sqlOnly.tps)} = ${httpRatio.toFixed(2)} >= ${BUDGET.httpToSql}`,
        httpRatio >= BUDGET.httpToSql,
      ],
      [
        `(c) start p99 at ${pacedRate}/s (half of flat out) ${startPaced.p99} ms < ${BUDGET.p99Ms} ms`,
        startPaced.p99 < BUDGET.p99Ms,
      ],
      [
        `start errors ${startOurs.errors + startPaced.errors + sqlOnly.failed} = 0`,
        startOurs.errors + startPaced.errors + sqlOnly.failed === 0,
      ],
      [
        `ledger after ${payments} HTTP payments (answered ok: ${expected}) and ${sqlPayments} pgbench ` +
          `payments (counted: ${sqlOnly.transactions}): ${JSON.stringify(invariants)}`,
        invariantsHold,
      ],
    ];
    console.log(
      `cost ours/bare by round: ${cost.ratios.map((r) => r.toFixed(2)).join(', ')} (median ${costRatio.toFixed(2)})`,
    );

    // what in a start costs what
    const us = (perSecond: number) => (perSecond > 0 ? 1e6 / perSecond : NaN);
    console.log(
      `\nwhat in a start costs what (${CLIENTS} clients; µs of wall time per start at that concurrency):`,
    );
    console.log(
      `  TPC-B transaction ${us(tpcb.tps).toFixed(0)} µs, start SQL ${us(sqlOnly.tps).toFixed(0)} µs, ` +
        `HTTP start ${us(startOurs.rps).toFixed(0)} µs: HTTP + validation + pricing overhead ` +
        `${(us(startOurs.rps) - us(sqlOnly.tps)).toFixed(0)} µs (1/rate_http - 1/rate_sql)`,
    );
    console.log(
      `  server process CPU per HTTP start ${startOurs.cpuUs} µs (bare endpoint ${startBare.cpuUs} µs); ` +
        `machine CPU per start: SQL alone ${sqlOnly.machineCpuUs} µs, over HTTP ${Math.round(flatOut.cpuUs / Math.max(1, startOurs.ok))} µs, TPC-B ${tpcb.machineCpuUs} µs`,
    );
    console.log(`  SQL statements per start: ${sqlOnly.statements.length} (pgbench -r, mean latency):`);
    for (const [ms, text] of sqlOnly.statements) console.log(`    ${ms.toFixed(3)} ms  ${text.slice(0, 70)}`);
    const inside = functions.reduce((sum, f) => sum + f.selfMsPerStart, 0);
    console.log(
      '  database time inside it by PL/pgSQL function and trigger (own wall time per start, waits for locks and CPU included):',
    );
    for (const f of functions)
      console.log(
        `    ${f.selfMsPerStart.toFixed(3)} ms ${pad(`${Math.round((100 * f.selfMsPerStart) / Math.max(inside, 1e-9))}%`, 4)}  ` +
          `${f.name} (${f.callsPerStart.toFixed(2)} calls)`,
      );
    console.log('');
    for (const [text, pass] of checks) console.log(`${pass ? 'PASS' : 'FAIL'}  ${text}`);
    console.log(`(start p99 flat out, 64 connections queued: ${startOurs.p99} ms)`);
    if (startPaced.slowWindows) {
      console.log(`\nstart at ${pacedRate}/s, 100 ms windows with a request over 40 ms:`);
      for (const line of startPaced.slowWindows) console.log(`  ${line}`);
      if (startPaced.slowWindows.length === 0) console.log('  (none)');
    }
    return checks.every(([, pass]) => pass) ? 0 : 1;
  } finally {
    await bare?.close();
    await app?.close();
    await dropServerDatabase(DATABASE_URL, tpcbName).catch(() => {});
    // BENCH_KEEP_DB=1 leaves the city's database behind, to look into with psql afterwards
    if (process.env.BENCH_KEEP_DB === '1') console.log(`kept ${serverDatabaseName(prefix, 'perm')}`);
    else await dropServerDatabase(DATABASE_URL, serverDatabaseName(prefix, 'perm')).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main, HARD_LIMIT_MS);
