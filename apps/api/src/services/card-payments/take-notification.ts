import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../config/city-context.ts';
import { cardPaymentRows } from '../../db/card-payments/card-payment-rows.ts';
import type {
  NotificationOutcome,
  PaymentProvider,
  ProviderNotification,
} from '../../integrations/payments/payment-provider.ts';
import { recordFiscalReceipt } from './fiscal-receipt-record.ts';
import { settleCardRefund } from '../card-refunds/settle-card-refund.ts';
import { settleCardPayment } from './settle-card-payment.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;

/**
 * What a verified provider notification does: a payment's outcome is settled (once, by its
 * event id), a refund's settles the card refund, a receipt's link goes into the payment's (or
 * refund's) checkFiscal; a check (CloudPayments asks before it charges) is answered from our
 * record: unknown, wrong amount, or no longer payable refuse the charge.
 */
export async function takeNotification(
  city: CityContext,
  provider: PaymentProvider,
  notification: ProviderNotification,
  log: Log,
): Promise<NotificationOutcome> {
  switch (notification.kind) {
    case 'ignored':
      return { verdict: 'accepted', effect: 'ignored' };
    case 'payment': {
      const { event } = notification;
      const settled = await settleCardPayment(
        city,
        {
          providerPaymentId: event.providerPaymentId,
          outcome: event.outcome,
          amountKopecks: event.amountKopecks,
          event: { eventId: event.eventId, type: event.outcome, payload: event.raw },
          reason: 'declined by the bank',
        },
        log,
      );
      if (settled.effect === 'unknown-payment') return { verdict: 'unknown-payment', effect: settled.effect };
      return { verdict: 'accepted', effect: settled.effect };
    }
    case 'check': {
      const row = await cardPaymentRows.byProviderId(city.db, provider.name, notification.providerPaymentId);
      if (!row) return { verdict: 'unknown-payment' };
      if (row.amountKopecks !== notification.amountKopecks) {
        log.error(
          { city: city.config.city, paymentId: row.id, reported: notification.amountKopecks },
          'card payment check: amount mismatch',
        );
        return { verdict: 'wrong-amount' };
      }
      if (row.status !== 'pending') return { verdict: 'not-payable', effect: row.status };
      return { verdict: 'accepted', effect: 'payable' };
    }
    case 'refund':
      return settleCardRefund(city, provider, notification, log);
    case 'receipt':
      return recordFiscalReceipt(city, provider, notification, log);
  }
}
