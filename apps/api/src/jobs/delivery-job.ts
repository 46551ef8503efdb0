import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { backgroundSiteUrl } from '../config/site-address.ts';
import { createTransports } from '../services/delivery/create-transports.ts';
import { DEFAULT_DELIVERY_TIMING, type DeliveryTiming } from '../services/delivery/delivery-timing.ts';
import { startDeliveryWorker, type DeliveryWorker } from '../services/delivery/delivery-worker.ts';

export interface DeliveryJobOptions {
  env: Env;
  /** Tests shrink the delays; the server runs with the defaults. */
  timing?: Partial<DeliveryTiming>;
}

/**
 * Runs the delivery worker for the life of the app: starts when the app is ready, stops on close.
 * Schedule: the worker's own DeliveryTiming (the open cities' outboxes every second, at once after
 * an enqueue's nudge; retries with backoff). Register it after `cityRegistry` is decorated; its
 * close hook then runs before the registry closes the databases (close hooks run last-registered
 * first), after in-flight requests ended. Decorates nothing.
 */
export const deliveryJob = fp(
  async (app: FastifyInstance, options: DeliveryJobOptions) => {
    const { env } = options;
    const timing = { ...DEFAULT_DELIVERY_TIMING, ...options.timing };
    const log = app.log.child({ component: 'delivery' });
    let worker: DeliveryWorker | null = null;
    app.addHook('onReady', async () => {
      worker = startDeliveryWorker({
        cities: () => app.cityRegistry.openCities(),
        transports: createTransports(env, log, timing.sendTimeoutMs),
        log,
        publicUrl: backgroundSiteUrl(env),
        timing,
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
      worker = null;
    });
  },
  { name: 'parking-delivery', fastify: '5.x' },
);
