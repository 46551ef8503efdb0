import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { parseEnv } from '../src/config/env.ts';
import { loadCities } from '../src/config/load-cities.ts';
import { paymentSettingsFrom } from '../src/config/payment-settings.ts';
import { serverDatabaseName } from '../src/cities/city-opener.ts';
import { dropServerDatabase } from '../src/db/open-server-db.ts';

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * The real app on fresh databases: a temporary PGlite data directory, or — when DATABASE_URL
 * is set (the CI's second run) — new databases on that PostgreSQL server, dropped on close.
 */
export async function buildTestApp(
  opts: {
    cities?: string[];
    env?: Record<string, string>;
    deliveryTiming?: BuildOptions['deliveryTiming'];
    logStream?: BuildOptions['logStream'];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-test-'));
  const serverUrl = process.env.DATABASE_URL;
  const prefix = `t_${randomBytes(5).toString('hex')}`;
  const given = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOSTED_CITIES: (opts.cities ?? ['perm']).join(','),
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    RATE_LIMIT_MAX: '100000',
    ...(serverUrl ? { DATABASE_URL: serverUrl, DATABASE_NAME_PREFIX: prefix } : {}),
    ...opts.env,
  };
  const env = parseEnv(given);
  const cities = loadCities(env);
  const app = await buildApp({
    env,
    cities,
    perCityUrls: {},
    // a city's provider and keys come from opts.env only (PAYMENT_PROVIDER_<CITY>, YOOKASSA_*, ...)
    paymentSettings: paymentSettingsFrom(given, cities.hosted.keys()),
    deliveryTiming: opts.deliveryTiming,
    logStream: opts.logStream,
  });
  return {
    app,
    close: async () => {
      await app.close();
      if (serverUrl) {
        for (const code of cities.hosted.keys())
          await dropServerDatabase(serverUrl, serverDatabaseName(prefix, code));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
