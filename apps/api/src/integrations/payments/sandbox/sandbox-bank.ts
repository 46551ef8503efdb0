import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { CityContext } from '../../../config/city-context.ts';
import { sandboxBankRows } from '../../../db/card-payments/sandbox-bank-rows.ts';
import type { SandboxBankPaymentRow } from '../../../db/schema/card-payments.ts';
import {
  WebhookRejected,
  type PaymentProvider,
  type NotificationAnswer,
  type NotificationOutcome,
  type ProviderCreateContext,
  type ProviderEvent,
  type ProviderNotification,
  type ProviderRefundAnswer,
  type ProviderRefundRequest,
  type ProviderPaymentInput,
  type ProviderPaymentLink,
  type ProviderPaymentListing,
  type ProviderStatusAnswer,
} from '../payment-provider.ts';
import { enqueueMessage } from '../../../services/delivery/enqueue-message.ts';
import { verifyWebhookSignature } from '../webhook-signature.ts';

export interface SandboxBankOptions {
  /** Where the bank's pages are served: `<publicUrl>/sandbox-pay/...`. */
  publicUrl: string;
  /** Shared with the shop: the bank signs its notifications with it. */
  secret: string;
  /** A payment not decided by then can no longer be paid. */
  payWithinSeconds: number;
}

export type SandboxDecision = 'approve' | 'decline' | 'abandon';

/** The notification body the bank sends (also what a test forges). */
export const SandboxEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['payment.succeeded', 'payment.failed']),
  createdAt: z.string(),
  data: z.object({
    paymentId: z.string().min(1).max(100),
    merchantPaymentId: z.string().max(100),
    amount: z.number().int().positive(),
    currency: z.literal('RUB'),
  }),
});
export type SandboxEvent = z.infer<typeof SandboxEventSchema>;

/** The event a decided payment announces. */
export function sandboxEventOf(row: SandboxBankPaymentRow): SandboxEvent {
  return {
    id: row.webhookEventId ?? `evt_${row.id}`,
    type: row.status === 'failed' ? 'payment.failed' : 'payment.succeeded',
    createdAt: (row.decidedAt ?? new Date()).toISOString(),
    data: {
      paymentId: row.id,
      merchantPaymentId: row.merchantPaymentId,
      amount: row.amountKopecks,
      currency: 'RUB',
    },
  };
}

/**
 * The built-in sandbox provider: a pretend bank with its own hosted pay page
 * (routes/sandbox), its own records (sandbox_bank_payments, in the city's database so it
 * survives restarts) and signed notifications sent over real HTTP (SandboxWebhookSender).
 * Its PaymentProvider face is what the card-payment service uses; decide() is what the pay
 * page's buttons call.
 */
export class SandboxBank implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(private readonly options: SandboxBankOptions) {}

  payPageUrl(city: string, providerPaymentId: string): string {
    return `${this.options.publicUrl}/sandbox-pay/${encodeURIComponent(city)}/${providerPaymentId}`;
  }

  async createPayment(
    context: ProviderCreateContext,
    input: ProviderPaymentInput,
  ): Promise<ProviderPaymentLink> {
    const id = `sbx_${randomBytes(18).toString('base64url')}`;
    await sandboxBankRows.insert(context.tx, {
      id,
      merchantPaymentId: input.merchantPaymentId,
      amountKopecks: input.amountKopecks,
      description: input.description,
      returnUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
      expiresInSeconds: this.options.payWithinSeconds,
    });
    const redirectUrl = this.payPageUrl(context.city.config.city, id);
    // Standing in for the mobile operator: its SMS leads to the pay page, where Approve is the
    // payer's confirming reply. Queued in the same transaction as the payment.
    if (input.phone)
      await enqueueMessage(context.tx, {
        channel: 'sms',
        to: input.phone,
        template: 'mobile-payment',
        vars: { amount: String(input.amountKopecks), url: redirectUrl },
        lang: input.lang ?? 'ru',
      });
    return { providerPaymentId: id, redirectUrl };
  }

  async fetchStatus(city: CityContext, providerPaymentId: string): Promise<ProviderStatusAnswer> {
    const row = await sandboxBankRows.byId(city.db, providerPaymentId);
    if (!row) return { status: 'unknown', amountKopecks: null };
    const status = row.status === 'pending' && row.expired ? 'expired' : row.status;
    return { status, amountKopecks: row.amountKopecks };
  }

  async listPayments(city: CityContext, period: { from: Date; to: Date }): Promise<ProviderPaymentListing[]> {
    const rows = await sandboxBankRows.madeBetween(city.db, period.from, period.to);
    return rows.map((row) => ({
      providerPaymentId: row.id,
      merchantPaymentId: row.merchantPaymentId,
      status: row.status === 'pending' && row.expired ? 'expired' : row.status,
      amountKopecks: row.amountKopecks,
      refundedKopecks: row.refundedKopecks,
      createdAt: row.createdAt,
    }));
  }

  async refund(city: CityContext, request: ProviderRefundRequest): Promise<ProviderRefundAnswer> {
    const made = await sandboxBankRows.refund(
      city.db,
      request.providerPaymentId,
      request.refundId,
      request.amountKopecks,
    );
    // like a bank: a refund over what is left (or of an unpaid payment) is refused, not thrown
    return made
      ? { status: 'succeeded', providerRefundId: made.id }
      : { status: 'failed', providerRefundId: null, reason: 'not refundable' };
  }

  async fetchRefund(
    city: CityContext,
    request: { providerPaymentId: string; refundId: string },
  ): Promise<ProviderRefundAnswer> {
    const made = await sandboxBankRows.refundByKey(city.db, request.providerPaymentId, request.refundId);
    return made
      ? { status: 'succeeded', providerRefundId: made.id }
      : { status: 'failed', providerRefundId: null, reason: 'no such refund' };
  }

  verifyWebhook(headers: IncomingHttpHeaders, rawBody: Buffer, now = new Date()): ProviderEvent {
    const { eventId } = verifyWebhookSignature(this.options.secret, headers, rawBody, now);
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookRejected('malformed');
    }
    const event = SandboxEventSchema.safeParse(parsed);
    // The header's event id is signed only through the body: they must agree.
    if (!event.success || event.data.id !== eventId) throw new WebhookRejected('malformed');
    return {
      eventId,
      providerPaymentId: event.data.data.paymentId,
      outcome: event.data.type === 'payment.succeeded' ? 'succeeded' : 'failed',
      amountKopecks: event.data.data.amount,
      raw: event.data as unknown as Record<string, unknown>,
    };
  }

  /** Verifies the bank's signed notification (HMAC over timestamp.body, at most 5 minutes old). */
  receiveNotification(
    _city: CityContext,
    call: { headers: IncomingHttpHeaders; rawBody: Buffer; now?: Date },
  ): Promise<ProviderNotification> {
    try {
      return Promise.resolve({
        kind: 'payment',
        event: this.verifyWebhook(call.headers, call.rawBody, call.now),
      });
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  /** The sandbox's answer is our envelope: {status: 'ok', result: <verdict>}. */
  answerNotification(_notification: ProviderNotification, outcome: NotificationOutcome): NotificationAnswer {
    if (outcome.verdict === 'retry')
      return { statusCode: 503, body: { status: 'error', errorName: 'ServiceUnavailable' } };
    if (outcome.verdict === 'unknown-payment')
      return { statusCode: 404, body: { status: 'error', errorName: 'NotFound' } };
    return { statusCode: 200, body: { status: 'ok', result: outcome.effect ?? outcome.verdict } };
  }

  /** The pay page's data; null when there is no such payment. */
  payment(city: CityContext, providerPaymentId: string) {
    return sandboxBankRows.byId(city.db, providerPaymentId);
  }

  /**
   * The payer pressed a button. Approve and decline are final and are announced by a
   * notification (unless `notify` is false); abandon changes nothing: the payer may come back
   * until the pay-by time, after which the payment is expired. Answers the decided row, or
   * null when the payment was already decided or expired (the page then just shows it).
   */
  async decide(
    city: CityContext,
    providerPaymentId: string,
    decision: SandboxDecision,
    notify: boolean,
  ): Promise<boolean> {
    if (decision === 'abandon') return false;
    const status = decision === 'approve' ? 'succeeded' : 'failed';
    return sandboxBankRows.decide(city.db, providerPaymentId, status, `evt_${randomUUID()}`, notify);
  }
}
