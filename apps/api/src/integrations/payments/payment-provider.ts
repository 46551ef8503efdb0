import type { IncomingHttpHeaders } from 'node:http';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';

/** What the shop asks the provider to charge. */
export interface ProviderPaymentInput {
  /** Our card payment id: the provider echoes it in its events. */
  merchantPaymentId: string;
  amountKopecks: number;
  /** One line the pay page shows, e.g. "Пополнение баланса / Balance top-up". */
  description: string;
  /** Absolute URL the driver's browser is sent back to after the decision. */
  returnUrl: string;
  /** Absolute URL of our webhook for this city. */
  webhookUrl: string;
  /**
   * A phone method: the 11-digit phone the payment is confirmed from. The provider (a mobile
   * operator) sends the SMS that says how; the payer waits on /phone-payment-callback.
   */
  phone?: string;
  /** The payer's language, for what the provider sends them. */
  lang?: Language;
}

export interface ProviderPaymentLink {
  providerPaymentId: string;
  /** The provider's hosted pay page. */
  redirectUrl: string;
}

/**
 * The provider's word on a payment. 'unknown': it has no such payment (never created on its
 * side); reconciliation treats that like an abandoned payment.
 */
export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'expired' | 'refunded' | 'unknown';

export interface ProviderStatusAnswer {
  status: ProviderPaymentStatus;
  amountKopecks: number | null;
}

/** One payment as the provider's statement lists it (reconciliation compares it with ours). */
export interface ProviderPaymentListing {
  providerPaymentId: string;
  /** Our card payment id, as we gave it at creation. */
  merchantPaymentId: string;
  status: Exclude<ProviderPaymentStatus, 'unknown'>;
  amountKopecks: number;
  /** Sent back to the card so far (0 unless refunded). */
  refundedKopecks: number;
  createdAt: Date;
}

/** A verified notification: the payment's final outcome. */
export interface ProviderEvent {
  eventId: string;
  providerPaymentId: string;
  outcome: 'succeeded' | 'failed';
  amountKopecks: number;
  /** The event as received, kept in payment_events. */
  raw: Record<string, unknown>;
}

export type WebhookRejection = 'signature' | 'too-late' | 'malformed';

/** verifyWebhook's refusal: the route answers 401 (signature, too-late) or 400 (malformed). */
export class WebhookRejected extends Error {
  constructor(readonly reason: WebhookRejection) {
    super(`webhook rejected: ${reason}`);
    this.name = 'WebhookRejected';
  }
}

/** Where a provider call runs: the city, and for createPayment the caller's transaction. */
export interface ProviderCreateContext {
  city: CityContext;
  /**
   * The transaction that inserts our card_payments row. A provider that keeps its records in
   * the city's database (the sandbox) writes them here, so a rolled-back payment leaves nothing
   * behind (and PGlite, which has one connection, is not asked for a second one); a remote
   * provider ignores it.
   */
  tx: Db;
}

/**
 * A card payment provider. Calls other than createPayment run outside any database
 * transaction of ours (they may be slow network calls); their results are applied afterwards
 * in a transaction that re-checks the payment's state.
 */
export interface PaymentProvider {
  /** The path segment of the webhook: POST /api/payment/webhook/<name>. */
  readonly name: string;
  createPayment(context: ProviderCreateContext, input: ProviderPaymentInput): Promise<ProviderPaymentLink>;
  /** For reconciliation and for checking what a return page claims. */
  fetchStatus(city: CityContext, providerPaymentId: string): Promise<ProviderStatusAnswer>;
  /**
   * The provider's statement: every payment it made for this shop (this city) in [from, to),
   * oldest first. A remote provider pages through its API here; the money reconciliation calls
   * it for at most a quarter of payments.
   */
  listPayments(city: CityContext, period: { from: Date; to: Date }): Promise<ProviderPaymentListing[]>;
  /** Sends the money back to the card; resolves once the provider accepted the refund. */
  refund(city: CityContext, providerPaymentId: string, amountKopecks: number): Promise<void>;
  /** Checks signature and freshness of a webhook call; throws WebhookRejected. */
  verifyWebhook(headers: IncomingHttpHeaders, rawBody: Buffer, now?: Date): ProviderEvent;
}
