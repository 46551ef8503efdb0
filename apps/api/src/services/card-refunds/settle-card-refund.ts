import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../config/city-context.ts';
import type { CardPaymentRow } from '../../db/schema/card-payments.ts';
import type {
  NotificationOutcome,
  PaymentProvider,
  ProviderNotification,
} from '../../integrations/payments/payment-provider.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;

// STUB (issue 22, refunds to the card): being written.

/** The provider's word on a refund (refund.succeeded, CloudPayments' Refund): settles our card refund once. */
export function settleCardRefund(
  _city: CityContext,
  _provider: PaymentProvider,
  _notification: Extract<ProviderNotification, { kind: 'refund' }>,
  _log: Log,
): Promise<NotificationOutcome> {
  return Promise.resolve({ verdict: 'accepted', effect: 'no-change' });
}

/** A refund receipt's link into that refund's checkFiscal (and its cancel row in the history); false when no refund matches. */
export function recordRefundReceipt(
  _city: CityContext,
  _payment: CardPaymentRow,
  _notification: Extract<ProviderNotification, { kind: 'receipt' }>,
): Promise<boolean> {
  return Promise.resolve(false);
}
