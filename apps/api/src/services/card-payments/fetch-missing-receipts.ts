import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../config/city-context.ts';
import { cardPaymentRows } from '../../db/card-payments/card-payment-rows.ts';
import { cardRefundRows } from '../../db/card-refunds/card-refund-rows.ts';
import { cardPaymentRuntime } from './card-payment-runtime.ts';
import { recordFiscalReceipt } from './fiscal-receipt-record.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;

/** A payment asked about is left alone by every instance for this long (the register takes a moment). */
const LEASE_SECONDS = 30;
const BATCH = 50;

/**
 * One pass over the city's paid payments and made refunds still without their receipt's link, for a provider
 * that does not send receipts but lets us ask (YooKassa): each answer goes the way a receipt
 * notification would (recordFiscalReceipt), so the history shows the link. Run by the
 * reconciliation job; answers how many links it found.
 */
export async function fetchMissingReceipts(city: CityContext, log?: Log): Promise<number> {
  const provider = cardPaymentRuntime().providerOf(city.config.city);
  if (!provider.fetchReceipt) return 0;
  let found = 0;
  for (const payment of await cardPaymentRows.claimReceiptless(
    city.db,
    provider.name,
    LEASE_SECONDS,
    BATCH,
  )) {
    try {
      const receipt = await provider.fetchReceipt(city, payment.providerPaymentId);
      if (!receipt) continue;
      await recordFiscalReceipt(
        city,
        provider,
        receipt,
        log ?? { warn: () => {}, error: () => {}, info: () => {} },
      );
      found += 1;
    } catch (error) {
      log?.warn({ city: city.config.city, paymentId: payment.id, err: error }, 'asking for a receipt failed');
    }
  }
  return found;
}
