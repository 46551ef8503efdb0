import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../config/city-context.ts';
import { cardRefundRows } from '../../db/card-refunds/card-refund-rows.ts';
import { ASK_LEASE_SECONDS, askProvider } from './request-card-refund.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;

export interface RefundRetrySummary {
  tried: number;
  succeeded: number;
  failed: number;
  pending: number;
}

const BATCH = 50;

/**
 * The job pass over one city's pending card refunds that are due (never sent because the
 * process stopped after the cancel's commit, not answered, or answered pending): each is leased
 * to this pass and asked again, until the provider gives a final answer, which settles it once.
 * reconcile-card-payments runs it; tests call it directly.
 */
export async function retryCardRefunds(city: CityContext, log?: Log): Promise<RefundRetrySummary> {
  const summary: RefundRetrySummary = { tried: 0, succeeded: 0, failed: 0, pending: 0 };
  for (const refund of await cardRefundRows.claimDue(city.db, ASK_LEASE_SECONDS, BATCH)) {
    summary.tried += 1;
    try {
      summary[await askProvider(city, refund, log)] += 1;
    } catch (error) {
      // the settling transaction failed (the database): the lease runs out and it is tried again
      summary.pending += 1;
      log?.warn({ city: city.config.city, refundId: refund.id, err: error }, 'card refund retry failed');
    }
  }
  return summary;
}
