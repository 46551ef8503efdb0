import type { Env } from '../config/env.ts';
import { fetchMissingReceipts } from '../services/card-payments/fetch-missing-receipts.ts';
import { reconcileCardPayments } from '../services/card-payments/reconcile-card-payments.ts';
import { scheduledJob } from './scheduled-job.ts';

/**
 * The card payments' reconciliation (services/card-payments/reconcile-card-payments.ts), every
 * PAYMENT_RECONCILE_INTERVAL_SECONDS, once per due moment across instances (scheduled-job.ts).
 * Each payment's own claim still guards it; the leadership spares the provider duplicate asks.
 */
export const cardReconciliationJob = scheduledJob(
  'parking-card-reconciliation',
  (_app, options: { env: Env }) => ({
    name: 'card-reconciliation',
    everyMs: options.env.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000,
    runCity: async (city, _signal, log) => {
      let failure: unknown = null;
      const summary = await reconcileCardPayments(city, log).catch((error: unknown) => {
        failure = error;
        return null;
      });
      if (summary && summary.checked + summary.refunded > 0)
        log.info({ city: city.config.city, ...summary }, 'reconciled');
      // a provider that does not send its receipts (YooKassa) is asked for their links, even after
      // a failed reconciliation
      const receipts = await fetchMissingReceipts(city, log).catch(() => 0);
      if (receipts > 0) log.info({ city: city.config.city, receipts }, 'fiscal receipts fetched');
      if (failure) throw failure;
    },
  }),
);
