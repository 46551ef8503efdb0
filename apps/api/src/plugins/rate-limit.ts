import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';
import { clientKey } from '../lib/client-key.ts';

export interface RateLimitSettings {
  /** Requests one client may make in a window. */
  max: number;
  windowMs: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * Fixed-window request limit per client for every route but those with config.rateLimit false: over the limit the answer is the
 * TooManyRequests envelope (429) with Retry-After, and the route does not run. All clients
 * share one window; its counters are dropped as a whole when it ends, so memory holds only
 * the clients of the current window. Synchronous on purpose: it runs on every request
 * (decision 0007 says why this is not @fastify/rate-limit).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, settings: RateLimitSettings) => {
  const now = settings.now ?? Date.now;
  let windowEnds = 0;
  let counts = new Map<string, number>();
  app.addHook('onRequest', (request, reply, done) => {
    // a route may opt out (the health check, for the orchestrator's probes)
    if (request.routeOptions.config?.rateLimit === false) {
      done();
      return;
    }
    const at = now();
    if (at >= windowEnds) {
      counts = new Map();
      windowEnds = at + settings.windowMs;
    }
    const key = clientKey(request.ip ?? '');
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count <= settings.max) {
      done();
      return;
    }
    reply.header('retry-after', String(Math.max(1, Math.ceil((windowEnds - at) / 1000))));
    done(new AppError('TooManyRequests', 429));
  });
});
