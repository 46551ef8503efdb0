import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics } from 'prom-client';
import type { CityDirectory } from '../config/city-directory.ts';
import { AppError } from '../errors/app-error.ts';
import { metricsRegistry } from '../lib/metrics.ts';
import { watchCities } from './metrics-city-gauges.ts';
import { recordRequest } from './metrics-http.ts';

export interface MetricsSettings {
  /** METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`; unset, it is off (404). */
  token?: string;
  cities: CityDirectory;
}

// process metrics (CPU, memory, GC, event-loop lag) into the process's registry: once, however
// many apps a process builds
let defaultsStarted = false;

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * Prometheus metrics: counts and times every answered request by route pattern, and serves
 * the process's registry (lib/metrics.ts) at GET /metrics in the text format. The cities'
 * gauges (pools, outbox, card payments) are read when scraped (metrics-city-gauges.ts).
 */
export const metricsPlugin = fp(async (app: FastifyInstance, settings: MetricsSettings) => {
  if (!defaultsStarted) {
    defaultsStarted = true;
    collectDefaultMetrics({ register: metricsRegistry });
  }
  const unwatch = watchCities(settings.cities);
  app.addHook('onClose', async () => {
    unwatch();
  });

  app.addHook('onResponse', (request, reply, done) => {
    recordRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });

  app.get(
    '/metrics',
    {
      // under the request limit like any call that checks a secret (a scraper asks a few times a
      // minute); only the probes, which carry none, are outside it
      schema: {
        tags: ['platform'],
        summary:
          'Prometheus metrics (text format); needs Authorization: Bearer METRICS_TOKEN, off without it',
      },
    },
    async (request, reply) => {
      const { token } = settings;
      if (!token) throw new AppError('NotFound', 404);
      const given = bearer(request);
      // both sides hashed: the comparison takes the same time whatever a guess is
      if (!given || !timingSafeEqual(digest(given), digest(token))) throw new AppError('TokenNotFound', 401);
      reply.header('content-type', metricsRegistry.contentType);
      return metricsRegistry.metrics();
    },
  );
});
