import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config/env.ts';
import { loadCities } from '../src/config/load-cities.ts';
import { paymentSettingsFrom } from '../src/config/payment-settings.ts';
import { checkInvariants, INVARIANTS_HOLD } from '../src/db/ledger/check-invariants.ts';
import { dropServerDatabase, ensureServerDatabase } from '../src/db/open-server-db.ts';
import { balanceOf, driverAccount, systemAccount } from '../src/services/ledger/ledger-accounts.ts';
import { postTransaction } from '../src/services/ledger/post-transaction.ts';
import { addZone } from '../src/services/parking/parking-test-kit.ts';
import { freshDriver, post, registerDriver } from './account-test-kit.ts';

// Cities on two PostgreSQL servers (DATABASE_URL_<CITY>), and a city moved from one server to
// the other the way the README tells an operator to: stop, pg_dump -Fc, createdb + pg_restore,
// point DATABASE_URL_<CITY> at the new place, start. Runs where TEST_DATABASE_URL_2 names a
// second server (vitest.config.ts excludes two-clusters*.test.ts otherwise; .ci/run makes one).
const run = promisify(execFile);
const server1 = process.env.DATABASE_URL!;
const server2 = process.env.TEST_DATABASE_URL_2!;
const tag = `tc_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-two-clusters-'));
/** Every database this file made, dropped at the end: [server, name]. */
const made: [string, string][] = [];
const FLAT = (['default', 'saturday', 'sunday', 'holiday'] as const).map(
  (day) => [day, '00:00:00', '24:00:00', 6000] as [string, string, string, number],
);

const at = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function newDatabase(serverUrl: string, name: string): Promise<string> {
  await ensureServerDatabase(serverUrl, name);
  made.push([serverUrl, name]);
  return at(serverUrl, name);
}

/** The app as a server process would build it from DATABASE_URL_PERM and DATABASE_URL_KAZAN. */
async function start(urls: { perm: string; kazan: string }): Promise<FastifyInstance> {
  const given = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOSTED_CITIES: 'perm,kazan',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_MAX: '100000',
    CITY_DATA: 'empty',
    DATABASE_URL: '',
  };
  const env = parseEnv(given);
  const cities = loadCities(env);
  return buildApp({
    env,
    cities,
    perCityUrls: urls,
    paymentSettings: paymentSettingsFrom(given, cities.hosted.keys()),
  });
}

async function driverIn(app: FastifyInstance, city: 'perm' | 'kazan') {
  const d = freshDriver(city);
  const token = await registerDriver(app, d, city);
  const context = await app.cityRegistry.get(city)!;
  const { rows } = await context.query('SELECT id FROM users WHERE email = $1', [d.email]);
  const userId = Number(rows[0]!.id);
  const db = context.db;
  await postTransaction(db, {
    kind: 'refill',
    scope: 'system',
    idempotencyKey: `fund-${tag}-${userId}`,
    postings: [
      { account: await systemAccount(db, 'card_clearing'), amount: -50_000 },
      { account: await driverAccount(db, userId), amount: 50_000 },
    ],
  });
  await addZone(context, 'Z1', FLAT);
  const started = await app.inject({
    method: 'POST',
    url: `/c/${city}/api/payment/start`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `start-${tag}-${city}` },
    payload: {
      Vehicle: { Number: 'А123ВС59', Category: 'B', NumberFormat: 'rus' },
      Zone: 'Z1',
      Duration: 60,
      PaymentService: 'balance',
    },
  });
  expect(started.json(), started.body).toMatchObject({ status: 'ok' });
  return { ...d, userId };
}

const history = async (app: FastifyInstance, city: string, token: string) =>
  (
    await app.inject({
      url: `/c/${city}/api/profile/get-operations-v2`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();

/** How many users with this e-mail a database holds, asked of the server directly. */
async function usersIn(url: string, email: string): Promise<number> {
  const { stdout } = await run('psql', [url, '-tAc', `SELECT count(*) FROM users WHERE email = '${email}'`]);
  return Number(stdout.trim());
}

afterAll(async () => {
  for (const [serverUrl, name] of made) await dropServerDatabase(serverUrl, name).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

describe('cities on two PostgreSQL servers', () => {
  it('serves a city on each server, then a city moved by dump and restore', async () => {
    const permUrl = await newDatabase(server1, `${tag}_perm`);
    const kazanOn2 = await newDatabase(server2, `${tag}_kazan`);
    let app = await start({ perm: permUrl, kazan: kazanOn2 });
    const anna = await driverIn(app, 'perm');
    const boris = await driverIn(app, 'kazan');
    // each city's rows are on its own server, and only there
    expect(await usersIn(permUrl, anna.email)).toBe(1);
    expect(await usersIn(kazanOn2, boris.email)).toBe(1);
    expect(await usersIn(permUrl, boris.email)).toBe(0);
    const borisToken = (
      await post(app, '/c/kazan/api/auth/login', { login: boris.email, password: boris.pass })
    ).body.token as string;
    const balanceBefore = await balanceOf((await app.cityRegistry.get('kazan')!).db, boris.userId);
    const historyBefore = await history(app, 'kazan', borisToken);
    expect(balanceBefore).toBeLessThan(50_000);
    expect(historyBefore.status).toBe('ok');
    await app.close();

    // the operator's move: dump on server 2, create and restore on server 1
    const dump = path.join(dataDir, 'kazan.dump');
    await run('pg_dump', ['-Fc', '-f', dump, kazanOn2]);
    const kazanOn1 = await newDatabase(server1, `${tag}_kazan_moved`);
    await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', kazanOn1, dump]);

    app = await start({ perm: permUrl, kazan: kazanOn1 });
    try {
      const login = await post(app, '/c/kazan/api/auth/login', { login: boris.email, password: boris.pass });
      expect(login.body.status).toBe('ok');
      const kazan = await app.cityRegistry.get('kazan')!;
      expect(await balanceOf(kazan.db, boris.userId)).toBe(balanceBefore);
      const historyAfter = await history(app, 'kazan', login.body.token as string);
      expect(historyAfter).toEqual(historyBefore);
      expect(await checkInvariants(kazan.db)).toEqual(INVARIANTS_HOLD);
      expect(await checkInvariants((await app.cityRegistry.get('perm')!).db)).toEqual(INVARIANTS_HOLD);
      // the driver's row is in the restored copy on server 1
      expect(await usersIn(kazanOn1, boris.email)).toBe(1);
    } finally {
      await app.close();
    }
  });
});
