import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { serverDatabaseName } from '../src/cities/city-opener.ts';
import { parseEnv } from '../src/config/env.ts';
import { loadCities } from '../src/config/load-cities.ts';
import { checkInvariants, INVARIANTS_HOLD } from '../src/db/ledger/check-invariants.ts';
import { dropServerDatabase } from '../src/db/open-server-db.ts';
import { tokenService } from '../src/services/accounts/token-service.ts';
import { driverAccount, systemAccount } from '../src/services/ledger/ledger-accounts.ts';
import { postTransaction } from '../src/services/ledger/post-transaction.ts';

/**
 * The real server process, killed with SIGKILL in the middle of a load of parking starts and
 * cancels, then started again: the ledger's invariants hold, and every start the server had
 * answered ok before it died is still there (it answered only after its commit). Runs on PGlite
 * and, in the second API run, on the PostgreSQL server (DATABASE_URL).
 */
const API_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.DATABASE_URL;
const prefix = `t_${randomBytes(5).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-kill9-'));
let child: ChildProcess | null = null;

afterAll(async () => {
  child?.kill('SIGKILL');
  if (serverUrl) await dropServerDatabase(serverUrl, serverDatabaseName(prefix, 'perm')).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function baseEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
    HOSTED_CITIES: 'perm',
    PRELOAD_CITIES: 'perm',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_MAX: '1000000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PG_POOL_MAX: '10',
    ...(serverUrl ? { DATABASE_URL: serverUrl, DATABASE_NAME_PREFIX: prefix } : {}),
  };
}

/** The same databases, opened in this process while no server runs. */
async function withCity<T>(port: number, fn: (city: Awaited<ReturnType<typeof openCity>>) => Promise<T>) {
  const app = await buildApp({
    env: parseEnv(baseEnv(port)),
    cities: loadCities(parseEnv(baseEnv(port))),
    perCityUrls: {},
  });
  try {
    return await fn(await openCity(app));
  } finally {
    await app.close();
  }
}
const openCity = (app: Awaited<ReturnType<typeof buildApp>>) => app.cityRegistry.get('perm')!;

async function startServer(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...baseEnv(port), DATABASE_URL: serverUrl ?? '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return proc;
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not come up: ${stderr}`);
}

interface Driver {
  token: string;
}

async function post(port: number, token: string, url: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}/c/perm${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: string; errorName?: string; result?: { id: string } };
}

describe('kill -9 during load', () => {
  it('keeps the ledger consistent and every acknowledged start', { timeout: 240_000 }, async () => {
    const port = await freePort();
    // First start creates and migrates the databases; then set up drivers with the server down.
    child = await startServer(port);
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    const { drivers, zone } = await withCity(port, async (city) => {
      const clearing = await systemAccount(city.db, 'card_clearing');
      const made: Driver[] = [];
      for (let i = 0; i < 8; i++) {
        const { rows } = await city.query('INSERT INTO users (email) VALUES ($1) RETURNING id', [
          `kill9-${i}@example.test`,
        ]);
        const userId = Number(rows[0]!.id);
        await postTransaction(city.db, {
          kind: 'refill',
          scope: 'test',
          idempotencyKey: `kill9-fund-${userId}`,
          postings: [
            { account: clearing, amount: -5_000_000 },
            { account: await driverAccount(city.db, userId), amount: 5_000_000 },
          ],
        });
        made.push({ token: await tokenService.issue(city.db, 'standard', userId) });
      }
      const { rows } = await city.query(
        `SELECT z.zonenumber FROM zones z
          WHERE EXISTS (SELECT 1 FROM zone_prices p WHERE p.zone_id = z.id AND NOT p.inactive)
          ORDER BY z.id LIMIT 1`,
      );
      return { drivers: made, zone: String(rows[0]!.zonenumber) };
    });

    child = await startServer(port);
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const loops = drivers.map(async (driver, d) => {
      let previous: string | null = null;
      for (let n = 0; !stop; n++) {
        const key = `kill9-${d}-${n}`;
        sent++;
        try {
          const answer = await post(port, driver.token, '/api/payment/start', {
            // a standard plate per driver and step: К DDD LL DDD, the pair of letters by driver
            Vehicle: {
              Number: `К${String(n % 1000).padStart(3, '0')}${'АВЕКМНОР'[d]}А${100 + Math.floor(n / 1000)}`,
            },
            Zone: zone,
            Duration: 120,
            PaymentService: 'balance',
            idempotencyKey: key,
          });
          if (answer.status === 'ok') acknowledged.push(key);
          if (previous && n % 3 === 0)
            await post(port, driver.token, '/api/payment/cancel', {
              ReservationId: previous,
              idempotencyKey: `${key}-cancel`,
            });
          previous = answer.result?.id ?? previous;
        } catch {
          // the server is gone: this loop is done
          return;
        }
      }
    });
    await new Promise((r) => setTimeout(r, 2500));
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    stop = true;
    await Promise.all(loops);
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(sent).toBeGreaterThan(acknowledged.length);

    // Restart on the same data: it comes up (stale pid file, crash recovery) and takes payments.
    child = await startServer(port);
    const after = await post(port, drivers[0]!.token, '/api/payment/start', {
      Vehicle: { Number: 'Р777РР77' },
      Zone: zone,
      Duration: 60,
      PaymentService: 'balance',
      idempotencyKey: 'kill9-after-restart',
    });
    expect(after.status).toBe('ok');
    // A retry of a start acknowledged before the kill answers the same, with no second payment.
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    child = null;

    await withCity(port, async (city) => {
      expect(await checkInvariants(city.db)).toEqual(INVARIANTS_HOLD);
      const { rows } = await city.query(
        'SELECT count(*) AS n FROM idempotency_keys WHERE key = ANY($1::text[]) AND answer IS NOT NULL',
        [acknowledged],
      );
      expect(Number(rows[0]!.n)).toBe(acknowledged.length);
    });
  });
});
