import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CityOpener, serverDatabaseName } from '../src/cities/city-opener.ts';
import type { CityContext } from '../src/config/city-context.ts';
import type { CityDirectory } from '../src/config/city-directory.ts';
import { parseEnv, type Env } from '../src/config/env.ts';
import { loadCities } from '../src/config/load-cities.ts';
import { dropServerDatabase } from '../src/db/open-server-db.ts';
import { deliveryJob } from '../src/jobs/delivery-job.ts';
import { cityScope } from '../src/plugins/city-scope.ts';
import { errorEnvelopePlugin } from '../src/plugins/error-envelope.ts';
import { requestContextPlugin } from '../src/plugins/request-context.ts';
import { webStaticPlugin } from '../src/plugins/web-static.ts';
import { getDevOutboxRoute } from '../src/routes/dev/get-dev-outbox-route.ts';
import type { DeliveryTiming } from '../src/services/delivery/delivery-timing.ts';

/** A city with the small demo data set: it opens in a fraction of perm's time. */
export const TEST_CITY = 'ekaterinburg';

/**
 * Test support. Where city databases live for a test: a PGlite directory, or — when DATABASE_URL
 * is set — databases on that server under a fresh prefix. Outlives hosts, so a test can close a
 * host and build another on the same data (a restart).
 */
export interface TestStorage {
  dataDir: string;
  prefix: string;
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export function createTestStorage(): TestStorage {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parking-delivery-'));
  const serverUrl = process.env.DATABASE_URL;
  const prefix = `t_${randomBytes(5).toString('hex')}`;
  return {
    dataDir,
    prefix,
    env: {
      DATA_DIR: dataDir,
      ...(serverUrl ? { DATABASE_URL: serverUrl, DATABASE_NAME_PREFIX: prefix } : {}),
    },
    dispose: async () => {
      if (serverUrl) await dropServerDatabase(serverUrl, serverDatabaseName(prefix, TEST_CITY));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface DeliveryTestHost {
  app: FastifyInstance;
  env: Env;
  registry: CityDirectory;
  /** Every log line the host wrote, parsed. */
  logs: Record<string, unknown>[];
  /** Opens the city (as server.ts preloads the default city at start). */
  city(): Promise<CityContext>;
  close(): Promise<void>;
}

/**
 * The delivery parts of the app assembled the way app.ts assembles them — city registry, error
 * envelope, city scopes with the dev outbox route, NotFound for unknown API paths, and the
 * delivery job registered after the registry — plus routes a test adds. Built separately from
 * buildTestApp so tests choose the timing and keep the logs.
 */
export async function buildDeliveryTestHost(options: {
  storage: TestStorage;
  env?: Record<string, string>;
  timing?: Partial<DeliveryTiming>;
  routes?: FastifyPluginAsync[];
  /** false: no worker (tests that run their own). */
  delivery?: boolean;
}): Promise<DeliveryTestHost> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOSTED_CITIES: TEST_CITY,
    PG_POOL_MAX: '4',
    ...options.storage.env,
    ...options.env,
  });
  const cities = loadCities(env);
  const logs: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registry = new CityOpener(
    cities,
    {
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      databaseNamePrefix: env.DATABASE_NAME_PREFIX,
      perCityUrls: {},
      poolMax: env.PG_POOL_MAX,
    },
    app.log,
  );
  app.decorate('cityRegistry', registry);
  app.addHook('onClose', async () => registry.closeAll());
  await app.register(errorEnvelopePlugin);
  await app.register(requestContextPlugin);
  const routes = [getDevOutboxRoute(env), ...(options.routes ?? [])];
  await app.register(cityScope(registry, routes, cities.defaultCity));
  await app.register(cityScope(registry, routes), { prefix: '/c/:city' });
  await app.register(webStaticPlugin, { distDir: path.join(options.storage.dataDir, 'no-web') });
  if (options.delivery !== false) await app.register(deliveryJob, { env, timing: options.timing });
  await app.ready();
  return {
    app,
    env,
    registry,
    logs,
    city: () => registry.get(TEST_CITY)!,
    close: () => app.close(),
  };
}
