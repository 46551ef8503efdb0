import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db-types.ts';
import { rateLimitRows } from '../db/platform/rate-limit-rows.ts';

type Done = Parameters<FastifyRateLimitStore['incr']>[1];
/** What the plugin really hands child(): the route's limit settings with the route under routeInfo. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit (the stricter per-route limits of the sign-in and code calls,
 * their config.rateLimit) whose counts are shared by every instance through rate_limit_counts in
 * the default city's database (decision 0017), one scope per route. Unlike the global limit it
 * asks the database on every counted request: these routes are few and each already costs a
 * password hash or a message, and a count a request behind would let a burst through N
 * instances N times. Windows are aligned to the clock so that instances agree on them. While the
 * database is not open or fails, the error makes the plugin skip the limit (skipOnError): the
 * login limits in the database still hold, and no one is refused for our outage.
 */
export function sharedRouteLimitStore(sharedDb: () => Db | undefined): FastifyRateLimitStoreCtor {
  return class SharedRouteLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(params: unknown) {
      const { method, url } = (params as RouteParams).routeInfo ?? {};
      this.scope = url ? `${[method ?? ''].flat().join(',')} ${url}` : 'route';
    }

    incr(key: string, done: Done, timeWindow: number): void {
      const db = sharedDb();
      if (!db) {
        done(new Error('the shared rate-limit counts are not open yet'));
        return;
      }
      const now = Date.now();
      const windowStart = now - (now % timeWindow);
      rateLimitRows.addAndRead(db, this.scope, windowStart, timeWindow, new Map([[key, 1]])).then(
        (totals) => done(null, { current: totals.get(key) ?? 1, ttl: windowStart + timeWindow - now }),
        (error: Error) => done(error),
      );
    }

    child(params: unknown): SharedRouteLimitStore {
      return new SharedRouteLimitStore(params);
    }
  };
}
