import type { ProviderPaymentListing } from '../payment-provider.ts';
import {
  callCloudPayments,
  CloudPaymentsUnavailable,
  TransactionSchema,
  type CloudPaymentsApiSettings,
  type CloudPaymentsTransaction,
} from './cloudpayments-api.ts';
import { FAILED_STATUSES, kopecksOf, PAID_STATUSES } from './cloudpayments-codes.ts';

/** Pages asked at most: 100 transactions a page is far over a quarter's card payments of a city. */
const MAX_PAGES = 500;
const REFUND = 2;

const timeOf = (t: CloudPaymentsTransaction) => Date.parse(t.CreatedDateIso ?? '') || 0;

/**
 * POST /v2/payments/list {CreatedDateGte, CreatedDateLte, PageNumber}: the site's transactions of
 * the period, page after page until one comes back empty. One listing per invoice (our payment):
 * its paid transaction if any (an invoice may hold a declined try before the paid one), else its
 * latest; refunded kopecks from its RefundAmount, else from the refund transactions that point
 * at it (PaymentTransactionId).
 */
export async function listPaymentsOf(
  settings: CloudPaymentsApiSettings,
  period: { from: Date; to: Date },
): Promise<ProviderPaymentListing[]> {
  const all: CloudPaymentsTransaction[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await callCloudPayments(settings, '/v2/payments/list', {
      CreatedDateGte: period.from.toISOString(),
      CreatedDateLte: period.to.toISOString(),
      PageNumber: page,
    });
    if (!answer.Success) throw new CloudPaymentsUnavailable(`payments/list: ${answer.Message ?? 'refused'}`);
    const rows = Array.isArray(answer.Model) ? answer.Model : [];
    if (rows.length === 0) break;
    for (const row of rows) {
      const parsed = TransactionSchema.safeParse(row);
      if (!parsed.success) throw new CloudPaymentsUnavailable('payments/list: not a transaction');
      all.push(parsed.data);
    }
  }
  const refunds = all.filter((t) => t.Type === REFUND);
  const byInvoice = new Map<string, CloudPaymentsTransaction>();
  for (const t of all) {
    if (t.Type === REFUND || !t.InvoiceId) continue;
    const kept = byInvoice.get(t.InvoiceId);
    const better =
      !kept ||
      (PAID_STATUSES.has(t.Status) && !PAID_STATUSES.has(kept.Status)) ||
      (PAID_STATUSES.has(t.Status) === PAID_STATUSES.has(kept.Status) && timeOf(t) > timeOf(kept));
    if (better) byInvoice.set(t.InvoiceId, t);
  }
  const listings = [...byInvoice.entries()].map(([invoiceId, t]): ProviderPaymentListing => {
    const refunded =
      kopecksOf(t.RefundAmount ?? undefined) ??
      refunds
        .filter((r) => r.PaymentTransactionId === t.TransactionId && PAID_STATUSES.has(r.Status))
        .reduce((sum, r) => sum + (kopecksOf(r.Amount) ?? 0), 0);
    return {
      providerPaymentId: invoiceId,
      merchantPaymentId: invoiceId,
      status: PAID_STATUSES.has(t.Status)
        ? 'succeeded'
        : FAILED_STATUSES.has(t.Status)
          ? 'failed'
          : 'pending',
      amountKopecks: kopecksOf(t.Amount) ?? 0,
      refundedKopecks: refunded,
      createdAt: new Date(timeOf(t)),
    };
  });
  return listings.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
