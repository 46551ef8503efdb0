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
 * One pass over the city's paid payments and made refunds still without their receipt's link,
 * for a provider that does not send receipts but lets us ask (YooKassa): each answer goes the way a receipt
 * notification would (recordFiscalReceipt), so the history shows the link. Run by the
 * reconciliation job; answers how many links it found.
 */
export async function fetchMissingReceipts(city: CityContext, log: Log = quiet): Promise<number> {
  const provider = cardPaymentRuntime().providerOf(city.config.city);
  const fetchReceipt = provider.fetchReceipt?.bind(provider);
  if (!fetchReceipt) return 0;
  // the payments' receipts, then the refunds' (income_return, matched by the provider's refund id)
  const payments = await cardPaymentRows.claimReceiptless(city.db, provider.name, LEASE_SECONDS, BATCH);
  const refunds = await cardRefundRows.claimReceiptless(city.db, provider.name, LEASE_SECONDS, BATCH);
  const asks = [
    ...payments.map((p) => ({ id: p.id, ask: () => fetchReceipt(city, p.providerPaymentId) })),
    ...refunds.map((r) => ({
      id: r.id,
      ask: () => fetchReceipt(city, r.providerPaymentId, r.providerRefundId),
    })),
  ];
  let found = 0;
  for (const { id, ask } of asks) {
    try {
      const receipt = await ask();
      if (!receipt) continue;
      await recordFiscalReceipt(city, provider, receipt, log);
      found += 1;
    } catch (error) {
      log.warn({ city: city.config.city, id, err: error }, 'asking for a receipt failed');
    }
  }
  return found;
}

const quiet: Log = { warn: () => undefined, error: () => undefined, info: () => undefined };
