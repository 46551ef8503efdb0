import type { IncomingHttpHeaders } from 'node:http';
import type { CityContext } from '../../../config/city-context.ts';
import type { ProviderSettings } from '../../../config/payment-settings.ts';
import {
  WebhookRejected,
  type NotificationAnswer,
  type NotificationOutcome,
  type PaymentProvider,
  type ProviderCreateContext,
  type ProviderNotification,
  type ProviderPaymentInput,
  type ProviderPaymentLink,
  type ProviderPaymentListing,
  type ProviderRefundAnswer,
  type ProviderRefundRequest,
  type ProviderStatusAnswer,
} from '../payment-provider.ts';
import { callCloudPayments, CloudPaymentsUnavailable, transactionOf } from './cloudpayments-api.ts';
import { CHECK_CODES, FAILED_STATUSES, kopecksOf, PAID_STATUSES, roublesOf } from './cloudpayments-codes.ts';
import { verifyContentHmac } from './cloudpayments-hmac.ts';
import { listPaymentsOf } from './cloudpayments-listing.ts';
import { eventOf, notificationOf, parametersOf } from './cloudpayments-notification.ts';
import { customerReceiptOf } from './cloudpayments-receipt.ts';
import { widgetOf, widgetPageUrl } from './cloudpayments-widget.ts';

type Settings = Extract<ProviderSettings, { kind: 'cloudpayments' }>;

/**
 * CloudPayments (developers.cloudpayments.ru): the payer pays in CloudPayments' widget on our
 * /payment page, so creating a payment calls nothing: our id is the widget's invoiceId and
 * CloudPayments' id for the payment. Before charging, CloudPayments asks us (Check); then it
 * tells us (Pay, Fail, Refund, Receipt), each signed with Content-HMAC. The API (HTTP Basic,
 * Public ID : API secret) answers status, statements and refunds. README.md maps every field.
 */
export class CloudPaymentsProvider implements PaymentProvider {
  readonly name = 'cloudpayments';
  constructor(readonly settings: Settings) {}

  createPayment(context: ProviderCreateContext, input: ProviderPaymentInput): Promise<ProviderPaymentLink> {
    return Promise.resolve({
      providerPaymentId: input.merchantPaymentId,
      redirectUrl: widgetPageUrl(input, context.city.config.city),
      widget: widgetOf(this.settings, input) as unknown as Record<string, unknown>,
    });
  }

  /** POST /v2/payments/find {InvoiceId}: the invoice's latest transaction; none: the payer never paid. */
  async fetchStatus(_city: CityContext, providerPaymentId: string): Promise<ProviderStatusAnswer> {
    const found = await this.paidTransactionOf(providerPaymentId);
    if (!found) return { status: 'unknown', amountKopecks: null };
    const status = PAID_STATUSES.has(found.Status)
      ? 'succeeded'
      : FAILED_STATUSES.has(found.Status)
        ? 'failed'
        : 'pending';
    return { status, amountKopecks: kopecksOf(found.Amount) };
  }

  listPayments(_city: CityContext, period: { from: Date; to: Date }): Promise<ProviderPaymentListing[]> {
    return listPaymentsOf(this.settings, period);
  }

  /**
   * POST /payments/refund {TransactionId, Amount, JsonData: the refund's receipt}. CloudPayments
   * keys a refund by nothing of ours, so it is made idempotent twice: X-Request-ID = our refund
   * id (the API answers a repeated request with the first one's result, for about an hour), and
   * the refund's transaction id goes back to the caller, who keeps it (fetchRefund asks by it).
   * Over the remainder, or of an unpaid payment, CloudPayments refuses: 'failed', not thrown.
   */
  async refund(_city: CityContext, request: ProviderRefundRequest): Promise<ProviderRefundAnswer> {
    const payment = await this.paidTransactionOf(request.providerPaymentId);
    if (!payment || !PAID_STATUSES.has(payment.Status))
      return { status: 'failed', providerRefundId: null, reason: 'no paid transaction for this invoice' };
    const answer = await callCloudPayments(
      this.settings,
      '/payments/refund',
      {
        TransactionId: payment.TransactionId,
        Amount: roublesOf(request.amountKopecks),
        JsonData: {
          CloudPayments: { CustomerReceipt: customerReceiptOf(request.receipt) },
          refundId: request.refundId,
        },
      },
      `refund:${request.refundId}`,
    );
    const model = answer.Model as { TransactionId?: unknown } | null | undefined;
    if (!answer.Success)
      return { status: 'failed', providerRefundId: null, reason: answer.Message ?? 'refused' };
    if (typeof model?.TransactionId !== 'number')
      throw new CloudPaymentsUnavailable('refund: no TransactionId');
    return { status: 'succeeded', providerRefundId: String(model.TransactionId) };
  }

  /** POST /payments/get {TransactionId} of the refund; without its id, the refund is asked again (same X-Request-ID). */
  async fetchRefund(
    _city: CityContext,
    request: { providerPaymentId: string; providerRefundId: string | null; refundId: string },
  ): Promise<ProviderRefundAnswer> {
    if (!request.providerRefundId)
      return { status: 'pending', providerRefundId: null, reason: 'refund id unknown' };
    const answer = await callCloudPayments(this.settings, '/payments/get', {
      TransactionId: Number(request.providerRefundId),
    });
    const refund = answer.Success ? transactionOf(answer.Model) : null;
    if (!refund)
      return {
        status: 'failed',
        providerRefundId: request.providerRefundId,
        reason: answer.Message ?? 'no such refund',
      };
    if (PAID_STATUSES.has(refund.Status))
      return { status: 'succeeded', providerRefundId: request.providerRefundId };
    if (FAILED_STATUSES.has(refund.Status))
      return { status: 'failed', providerRefundId: request.providerRefundId, reason: refund.Status };
    return { status: 'pending', providerRefundId: request.providerRefundId };
  }

  /**
   * Verifies the Content-HMAC before reading anything, then says what the call is. `url` (the
   * path and query it was sent to) tells a Check from a Pay: the site's settings send each to
   * `.../webhook/cloudpayments?event=check|pay|fail|refund|receipt`.
   */
  async receiveNotification(
    _city: CityContext,
    call: { headers: IncomingHttpHeaders; rawBody: Buffer; now?: Date; url?: string },
  ): Promise<ProviderNotification> {
    if (!verifyContentHmac(this.settings.apiSecret, call.headers, call.rawBody))
      throw new WebhookRejected('signature');
    const parameters = parametersOf(call.rawBody, call.headers['content-type']);
    return notificationOf(eventOf(call.url, parameters), parameters, (transactionId) =>
      this.invoiceOfTransaction(transactionId),
    );
  }

  /**
   * CloudPayments reads {"code": N} from a 200. A Check's refusals: 10 no such invoice, 12 wrong
   * amount, 20 expired, 13 otherwise not payable (paid or failed already). Any other notification
   * taken in (or of a payment we do not know: asking again would not help) is {"code":0}; our own
   * trouble is a 503, and CloudPayments sends the notification again later.
   */
  answerNotification(notification: ProviderNotification, outcome: NotificationOutcome): NotificationAnswer {
    if (outcome.verdict === 'retry') return { statusCode: 503, body: { code: CHECK_CODES.rejected } };
    if (notification.kind !== 'check') return { statusCode: 200, body: { code: CHECK_CODES.ok } };
    const code = {
      accepted: CHECK_CODES.ok,
      'unknown-payment': CHECK_CODES.unknownInvoice,
      'wrong-amount': CHECK_CODES.wrongAmount,
      'not-payable': outcome.effect === 'expired' ? CHECK_CODES.expired : CHECK_CODES.rejected,
    }[outcome.verdict];
    return { statusCode: 200, body: { code } };
  }

  /** The invoice's transaction: find answers its latest one; Success false is "not found". */
  private async paidTransactionOf(invoiceId: string) {
    const answer = await callCloudPayments(this.settings, '/v2/payments/find', { InvoiceId: invoiceId });
    if (!answer.Success) return null;
    const found = transactionOf(answer.Model);
    if (!found) throw new CloudPaymentsUnavailable('payments/find: not a transaction');
    return found;
  }

  private async invoiceOfTransaction(transactionId: string): Promise<string | null> {
    if (!/^\d{1,18}$/.test(transactionId)) return null;
    const answer = await callCloudPayments(this.settings, '/payments/get', {
      TransactionId: Number(transactionId),
    });
    return (answer.Success && transactionOf(answer.Model)?.InvoiceId) || null;
  }
}
