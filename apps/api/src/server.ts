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
  const drainMs = env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'test' ? 0 : 5000);
  // Graceful stop: readiness off first, keep serving while the load balancer notices, then stop
  // taking connections and finish the requests in flight (app.close; jobs' onClose hooks await
  // their running pass), the databases last. The grace delay covers drain and close.
  closeWithGrace({ delay: drainMs + 15_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal, drainMs }, 'closing: readiness off, draining');
    app.readiness.beginShutdown();
    if (!err && drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    app.log.info('closing: no new connections, finishing requests and jobs, then the databases');
    // a kept-alive connection whose request ends during the close would otherwise hold it for
    // the keep-alive timeout (5 s): close each as soon as it is idle
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(sweep);
    lock?.release();
    app.log.info('closed');
  });
  try {
    // Listen first: while the preloaded cities migrate and load, liveness answers 200 and
    // readiness 503, and a city route waits for its city's opening (CityOpener.get shares it).
    await app.listen({ port: env.PORT, host: env.HOST });
    app.log.info({ preload: cities.preload }, 'listening; opening the preloaded cities');
    const started = Date.now();
    const preloaded = await Promise.all(cities.preload.map((code) => app.cityRegistry.get(code)!));
    app.log.info({ ms: Date.now() - started }, 'ready');
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
