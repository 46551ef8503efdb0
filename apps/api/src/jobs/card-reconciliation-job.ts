import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { fetchMissingReceipts } from '../services/card-payments/fetch-missing-receipts.ts';
import { reconcileCardPayments } from '../services/card-payments/reconcile-card-payments.ts';

/**
 * The card payments' reconciliation (services/card-payments/reconcile-card-payments.ts) for the
 * life of the app. Schedule: every PAYMENT_RECONCILE_INTERVAL_SECONDS, one pass at a time, over
 * the cities whose database is open (a job never opens a city). Register it after `cityRegistry`
 * is decorated: its close hook then waits for a running pass before the databases close.
 */
export const cardReconciliationJob = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    const log = app.log.child({ component: 'card-payments' });
    let reconciling: Promise<void> | null = null;
    let timer: NodeJS.Timeout | null = null;
    const reconcileAll = async () => {
      for (const city of app.cityRegistry.openCities()) {
        const summary = await reconcileCardPayments(city, log).catch((error: unknown) => {
          log.warn({ city: city.config.city, err: error }, 'reconciliation pass failed');
          return null;
        });
        if (summary && summary.checked + summary.refunded > 0)
          log.info({ city: city.config.city, ...summary }, 'reconciled');
        // a provider that does not send its receipts (YooKassa) is asked for their links
        const receipts = await fetchMissingReceipts(city, log).catch(() => 0);
        if (receipts > 0) log.info({ city: city.config.city, receipts }, 'fiscal receipts fetched');
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        reconciling ??= reconcileAll().finally(() => {
          reconciling = null;
        });
      }, options.env.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await reconciling;
    });
  },
  { name: 'parking-card-reconciliation', fastify: '5.x' },
);
