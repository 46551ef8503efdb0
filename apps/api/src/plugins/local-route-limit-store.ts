import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type Done = Parameters<FastifyRateLimitStore['incr']>[1];
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  child(params: unknown): Store;
}
interface LimitParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}
// the plugin's own memory store, which its package does not export by name
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => Store;

/**
 * @fastify/rate-limit's memory store (the per-route limits of one instance without a shared
 * database), except that each request gets its own copy of the count. The plugin's store hands
 * every caller the same live object and the plugin reads it a microtask later, so requests that
 * reach the check together (a burst released at once when a city's database opens) all read the
 * count after all of them were added: 12 at once against a limit of 10 were all refused, not 2.
 */
export class LocalRouteLimitStore implements FastifyRateLimitStore {
  private readonly store: Store;

  constructor(params: LimitParams, store?: Store) {
    this.store = store ?? new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache);
  }

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    this.store.incr(
      key,
      (error, counted) => done(error, counted && { current: counted.current, ttl: counted.ttl }),
      timeWindow,
      max,
    );
  }

  child(params: unknown): LocalRouteLimitStore {
    return new LocalRouteLimitStore(params as LimitParams, this.store.child(params));
  }
}

export const localRouteLimitStore: FastifyRateLimitStoreCtor = LocalRouteLimitStore as never;
