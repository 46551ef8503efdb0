import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { perCityData, perCityDatabaseUrls, type CityData, type Env } from './config/env.ts';
import { CityOpener } from './cities/city-opener.ts';
import { siteAddressWarning } from './config/site-address.ts';
import type { CityDirectory } from './config/city-directory.ts';
import { loadCities, type CitiesSetup } from './config/load-cities.ts';
import { errorEnvelopePlugin, sendError } from './plugins/error-envelope.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { securityPlugin } from './plugins/security.ts';
import { writeCoalescingPlugin } from './plugins/write-coalescing.ts';
import { cityScope } from './plugins/city-scope.ts';
import { cardPaymentsPlugin } from './plugins/card-payments.ts';
import { paymentSettingsFrom, type PaymentSettings } from './config/payment-settings.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { webStaticPlugin } from './plugins/web-static.ts';
import { redactUrl } from './plugins/redact-url.ts';
import { rejectNulBytesPlugin } from './plugins/reject-nul-bytes.ts';
import { answerExpectationFailed, clientErrorHandler } from './plugins/client-error.ts';
import { CITY_ROUTES } from './routes/city-routes.ts';
import { getCitiesRoute } from './routes/platform/get-cities.ts';
import { getHealthRoute } from './routes/platform/get-health.ts';
import { firstPaintAttributes, pageCityAndLanguage } from './services/content/first-paint-hints.ts';
import { pageRecordFound } from './services/content/page-record-found.ts';
import { within } from './services/platform/within.ts';
import { getHealthProbesRoutes } from './routes/platform/get-health-probes.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { Readiness } from './services/platform/readiness.ts';
import { getOpenApiRoute } from './routes/platform/get-openapi.ts';
import { getDevOutboxRoute } from './routes/dev/get-dev-outbox-route.ts';
import { sandboxPayRoutes } from './routes/sandbox/sandbox-pay-routes.ts';
import { deliveryJob } from './jobs/delivery-job.ts';
import { sandboxWebhookJob } from './jobs/sandbox-webhook-job.ts';
import { cardReconciliationJob } from './jobs/card-reconciliation-job.ts';
import { monthlyReportJob } from './jobs/monthly-report-job.ts';
import { finesPullJob } from './jobs/fines-pull-job.ts';
import { parkingReminderJob } from './jobs/parking-reminder-job.ts';
import { retentionJob } from './jobs/retention-job.ts';
import type { DeliveryTiming } from './services/delivery/delivery-timing.ts';

/** How long a page waits for what the server knows of its city (web-static pageAttributes). */
const PAGE_HINT_MS = 250;

export interface BuildOptions {
  env: Env;
  /** Per-city server URLs (DATABASE_URL_<CITY>); read from the process environment by default. */
  perCityUrls?: Record<string, string>;
  /** Per-city start data (CITY_DATA_<CITY>); read from the process environment by default. */
  perCityData?: Record<string, CityData>;
  cities?: CitiesSetup;
  /** Each city's card provider and keys (issue 22); read from the process environment by default. */
  paymentSettings?: PaymentSettings;
  /** Tests shorten the delivery retry delays. */
  deliveryTiming?: Partial<DeliveryTiming>;
  /** Tests read the log lines (the token redaction) here instead of stdout. */
  logStream?: { write: (line: string) => void };
}

/**
 * Builds the whole server: cross-cutting plugins first, then the city routes mounted twice —
 * under /c/{city} for every hosted city and at the root for the default city. The server
 * entry and the tests build the same app.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env } = options;
  const cities = options.cities ?? loadCities(env);
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
      ...(options.logStream
        ? { stream: options.logStream }
        : env.NODE_ENV === 'development' && process.stdout.isTTY
          ? { transport: { target: 'pino-pretty' } }
          : {}),
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
    // Malformed URLs (bad percent-encoding) fail in the router, before any hook: same envelope.
    frameworkErrors: (_error, request, reply) => sendError(request, reply, 'ValidationError', 400),
    // Requests node's HTTP parser refuses (431, 400, 408) never reach a hook: same envelope, raw.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.on('checkExpectation', answerExpectationFailed);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const registry = new CityOpener(
    cities,
    {
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      databaseNamePrefix: env.DATABASE_NAME_PREFIX,
      perCityUrls: options.perCityUrls ?? perCityDatabaseUrls(process.env),
      poolMax: env.PG_POOL_MAX,
      cityData: env.CITY_DATA,
      perCityData: options.perCityData ?? perCityData(process.env),
    },
    app.log,
  );
  app.decorate('cityRegistry', registry);
  // Routes and services that need a setting (identity provider, settings call) read it here.
  app.decorate('env', env);
  // Without PUBLIC_URL links in background messages only open on this machine: say so at start.
  const siteWarning = siteAddressWarning(env);
  if (siteWarning) app.log[env.NODE_ENV === 'production' ? 'error' : 'warn'](siteWarning);
  app.addHook('onClose', async () => registry.closeAll());

  await app.register(writeCoalescingPlugin);
  await app.register(errorEnvelopePlugin);
  await app.register(requestContextPlugin);
  // every answered request counted by route; GET /metrics (METRICS_TOKEN)
  await app.register(metricsPlugin, { token: env.METRICS_TOKEN, cities: registry });
  // a NUL anywhere in a body, query or path: ValidationError before any route reads it
  await app.register(rejectNulBytesPlugin);
  const paymentSettings = options.paymentSettings ?? paymentSettingsFrom(process.env, cities.hosted.keys());
  await app.register(securityPlugin, {
    publicUrl: env.PUBLIC_URL,
    cities: cities.all,
    // a CloudPayments city's /payment page loads the provider's widget
    paymentProviders: [...cities.hosted.keys()].map((city) => paymentSettings(city)),
    rateLimitMax: env.RATE_LIMIT_MAX,
    rateLimitWindowMs: env.RATE_LIMIT_WINDOW_MS,
    // the default city's database is always open (preloaded): it shares the counts (decision 0017).
    // An embedded city holds the data directory's lock, so this process is the only instance:
    // nothing to share, and no flush to write
    rateLimitSharedDb: registry.usesEmbedded ? undefined : () => registry.openedCity(cities.defaultCity)?.db,
  });
  // Answers only: no client of ours sends a compressed body, and inflating one is a way to make
  // a small request cost a lot of memory; it also spares every request a preParsing hook.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    globalDecompression: false,
  });
  await app.register(formbody, { bodyLimit: env.BODY_LIMIT_BYTES });
  await app.register(openApiPlugin);

  await app.register(getHealthRoute(registry));
  // the server entry turns readiness off first on SIGTERM (server.ts)
  app.decorate('readiness', new Readiness());
  await app.register(getHealthProbesRoutes(registry, app.readiness));
  await app.register(getOpenApiRoute());
  const routes = [getCitiesRoute([...cities.hosted.values()], env), ...CITY_ROUTES, getDevOutboxRoute(env)];
  await app.register(cityScope(registry, routes, cities.defaultCity));
  await app.register(cityScope(registry, routes), { prefix: '/c/:city' });
  await app.register(webStaticPlugin, {
    distDir: env.WEB_DIST_DIR,
    cities: [...cities.hosted.keys()],
    // the page's city opens as its API calls would open it a moment later; a hint that takes
    // longer than PAGE_HINT_MS (a city's first opening) is left out rather than delay the page
    pageAttributes: async (pathOnly) => {
      const { city, lang } = pageCityAndLanguage(pathOnly);
      const opening = registry.get(city ?? cities.defaultCity);
      if (!opening) return '';
      return within(
        opening.then((open) => firstPaintAttributes(open, lang)),
        PAGE_HINT_MS,
        '',
      );
    },
    pageFound: async (pathOnly) => {
      const opening = registry.get(pageCityAndLanguage(pathOnly).city ?? cities.defaultCity);
      if (!opening) return true;
      // not known in time (a city still opening): the page, whose app shows not-found itself
      return within(
        opening.then((open) => pageRecordFound(open, pathOnly)),
        PAGE_HINT_MS,
        true,
      );
    },
  });
  // Card payments: the provider runtime and the sandbox bank, whose pages are at /sandbox-pay.
  await app.register(cardPaymentsPlugin, {
    env,
    defaultCity: cities.defaultCity,
    hostedCities: [...cities.hosted.keys()],
    paymentSettings,
  });
  await app.register(sandboxPayRoutes(registry, app.cardPayments));

  // Background jobs (jobs/README.md), after the registry's close hook: close hooks run in
  // reverse, so every job stops before the databases close.
  await app.register(deliveryJob, { env, timing: options.deliveryTiming });
  await app.register(sandboxWebhookJob);
  await app.register(cardReconciliationJob, { env });
  await app.register(monthlyReportJob, { env });
  await app.register(finesPullJob, { env });
  await app.register(parkingReminderJob, { env });
  await app.register(retentionJob, { env });

  await app.ready();
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    cityRegistry: CityDirectory;
    env: Env;
    readiness: Readiness;
  }
}
