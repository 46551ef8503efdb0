import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../config/city-context.ts';
import { cardPaymentRows } from '../../db/card-payments/card-payment-rows.ts';
import type {
  NotificationOutcome,
  PaymentProvider,
  ProviderNotification,
} from '../../integrations/payments/payment-provider.ts';
import { recordRefundReceipt } from '../card-refunds/settle-card-refund.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;

/**
 * The provider's cash register made a 54-FZ receipt: its link becomes the payment's checkFiscal
 * (the operations history's receipt link, document 2 §2), or the refund's for a refund receipt.
 * Writing the same link again changes nothing, so a redelivery is harmless.
 */
export async function recordFiscalReceipt(
  city: CityContext,
  provider: PaymentProvider,
  notification: Extract<ProviderNotification, { kind: 'receipt' }>,
  log: Log,
): Promise<NotificationOutcome> {
  const payment = await cardPaymentRows.byProviderId(city.db, provider.name, notification.providerPaymentId);
  if (!payment) return { verdict: 'unknown-payment' };
  if (notification.receiptType === 'income_return') {
    const found = await recordRefundReceipt(city, payment, notification);
    if (!found)
      log.warn({ city: city.config.city, paymentId: payment.id }, 'a refund receipt for no refund of ours');
    return { verdict: 'accepted', effect: found ? 'refund-receipt' : 'no-change' };
  }
  await cardPaymentRows.setCheckFiscal(city.db, payment.id, notification.url);
  return { verdict: 'accepted', effect: 'receipt' };
}
