import type { IncomingHttpHeaders } from 'node:http';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { FiscalReceipt } from './fiscal-receipt.ts';

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
  /** 54-FZ: the receipt the provider's cash register makes for this payment (amount = amountKopecks). */
  receipt: FiscalReceipt;
  /** The payer as the provider's statement shows it (CloudPayments' AccountId): 'user:12', 'guest:5'. */
  accountId: string;
  /** 'card' or 'sbp' (Faster Payments: the provider shows a QR code or opens the bank app). */
  methodKind: 'card' | 'sbp';
}

export interface ProviderPaymentLink {
  providerPaymentId: string;
  /** The provider's hosted pay page (or our /payment page, which opens the provider's widget). */
  redirectUrl: string;
  /**
   * What the /payment page needs to open the provider's widget in the browser (CloudPayments:
   * script URL, publicId and the widget's options with the receipt); kept with the payment and
   * given to the page by GET /api/payment/card-payment/:id. Absent for a hosted pay page.
   */
  widget?: Record<string, unknown>;
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
  /** The same on every redelivery of this notification (the dedupe key in payment_events). */
  eventId: string;
  providerPaymentId: string;
  outcome: 'succeeded' | 'failed';
  amountKopecks: number;
  /** The event as received, kept in payment_events. */
  raw: Record<string, unknown>;
}

/**
 * A notification the provider sent, verified (signature, or asking the provider for the object:
 * YooKassa's are unsigned). `check`: the provider asks whether it may take this payment
 * (CloudPayments' Check); `receipt`: its cash register made a fiscal receipt.
 */
export type ProviderNotification =
  | { kind: 'payment'; event: ProviderEvent }
  | {
      kind: 'check';
      eventId: string;
      providerPaymentId: string;
      amountKopecks: number;
      raw: Record<string, unknown>;
    }
  | {
      kind: 'refund';
      eventId: string;
      providerPaymentId: string;
      providerRefundId: string;
      outcome: 'succeeded' | 'failed';
      amountKopecks: number;
      raw: Record<string, unknown>;
    }
  | {
      kind: 'receipt';
      eventId: string;
      providerPaymentId: string;
      /** Set for a refund's receipt (its provider refund id), when the provider says which. */
      providerRefundId?: string;
      /** income: the payment's receipt; income_return: a refund's. */
      receiptType: 'income' | 'income_return';
      /** The receipt's public link (or, when the provider gives none, its fiscal number). */
      url: string;
      /** Kopecks the receipt is for (matches a refund when providerRefundId is absent). */
      amountKopecks: number;
      raw: Record<string, unknown>;
    }
  /** Verified but nothing for us (an event type we do not use, a capture step the adapter did). */
  | { kind: 'ignored'; reason: string };

/** What we made of a notification; the adapter turns it into the answer its provider expects. */
export type NotificationVerdict =
  /** taken in, or nothing to change (a redelivery, a reordered event): stop retrying */
  | 'accepted'
  /** no such payment of ours (a check: CloudPayments code 10) */
  | 'unknown-payment'
  /** a check: the amount is not ours (code 12) */
  | 'wrong-amount'
  /** a check: the payment can no longer be paid (expired, paid already: code 20 / 13) */
  | 'not-payable'
  /** we could not take it now (our database): the provider should retry */
  | 'retry';

/** The verdict, and what settling did (settle-card-payment's effect word), for logs and the sandbox. */
export interface NotificationOutcome {
  verdict: NotificationVerdict;
  effect?: string;
}

export interface NotificationAnswer {
  statusCode: number;
  /** JSON body: CloudPayments wants {"code":0}; YooKassa only a 200. */
  body: Record<string, unknown>;
}

export interface ProviderRefundRequest {
  providerPaymentId: string;
  amountKopecks: number;
  /** Our refund id: the provider's idempotency key, so a retried refund is made once. */
  refundId: string;
  /** 54-FZ: the refund's receipt (income_return), lines summing to amountKopecks. */
  receipt: FiscalReceipt;
}

/** The provider's answer to a refund: succeeded or failed is final; pending is asked again later. */
export interface ProviderRefundAnswer {
  status: 'succeeded' | 'pending' | 'failed';
  /** The provider's id of the refund, once it has one. */
  providerRefundId: string | null;
  /** Why it failed, for the log and the console. */
  reason?: string;
}

export type WebhookRejection = 'signature' | 'too-late' | 'malformed';

/** A notification's refusal: the route answers 401 (signature, too-late) or 400 (malformed). */
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
 * A card payment provider, one per city (PAYMENT_PROVIDER and PAYMENT_PROVIDER_<CITY>, with its
 * keys per city: card-payment-runtime). Calls other than createPayment run outside any database
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
  /**
   * Sends (part of) a paid payment's money back to the card. Idempotent by request.refundId: a
   * retry after a lost answer returns the same refund. Throws only when the provider could not
   * be reached or answered nonsense (the caller retries later).
   */
  refund(city: CityContext, request: ProviderRefundRequest): Promise<ProviderRefundAnswer>;
  /** A pending refund's state now (for retries and reconciliation); refundId is ours. */
  fetchRefund(
    city: CityContext,
    request: { providerPaymentId: string; providerRefundId: string | null; refundId: string },
  ): Promise<ProviderRefundAnswer>;
  /**
   * Verifies one webhook call (signature, or by asking the provider for the object) and says
   * what it is; throws WebhookRejected when it is not the provider's. May call the provider
   * (YooKassa: fetch the payment; capture a payment waiting for capture).
   */
  receiveNotification(
    city: CityContext,
    /** `url`: the path and query the call came to (CloudPayments tells Check from Pay by it). */
    call: { headers: IncomingHttpHeaders; rawBody: Buffer; now?: Date; url?: string },
  ): Promise<ProviderNotification>;
  /**
   * For a provider that does not notify about receipts (YooKassa): the fiscal receipt of a paid
   * payment (or of one of its refunds), in the shape its notification would have; null until the
   * provider's cash register has made it.
   */
  fetchReceipt?(
    city: CityContext,
    providerPaymentId: string,
    providerRefundId?: string,
  ): Promise<Extract<ProviderNotification, { kind: 'receipt' }> | null>;
  /** The HTTP answer the provider expects for our verdict on one of its notifications. */
  answerNotification(notification: ProviderNotification, outcome: NotificationOutcome): NotificationAnswer;
}
