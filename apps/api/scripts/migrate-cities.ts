/**
 * A deploy step: applies the migrations and routines of every hosted city (or those named) to
 * their databases, without starting the server, and prints per city what it applied:
 *
 *   npm run migrate                 # every hosted city (HOSTED_CITIES, default all)
 *   npm run migrate -- perm moscow  # these only
 *
 * The databases are found and opened exactly as the server opens them (CityOpener: DATA_DIR,
 * DATABASE_URL, DATABASE_URL_<CITY>); a missing server database is created. No demo data is
 * loaded: what a fresh city starts with (CITY_DATA) is decided by the server's first opening.
 * Servers already running may stay up: the migration advisory lock makes them and this script
 * wait for each other. With embedded (PGlite) cities stop the server first: it holds DATA_DIR.
 * Exit 0 when every city migrated, 1 when one failed, 64 for a city not hosted here.
 */
import Fastify from 'fastify';
import { CityOpener } from '../src/cities/city-opener.ts';
import { ConfigError, parseEnv, perCityDatabaseUrls } from '../src/config/env.ts';
import { loadCities } from '../src/config/load-cities.ts';
import { PidLock } from '../src/db/pid-lock.ts';

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  const cities = loadCities(env);
  const named = process.argv.slice(2).filter((a) => a !== '--');
  const unknown = named.filter((code) => !cities.hosted.has(code));
  if (unknown.length > 0) {
    process.stderr.write(`not hosted here (HOSTED_CITIES): ${unknown.join(', ')}\n`);
    return 64;
  }
  const codes = named.length > 0 ? named : [...cities.hosted.keys()];
  const perCityUrls = perCityDatabaseUrls(process.env);
  const usesEmbedded = codes.some((code) => !env.DATABASE_URL && !perCityUrls[code]);
  const lock = usesEmbedded ? PidLock.acquire(env.DATA_DIR) : null;
  const opener = new CityOpener(
    cities,
    {
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      databaseNamePrefix: env.DATABASE_NAME_PREFIX,
      perCityUrls,
      poolMax: 2,
    },
    Fastify({ logger: false }).log,
  );
  let failed = 0;
  try {
    // One at a time: a deploy log reads city by city, and PGlite cities share this process.
    for (const code of codes) {
      const started = Date.now();
      try {
        const { engine, applied } = await opener.migrateOnly(code);
        const what = applied.length > 0 ? applied.join(', ') : 'up to date';
        process.stdout.write(`${code} (${engine}, ${Date.now() - started} ms): ${what}\n`);
      } catch (error) {
        failed += 1;
        process.stdout.write(`${code}: FAILED ${(error as Error).message}\n`);
      }
    }
  } finally {
    lock?.release();
  }
  process.stdout.write(`migrated ${codes.length - failed} of ${codes.length} cities\n`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
