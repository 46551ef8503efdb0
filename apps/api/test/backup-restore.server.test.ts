import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config/env.ts';
import { loadCities } from '../src/config/load-cities.ts';
import { paymentSettingsFrom } from '../src/config/payment-settings.ts';
import { checkInvariants, INVARIANTS_HOLD } from '../src/db/ledger/check-invariants.ts';
import { dropServerDatabase, ensureServerDatabase } from '../src/db/open-server-db.ts';
import {
  addZone,
  freshPlate,
  MONDAY_10,
  openParkingApp,
  order,
  setClock,
  type ParkingTestApp,
} from '../src/services/parking/parking-test-kit.ts';
import { call, freshDriver, registerDriver } from './account-test-kit.ts';

// The README's "Backup and restore", performed: a city's database dumped with pg_dump -Fc,
// restored with pg_restore into a fresh database on the same server, and an app pointed at it
// with DATABASE_URL_<CITY>. A *.server.test.ts file: runs only where DATABASE_URL names a server.
const serverUrl = process.env.DATABASE_URL!;
const scratch = mkdtempSync(path.join(tmpdir(), 'parking-backup-'));
const restoredName = `t_restored_${process.pid}_${Date.now() % 100_000}`;

/** pg_dump and pg_restore of the installed server (Debian keeps them off PATH). */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin', name)).filter((p) => existsSync(p));
  return found.at(-1) ?? name;
}

let original: ParkingTestApp | undefined;

afterAll(async () => {
  vi.restoreAllMocks();
  await original?.close();
  await dropServerDatabase(serverUrl, restoredName);
  rmSync(scratch, { recursive: true, force: true });
});

it('a city dumped with pg_dump and restored with pg_restore keeps its drivers, money and sessions', async () => {
  original = await openParkingApp(['perm'], { CITY_DATA: 'empty' });
  const perm = await original.city();
  await addZone(perm, 'T1');
  setClock(MONDAY_10);
  const d = freshDriver('backup');
  const token = await registerDriver(original.app, d);
  const { rows } = await perm.query('SELECT id FROM users WHERE email = $1', [d.email]);
  await original.fund(Number(rows[0]!.id), 10_000);
  const started = await original.post(
    '/api/payment/start',
    order(freshPlate(), { PaymentService: 'balance' }),
    token,
    'backup-start-1',
  );
  expect(started.body).toMatchObject({ status: 'ok', balance: 4000 });
  const before = (await original.get('/api/profile/get-profile-v6', token)).body.result as {
    balance: number;
    sessions: { id: string }[];
  };
  const cityDb = new URL(serverUrl);
  cityDb.pathname = `/${(await perm.query('SELECT current_database() AS name')).rows[0]!.name}`;

  const dump = path.join(scratch, 'perm.dump');
  execFileSync(pgTool('pg_dump'), ['-Fc', '-f', dump, cityDb.toString()]);
  await original.close();
  original = undefined;

  await ensureServerDatabase(serverUrl, restoredName);
  const restoredUrl = new URL(serverUrl);
  restoredUrl.pathname = `/${restoredName}`;
  execFileSync(pgTool('pg_restore'), ['--no-owner', '-d', restoredUrl.toString(), dump]);

  const given = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: scratch,
    HOSTED_CITIES: 'perm',
    WEB_DIST_DIR: path.join(scratch, 'no-web'),
  };
  const env = parseEnv(given);
  const cities = loadCities(env);
  const restored = await buildApp({
    env,
    cities,
    perCityUrls: { perm: restoredUrl.toString() },
    paymentSettings: paymentSettingsFrom(given, cities.hosted.keys()),
  });
  try {
    const login = await call(restored, 'POST', '/api/auth/login', { login: d.email, password: d.pass });
    expect(login.body).toMatchObject({ status: 'ok', token: expect.any(String) });
    const after = await call(restored, 'GET', '/api/profile/get-profile-v6', undefined, {
      token: login.body.token as string,
    });
    expect(after.body.result).toMatchObject({
      balance: 4000,
      sessions: before.sessions.map((s) => expect.objectContaining({ id: s.id })),
    });
    expect(before.sessions).toHaveLength(1);
    // the restored server really is the restored database, not a fresh one with demo data
    const restoredPerm = await restored.cityRegistry.get('perm')!;
    expect((await restoredPerm.query('SELECT current_database() AS name')).rows[0]!.name).toBe(restoredName);
    expect(await checkInvariants(restoredPerm.db)).toEqual(INVARIANTS_HOLD);
  } finally {
    await restored.close();
  }
});
