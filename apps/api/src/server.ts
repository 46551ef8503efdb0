import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, parseEnv, perCityDatabaseUrls } from './config/env.ts';
import { loadCities } from './config/load-cities.ts';
import { PidLock } from './db/pid-lock.ts';
import { getMapSnapshot } from './services/map/map-snapshot-cache.ts';

/** Process entry: validate configuration, lock the data directory, listen, close cleanly. */
async function main(): Promise<void> {
  let env;
  let cities;
  try {
    env = parseEnv(process.env);
    cities = loadCities(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const ownUrls = perCityDatabaseUrls(process.env);
  const usesEmbedded = !env.DATABASE_URL && [...cities.hosted.keys()].some((code) => !ownUrls[code]);
  const lock = usesEmbedded ? PidLock.acquire(env.DATA_DIR) : null;
  const app = await buildApp({ env, cities });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
    lock?.release();
  });
  try {
    const preloaded = await Promise.all(cities.preload.map((code) => app.cityRegistry.get(code)!));
    await app.listen({ port: env.PORT, host: env.HOST });
    // The map is what every first visit asks for; build the preloaded cities' map snapshots now,
    // after listening, so the first visitor does not pay for it (a large city takes ~1 s).
    for (const city of preloaded) {
      getMapSnapshot(city).catch((err: unknown) =>
        app.log.warn({ err, city: city.config.city }, 'map warm-up failed'),
      );
    }
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    await app.close();
    lock?.release();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
