import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db-types.ts';
import { rateLimitRows } from '../db/platform/rate-limit-rows.ts';
import { AppError } from '../errors/app-error.ts';
import { clientKey } from '../lib/client-key.ts';

/** How often an instance adds its counts to the shared ones and learns the others' (decision 0017). */
export const RATE_LIMIT_FLUSH_MS = 200;

export interface RateLimitSettings {
  /** Requests one client may make in a window. */
  max: number;
  windowMs: number;
  /** The clock, for tests. */
  now?: () => number;
  /**
   * The database whose rate_limit_counts every instance shares (the default city's), or
   * undefined while it is not open. Without it the counts are this process's alone.
   */
  sharedDb?: () => Db | undefined;
  /** For tests; RATE_LIMIT_FLUSH_MS otherwise. */
  flushMs?: number;
}

/** One window's counts: totals of every instance as last read, and this process's since then. */
interface Window {
  ends: number;
  /** Start of a window aligned to the clock, so every instance means the same one. */
  start: number;
  /** Each client's total over every instance at the last flush (this process's share included). */
  known: Map<string, number>;
  /** This process's requests since the last flush. */
  unflushed: Map<string, number>;
}

/**
 * Fixed-window request limit per client for every route but those with config.rateLimit false: over the limit the answer is the
 * TooManyRequests envelope (429) with Retry-After, and the route does not run. All clients
 * share one window; its counters are dropped as a whole when it ends, so memory holds only
 * the clients of the current window. Synchronous on purpose: it runs on every request
 * (decision 0007 says why this is not @fastify/rate-limit).
 *
 * With sharedDb the counts are shared by every instance (decision 0017): a request reads only
 * memory, and a timer adds this process's counts to the database's every flushMs in one
 * statement, keeping the totals it answers. A client spreading its requests over N instances
 * may pass the limit by what the other instances admit in one flush interval. While the
 * database fails, the counts stay local (and are added when it answers again).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, settings: RateLimitSettings) => {
  const now = settings.now ?? Date.now;
  const shared = settings.sharedDb;
  let current: Window = { ends: 0, start: 0, known: new Map(), unflushed: new Map() };

  const windowAt = (at: number): Window => {
    // shared windows are aligned to the clock so that instances agree on them; a process alone
    // starts its window at its first request, as before
    const start = shared ? at - (at % settings.windowMs) : at;
    return { start, ends: start + settings.windowMs, known: new Map(), unflushed: new Map() };
  };

  app.addHook('onRequest', (request, reply, done) => {
    // a route may opt out (the health check, for the orchestrator's probes)
    if (request.routeOptions.config?.rateLimit === false) {
      done();
      return;
    }
    const at = now();
    if (at >= current.ends) current = windowAt(at);
    const key = clientKey(request.ip ?? '');
    const mine = (current.unflushed.get(key) ?? 0) + 1;
    current.unflushed.set(key, mine);
    if ((current.known.get(key) ?? 0) + mine <= settings.max) {
      done();
      return;
    }
    reply.header('retry-after', String(Math.max(1, Math.ceil((current.ends - at) / 1000))));
    done(new AppError('TooManyRequests', 429));
  });

  if (!shared) return;
  let flushing: Promise<void> | null = null;
  let failing = false;
  const flush = async (): Promise<void> => {
    const window = current;
    const db = shared();
    if (!db || window.unflushed.size === 0 || now() >= window.ends) return;
    const sent = window.unflushed;
    window.unflushed = new Map();
    try {
      const totals = await rateLimitRows.addAndRead(db, 'requests', window.start, settings.windowMs, sent);
      for (const [client, total] of totals) window.known.set(client, total);
      if (failing) app.log.info('rate limit: shared counts answer again');
      failing = false;
    } catch (error) {
      // counted locally meanwhile: what was sent waits for the next flush with the rest
      for (const [client, count] of sent) {
        window.unflushed.set(client, (window.unflushed.get(client) ?? 0) + count);
      }
      if (!failing) app.log.warn({ err: error }, 'rate limit: shared counts unavailable, counting locally');
      failing = true;
    }
  };
  const timer = setInterval(() => {
    flushing ??= flush().finally(() => (flushing = null));
  }, settings.flushMs ?? RATE_LIMIT_FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flushing;
  });
});
