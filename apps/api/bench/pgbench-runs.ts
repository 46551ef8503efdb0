import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { dropServerDatabase, ensureServerDatabase } from '../src/db/open-server-db.ts';

/**
 * PostgreSQL's own limit on this machine, measured with pgbench beside our starts (issue 25
 * item 7): its built-in TPC-B-like transaction, and a start's SQL transaction
 * (bench/pgbench-start.sql) run by pgbench alone, with the same clients. pgbench is not on
 * PATH in Debian: it is found under /usr/lib/postgresql/<version>/bin (newest first), or where
 * BENCH_PGBENCH points.
 */

const run = promisify(execFile);
const HERE = path.dirname(fileURLToPath(import.meta.url));
export const START_SCRIPT = path.join(HERE, 'pgbench-start.sql');

export function findPgbench(): string {
  if (process.env.BENCH_PGBENCH) return process.env.BENCH_PGBENCH;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', 'pgbench');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('pgbench not found under /usr/lib/postgresql/*/bin (set BENCH_PGBENCH)');
}

/** What one pgbench run printed: the rate, the latency and, with -r, each statement's mean latency. */
export interface PgbenchFigures {
  tps: number;
  transactions: number;
  failed: number;
  latencyMs: number;
  /** -r: [mean ms, the script's command] for each command that is SQL (not a \set). */
  statements: [number, string][];
  /** The whole machine's busy CPU per transaction (µs; /proc/stat, so the neighbours' load too). */
  machineCpuUs: number;
}

/** Busy and total jiffies of all CPUs since boot (/proc/stat's first line); zeros off Linux. */
function cpuJiffies(): { busy: number; total: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    // idle and iowait are not work
    return { busy: total - fields[3]! - fields[4]!, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** Machine CPU time (µs) spent while `work` ran, with its result. */
export async function withMachineCpu<T>(work: () => Promise<T>): Promise<{ result: T; cpuUs: number }> {
  const before = cpuJiffies();
  const result = await work();
  const after = cpuJiffies();
  // a jiffy is 10 ms (USER_HZ = 100 on Linux)
  return { result, cpuUs: (after.busy - before.busy) * 10_000 };
}

function parse(output: string): Omit<PgbenchFigures, 'machineCpuUs'> {
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? NaN);
  const statements: [number, string][] = [];
  const at = output.indexOf('statement latencies');
  if (at >= 0)
    for (const line of output.slice(at).split('\n').slice(1)) {
      // "  <ms>  <failures>  <command>" (pgbench 15); commands continue on lines of their own
      const m = /^\s+([\d.]+)\s+\d+\s+(\S.*)$/.exec(line);
      if (m && !m[2]!.startsWith('\\')) statements.push([Number(m[1]), m[2]!]);
    }
  return {
    tps: number(/tps = ([\d.]+)/),
    transactions: number(/number of transactions actually processed: (\d+)/),
    failed: number(/number of failed transactions: (\d+)/) || 0,
    latencyMs: number(/latency average = ([\d.]+) ms/),
    statements,
  };
}

async function pgbench(url: string, args: string[]): Promise<PgbenchFigures> {
  const { result, cpuUs } = await withMachineCpu(() =>
    run(findPgbench(), [...args, url], { maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: { stderr?: string }) => {
        // one line per aborted client: the first few say why
        const why = (error.stderr ?? '').split('\n').slice(0, 4).join('\n');
        throw new Error(`pgbench ${args.join(' ')} failed:\n${why}`);
      },
    ),
  );
  const figures = parse(result.stdout);
  if (!Number.isFinite(figures.tps))
    throw new Error(`pgbench printed no rate:\n${result.stdout}\n${result.stderr}`);
  return { ...figures, machineCpuUs: Math.round(cpuUs / Math.max(1, figures.transactions)) };
}

/** `url` with another database name (same server, user and options). */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A scratch database with pgbench's tables at scale `clients` (100,000 accounts a unit: about
 * 15 MB each, generated on the server), for tpcbRun; drop it with dropServerDatabase.
 */
export async function tpcbDatabase(serverUrl: string, name: string, clients: number): Promise<string> {
  await ensureServerDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  await run(findPgbench(), ['-i', '-q', '-s', String(clients), '-I', 'dtGvp', url], {
    maxBuffer: 4 * 1024 * 1024,
  });
  return url;
}

/**
 * pgbench's built-in TPC-B-like transaction (5 statements: 3 updates, a select, an insert), with
 * prepared statements as our server uses them (-M prepared), 2 threads.
 */
export function tpcbRun(url: string, clients: number, seconds: number): Promise<PgbenchFigures> {
  return pgbench(url, ['-c', String(clients), '-j', '2', '-T', String(seconds), '-M', 'prepared']);
}

/** pgbench-start.sql on the city's database: a start's SQL, nothing else (-n: no pgbench tables). */
export function startSqlRun(
  url: string,
  clients: number,
  seconds: number,
  vars: { first: number; drivers: number; zone: string; cost: number },
): Promise<PgbenchFigures> {
  const defines = Object.entries({ ...vars, i: 0 }).flatMap(([name, value]) => ['-D', `${name}=${value}`]);
  return pgbench(url, [
    '-n',
    '-r',
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    '-M',
    'prepared',
    '-f',
    START_SCRIPT,
    ...defines,
  ]);
}

/**
 * Where a start's database time goes, by PL/pgSQL function and trigger (pg_stat_user_functions
 * with track_functions = 'pl', set for this database only): calls per start and each one's own
 * time per start in ms. Call before a run with `reset`, after it to read.
 */
export async function functionTimes(
  url: string,
  reset: boolean,
  starts = 1,
): Promise<{ name: string; callsPerStart: number; selfMsPerStart: number; totalMsPerStart: number }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (reset) {
      const { rows } = await client.query('SELECT current_database() AS db');
      await client.query(`ALTER DATABASE "${String(rows[0]!.db)}" SET track_functions = 'pl'`);
      await client.query('SELECT pg_stat_reset()');
      return [];
    }
    // pgbench's backends flush their counters to the shared statistics as they exit, which goes
    // on a moment after pgbench itself has ended
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { rows } = await client.query(
      'SELECT funcname, calls, self_time, total_time FROM pg_stat_user_functions ORDER BY self_time DESC',
    );
    return rows.map((r) => ({
      name: String(r.funcname),
      callsPerStart: Number(r.calls) / starts,
      selfMsPerStart: Number(r.self_time) / starts,
      totalMsPerStart: Number(r.total_time) / starts,
    }));
  } finally {
    await client.end();
  }
}

export { dropServerDatabase };
