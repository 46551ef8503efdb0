import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config/env.ts';
import { loadCities } from '../src/config/load-cities.ts';
import { getMapSnapshot } from '../src/services/map/map-snapshot-cache.ts';
import { runMain } from './run-main.ts';

/**
 * Load test of the map and options calls against a bare Fastify serving the same bytes, so the
 * figures say what our plugins, hooks and city resolution cost rather than what this machine
 * can do. Loopback only, about a minute, exits by itself (code 1 when over budget).
 *   npm run bench -w @parking/api        BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench -w @parking/api
 *
 * autocannon runs as a child process, so this process's CPU time is the servers' alone: a
 * megabyte-sized answer saturates the load generator long before the server (autocannon
 * parses some 60 MB/s), which makes requests/s on the map call a measure of the client, so
 * the server CPU per request is printed beside it as the figure that tells the two apart.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/** Map info of the large city must keep at least this share of the bare server's requests/s. */
const MAP_BUDGET = 0.3;
const HARD_LIMIT_MS = 10 * 60_000;

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  mbPerSec: number;
  errors: number;
  /** Server CPU time per answered request (this process: both servers, PGlite, compression). */
  cpuUsPerRequest: number;
}

const run = promisify(execFile);
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

async function autocannon(url: string, headers: Record<string, string>, seconds: number): Promise<Result> {
  const args = [AUTOCANNON, '-j', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Result;
}

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Figures> {
  // a short warm-up so JIT and connection set-up do not count
  await autocannon(url, headers, 1);
  const cpuBefore = process.cpuUsage();
  const r = await autocannon(url, headers, SECONDS);
  const cpu = process.cpuUsage(cpuBefore);
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p975: r.latency.p97_5,
    p99: r.latency.p99,
    mbPerSec: r.throughput.average / 1e6,
    errors: r.errors + r.timeouts + r.non2xx,
    cpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, r.requests.total),
  };
}

function bareServer(mapGzip: Buffer, options: unknown): FastifyInstance {
  const bare = Fastify({ logger: false });
  bare.get('/map', (_request, reply) => {
    reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Encoding', 'gzip')
      .send(mapGzip);
  });
  bare.get('/options', async () => options);
  return bare;
}

const port = (server: FastifyInstance) => (server.server.address() as AddressInfo).port;

async function main(): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-bench-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HOSTED_CITIES: 'perm,moscow',
    PRELOAD_CITIES: 'perm,moscow',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // the limiter is on, as in production, but must not turn the load test into 429s
    RATE_LIMIT_MAX: String(1e9),
  });
  let app: FastifyInstance | null = null;
  let bare: FastifyInstance | null = null;
  try {
    const opening = Date.now();
    app = await buildApp({ env, cities: loadCities(env), perCityUrls: {} });
    const moscow = await app.cityRegistry.get('moscow')!;
    await app.cityRegistry.get('perm')!;
    const snapshot = await getMapSnapshot(moscow);
    console.log(`cities opened and map built in ${((Date.now() - opening) / 1000).toFixed(1)} s`);
    await app.listen({ port: 0, host: '127.0.0.1' });

    const ours = `http://127.0.0.1:${port(app)}`;
    const options = await (await fetch(`${ours}/c/perm/api/options/get-options`)).json();
    bare = bareServer(snapshot.mapInfo.bytes.gzip, options);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const theirs = `http://127.0.0.1:${port(bare)}`;

    const { identity, gzip, br } = snapshot.mapInfo.bytes;
    const features = JSON.parse(identity.toString('utf8')).result.features.length;
    console.log(
      `map info moscow: ${features} features; ${(identity.length / 1e6).toFixed(2)} MB JSON, ` +
        `gzip ${(gzip.length / 1e6).toFixed(2)} MB, br ${(br.length / 1e6).toFixed(2)} MB`,
    );
    console.log(`${SECONDS} s per target, ${CONNECTIONS} connections, loopback\n`);

    const gz = { 'accept-encoding': 'gzip' };
    const results = [
      await measure('map info moscow (ours)', `${ours}/c/moscow/api/map/get-map-info-v3`, gz),
      await measure('map info (bare)', `${theirs}/map`, gz),
      await measure('options perm (ours)', `${ours}/c/perm/api/options/get-options`, {}),
      await measure('options (bare)', `${theirs}/options`, {}),
    ];

    const pad = (s: string | number, n: number) => String(s).padStart(n);
    console.log(
      `${'target'.padEnd(26)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p97.5 ms', 10)}${pad('p99 ms', 8)}` +
        `${pad('MB/s', 7)}${pad('server µs/req', 15)}${pad('errors', 8)}`,
    );
    for (const r of results) {
      console.log(
        `${r.name.padEnd(26)}${pad(Math.round(r.rps), 9)}${pad(r.p50, 8)}${pad(r.p975, 10)}${pad(r.p99, 8)}` +
          `${pad(r.mbPerSec.toFixed(0), 7)}${pad(Math.round(r.cpuUsPerRequest), 15)}${pad(r.errors, 8)}`,
      );
    }
    const [mapOurs, mapBare, optOurs, optBare] = results as [Figures, Figures, Figures, Figures];
    const mapRatio = mapOurs.rps / mapBare.rps;
    const optRatio = optOurs.rps / optBare.rps;
    const pass = mapRatio >= MAP_BUDGET && mapOurs.errors === 0;
    console.log(
      `\nratio map info ours/bare: ${mapRatio.toFixed(2)} (budget >= ${MAP_BUDGET}) ${pass ? 'PASS' : 'FAIL'}`,
    );
    console.log(`ratio options ours/bare:  ${optRatio.toFixed(2)}`);
    console.log(
      `server CPU per request ours/bare: map info ${(mapOurs.cpuUsPerRequest / mapBare.cpuUsPerRequest).toFixed(2)}x, ` +
        `options ${(optOurs.cpuUsPerRequest / optBare.cpuUsPerRequest).toFixed(2)}x`,
    );
    return pass ? 0 : 1;
  } finally {
    await bare?.close();
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main, HARD_LIMIT_MS);
