import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../config/city-context.ts';
import { cardPaymentRows } from '../../db/card-payments/card-payment-rows.ts';
import { cardPaymentRuntime } from './card-payment-runtime.ts';
import type { SettleEffect } from './card-payment-types.ts';
import { refundToCard, settleCardPayment } from './settle-card-payment.ts';
import { retryCardRefunds, type RefundRetrySummary } from '../card-refunds/retry-card-refunds.ts';

export interface ReconcileSummary {
  checked: number;
  effects: Partial<Record<SettleEffect, number>>;
  refunded: number;
  /** The pass over pending card refunds (services/card-refunds). */
  cardRefunds: RefundRetrySummary;
}

/** A payment the job asked about is left alone by other instances for this long. */
const LEASE_SECONDS = 60;
const BATCH = 50;

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;

/**
 * One pass of the reconciliation job over one city: every pending card payment older than
 * PAYMENT_RECONCILE_AFTER_SECONDS is checked with the provider (its webhook may never have
 * come) and settled through the same path as the webhook; one still unpaid after
 * PAYMENT_EXPIRE_MINUTES expires (the purpose's `failed` releases its hold). Guest refunds
 * left refund_pending get their card refund, and every pending card refund that is due (a
 * cancel's, a guest's) is asked for again until the provider answers. The worker calls it on an interval; tests call it directly.
 */
export async function reconcileCardPayments(city: CityContext, log?: Log): Promise<ReconcileSummary> {
  const runtime = cardPaymentRuntime();
  const provider = runtime.providerOf(city.config.city);
  const summary: ReconcileSummary = {
    checked: 0,
    effects: {},
    refunded: 0,
    cardRefunds: { tried: 0, succeeded: 0, failed: 0, pending: 0 },
  };
  const due = await cardPaymentRows.claimPending(
    city.db,
    runtime.reconcileAfterSeconds,
    LEASE_SECONDS,
    BATCH,
  );
  for (const payment of due) {
    if (payment.provider !== provider.name) continue;
    summary.checked += 1;
    let effect: SettleEffect | null = null;
    try {
      const answer = await provider.fetchStatus(city, payment.providerPaymentId);
      const overdue = payment.ageSeconds >= runtime.expireAfterSeconds;
      if (answer.status === 'succeeded' || answer.status === 'failed') {
        const settled = await settleCardPayment(
          city,
          {
            providerPaymentId: payment.providerPaymentId,
            outcome: answer.status,
            amountKopecks: answer.amountKopecks,
            reason: 'declined (reconciliation)',
          },
          log,
        );
        effect = settled.effect;
      } else if (overdue && answer.status !== 'refunded') {
        // pending past its pay-by time, expired at the provider, or never created there
        const settled = await settleCardPayment(
          city,
          { providerPaymentId: payment.providerPaymentId, outcome: 'expired', reason: 'not paid in time' },
          log,
        );
        effect = settled.effect;
      }
    } catch (error) {
      log?.warn(
        { city: city.config.city, paymentId: payment.id, err: error },
        'reconciliation of a payment failed',
      );
    }
    if (effect) summary.effects[effect] = (summary.effects[effect] ?? 0) + 1;
  }
  for (const row of await cardPaymentRows.claimRefunds(city.db, LEASE_SECONDS, BATCH)) {
    if (await refundToCard(city, row, log)) summary.refunded += 1;
  }
  summary.cardRefunds = await retryCardRefunds(city, log);
  return summary;
}
