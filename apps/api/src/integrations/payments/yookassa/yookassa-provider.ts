import type { ProviderSettings } from '../../../config/payment-settings.ts';
import type { CityContext } from '../../../config/city-context.ts';
import { AppError } from '../../../errors/app-error.ts';
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
import { callYooKassa, read, YooKassaRefused, YooKassaUnavailable } from './yookassa-api.ts';
import { takeHeldPayment } from './yookassa-hold.ts';
import {
  amountOf,
  clip,
  listOf,
  Notification,
  PaymentObject,
  receiptOf,
  RefundObject,
  rub,
  statusOf,
  type YooKassaPayment,
  type YooKassaRefund,
} from './yookassa-mapping.ts';
import { fetchFiscalReceipt, type YooKassaReceiptNotice } from './yookassa-receipts.ts';

type Settings = Extract<ProviderSettings, { kind: 'yookassa' }>;

const isNotFound = (error: unknown) => error instanceof YooKassaRefused && error.status === 404;

/** A refund's description: carries our refund id, so fetchRefund can find it without its id. */
const refundDescription = (refundId: string) => `Возврат по платежу, № ${refundId}`;

function refundAnswerOf(refund: YooKassaRefund): ProviderRefundAnswer {
  if (refund.status === 'succeeded') return { status: 'succeeded', providerRefundId: refund.id };
  if (refund.status === 'pending') return { status: 'pending', providerRefundId: refund.id };
  return {
    status: 'failed',
    providerRefundId: refund.id,
    reason: refund.cancellation_details?.reason ?? 'canceled',
  };
}

/**
 * YooKassa API v3 (yookassa.ru/developers/api), one shop per city. Card payments are two-stage
 * (capture:false): the money is held, and taken only after we checked the payment against ours
 * (yookassa-hold.ts); SBP cannot be held, so it is charged at once. Notifications are unsigned:
 * only their event and object id are read, the object is asked from the API, and its status and
 * amount decide. Receipts (54-FZ) go with the payment and each refund; the register's fiscal data
 * comes back through fetchReceipt (YooKassa does not notify about receipts).
 */
export class YooKassaProvider implements PaymentProvider {
  readonly name = 'yookassa';
  constructor(readonly settings: Settings) {}

  private call(...args: Parameters<typeof callYooKassa> extends [unknown, ...infer R] ? R : never) {
    return callYooKassa(this.settings, ...args);
  }

  private async payment(id: string): Promise<YooKassaPayment> {
    const answer = await this.call({ method: 'GET', path: `/payments/${encodeURIComponent(id)}` });
    return read(PaymentObject, answer, 'payment');
  }

  async createPayment(
    _context: ProviderCreateContext,
    input: ProviderPaymentInput,
  ): Promise<ProviderPaymentLink> {
    const sbp = input.methodKind === 'sbp';
    let answer: unknown;
    try {
      answer = await this.call({
        method: 'POST',
        path: '/payments',
        // our payment id: a retried create (a lost answer) gets the same YooKassa payment
        idempotenceKey: input.merchantPaymentId,
        body: {
          amount: rub(input.amountKopecks),
          // SBP cannot be paid in two stages ("Холдирование: нельзя")
          capture: sbp,
          confirmation: { type: 'redirect', return_url: input.returnUrl },
          description: clip(input.description),
          metadata: { paymentId: input.merchantPaymentId, accountId: input.accountId },
          receipt: receiptOf(input.receipt),
          ...(sbp ? { payment_method_data: { type: 'sbp' } } : {}),
        },
      });
    } catch (error) {
      // the driver sees our envelope; a retry with the same key gets the same payment
      if (error instanceof YooKassaRefused) throw new AppError('YooKassaShopRefused', 502);
      if (error instanceof YooKassaUnavailable) throw new AppError('YooKassaNoAnswer', 503);
      throw error;
    }
    const payment = read(PaymentObject, answer, 'create payment');
    const redirectUrl = payment.confirmation?.confirmation_url;
    if (!redirectUrl) throw new AppError('YooKassaNoAnswer', 503);
    return { providerPaymentId: payment.id, redirectUrl };
  }

  async fetchStatus(city: CityContext, providerPaymentId: string): Promise<ProviderStatusAnswer> {
    let payment: YooKassaPayment;
    try {
      payment = await this.payment(providerPaymentId);
    } catch (error) {
      if (isNotFound(error)) return { status: 'unknown', amountKopecks: null };
      throw error;
    }
    // its waiting_for_capture notification never came: take (or release) the money now
    if (payment.status === 'waiting_for_capture')
      payment = (await takeHeldPayment(this.settings, this.name, city, payment)).payment;
    return { status: statusOf(payment), amountKopecks: amountOf(payment.amount) };
  }

  async listPayments(
    _city: CityContext,
    period: { from: Date; to: Date },
  ): Promise<ProviderPaymentListing[]> {
    const listed: ProviderPaymentListing[] = [];
    let cursor: string | undefined;
    do {
      const answer = await this.call({
        method: 'GET',
        path: '/payments',
        query: {
          'created_at.gte': period.from.toISOString(),
          'created_at.lt': period.to.toISOString(),
          limit: '100',
          cursor,
        },
      });
      const page = read(listOf(PaymentObject), answer, 'payments list');
      for (const p of page.items) {
        listed.push({
          providerPaymentId: p.id,
          merchantPaymentId: typeof p.metadata?.paymentId === 'string' ? p.metadata.paymentId : '',
          status: statusOf(p),
          amountKopecks: amountOf(p.amount),
          refundedKopecks: p.refunded_amount ? amountOf(p.refunded_amount) : 0,
          createdAt: new Date(p.created_at),
        });
      }
      cursor = page.next_cursor;
    } while (cursor);
    // the API lists newest first
    return listed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async refund(_city: CityContext, request: ProviderRefundRequest): Promise<ProviderRefundAnswer> {
    try {
      const answer = await this.call({
        method: 'POST',
        path: '/refunds',
        idempotenceKey: request.refundId,
        body: {
          payment_id: request.providerPaymentId,
          amount: rub(request.amountKopecks),
          description: refundDescription(request.refundId),
          receipt: receiptOf(request.receipt),
        },
      });
      return refundAnswerOf(read(RefundObject, answer, 'refund'));
    } catch (error) {
      // a refund the API will never make (more than is left, no such payment) is final; wrong
      // keys, limits and outages are not, so they throw and the refund is tried again later
      if (error instanceof YooKassaRefused && (error.status === 400 || error.status === 404))
        return { status: 'failed', providerRefundId: null, reason: error.message };
      throw error;
    }
  }

  async fetchRefund(
    _city: CityContext,
    request: { providerPaymentId: string; providerRefundId: string | null; refundId: string },
  ): Promise<ProviderRefundAnswer> {
    if (request.providerRefundId) {
      const answer = await this.call({
        method: 'GET',
        path: `/refunds/${encodeURIComponent(request.providerRefundId)}`,
      });
      return refundAnswerOf(read(RefundObject, answer, 'refund'));
    }
    // the POST's answer was lost: find the refund by the id its description carries
    const answer = await this.call({
      method: 'GET',
      path: '/refunds',
      query: { payment_id: request.providerPaymentId, limit: '100' },
    });
    const found = read(listOf(RefundObject), answer, 'refunds list').items.find(
      (r) => r.description === refundDescription(request.refundId),
    );
    if (found) return refundAnswerOf(found);
    // never made: refund() with the same id makes it (the key is kept 24 hours)
    return { status: 'failed', providerRefundId: null, reason: 'no such refund at YooKassa' };
  }

  async receiveNotification(city: CityContext, call: { rawBody: Buffer }): Promise<ProviderNotification> {
    let body: unknown;
    try {
      body = JSON.parse(call.rawBody.toString('utf8'));
    } catch {
      throw new WebhookRejected('malformed');
    }
    const parsed = Notification.safeParse(body);
    if (!parsed.success) throw new WebhookRejected('malformed');
    const { event, object } = parsed.data;
    const kind = event.split('.')[0];
    // the body is not trusted beyond the object's id: a made-up id is not YooKassa's call
    try {
      if (kind === 'payment') return await this.paymentNotice(city, await this.payment(object.id), event);
      if (kind === 'refund') {
        const answer = await this.call({ method: 'GET', path: `/refunds/${encodeURIComponent(object.id)}` });
        return this.refundNotice(read(RefundObject, answer, 'refund'));
      }
    } catch (error) {
      if (isNotFound(error)) throw new WebhookRejected('signature');
      throw error;
    }
    return { kind: 'ignored', reason: `event ${event} is not used` };
  }

  private async paymentNotice(
    city: CityContext,
    payment: YooKassaPayment,
    event: string,
  ): Promise<ProviderNotification> {
    if (payment.status === 'waiting_for_capture') {
      const { action } = await takeHeldPayment(this.settings, this.name, city, payment);
      // the payment.succeeded (or .canceled) notification that follows settles it
      return { kind: 'ignored', reason: `held payment ${action}` };
    }
    if (payment.status === 'pending')
      return { kind: 'ignored', reason: `${event}, but the payment is pending` };
    const outcome = payment.status === 'succeeded' ? 'succeeded' : 'failed';
    return {
      kind: 'payment',
      event: {
        // from the API's status, not the body's event: the key of what is actually settled
        eventId: `payment.${payment.status}:${payment.id}`,
        providerPaymentId: payment.id,
        outcome,
        amountKopecks: amountOf(payment.amount),
        raw: { event, object: payment },
      },
    };
  }

  private refundNotice(refund: YooKassaRefund): ProviderNotification {
    if (refund.status === 'pending') return { kind: 'ignored', reason: 'the refund is pending' };
    return {
      kind: 'refund',
      eventId: `refund.${refund.status}:${refund.id}`,
      providerPaymentId: refund.payment_id,
      providerRefundId: refund.id,
      outcome: refund.status === 'succeeded' ? 'succeeded' : 'failed',
      amountKopecks: amountOf(refund.amount),
      raw: refund,
    };
  }

  /** YooKassa stops retrying on a 200; anything else is retried for 24 hours. */
  answerNotification(_notification: ProviderNotification, outcome: NotificationOutcome): NotificationAnswer {
    return outcome.verdict === 'retry' ? { statusCode: 500, body: {} } : { statusCode: 200, body: {} };
  }

  /**
   * Not part of the interface: the fiscal receipt of a succeeded payment (or, with its id, of a
   * refund), as a `receipt` notification for services/card-payments/fiscal-receipt-record.ts,
   * whose url is "ФН … ФД … ФП …"; null until the register has made it.
   */
  fetchReceipt(
    _city: CityContext,
    providerPaymentId: string,
    providerRefundId?: string,
  ): Promise<YooKassaReceiptNotice | null> {
    return fetchFiscalReceipt(this.settings, providerPaymentId, providerRefundId);
  }
}
