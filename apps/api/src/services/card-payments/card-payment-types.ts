import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import type { CardPaymentPurpose, CardPaymentStatus } from '../../db/schema/card-payments.ts';

/**
 * The seam between the things paid by card (sessions, deferred sessions, barrier parking,
 * top-ups) and the card-payment service that talks to the provider. A feature asks for a card
 * payment with a purpose and a payload, answers the driver the RedirectURL, and registers a
 * handler for its purpose; the service calls the handler in the same database transaction in
 * which the provider's verified webhook marks the payment paid (so the effect happens exactly
 * once, never on the redirect alone). The purposes and statuses are card_payments' columns
 * (db/schema/card-payments.ts).
 */

export type CardPayer =
  { userId: number; guestTokenId?: undefined } | { userId?: undefined; guestTokenId: number };

/** A company topping up its own balance (issue 8; purpose refill only). */
export interface CompanyPayer {
  companyId: number;
  userId?: undefined;
  guestTokenId?: undefined;
}

export interface CardPaymentRequest {
  purpose: CardPaymentPurpose;
  /** Kopecks to charge on the card (> 0). */
  amountKopecks: number;
  payer: CardPayer | CompanyPayer;
  /** The payment method's methodName from the settings ('card', 'mobile', ...; never 'balance'). */
  method: string;
  /** 11 digits, for methods with isPhoneRequired. */
  phone?: string;
  /**
   * Where the 54-FZ receipt goes, as the payer typed it (a guest's e-mail or phone on the payment
   * form); a driver's own e-mail or phone when absent.
   */
  receiptContact?: { email?: string; phone?: string } | undefined;
  /** What the pay page shows: 'extension', 'refill' or 'payment' (document 1 §9 description types). */
  descriptionType: 'extension' | 'refill' | 'payment';
  /** A web path (in this city) the driver returns to after paying, e.g. '/profile/parking'. */
  returnPath: string;
  /**
   * The web page the payment started from, as the web sent it (its /en prefix kept): the payer
   * comes back there instead of returnPath when it is a path of this site (issue 18).
   */
  returnTo?: string | undefined;
  /** Purpose data for the handler, e.g. { sessionId }. JSON only. */
  payload: Record<string, unknown>;
  /** The caller's idempotency key: the same key gives back the same payment. */
  idempotencyKey: string;
  /**
   * Kopecks of bonus promised with the payment (a top-up's bonus20), credited in the same ledger
   * move as the payment when it succeeds. Only the refill purpose uses it.
   */
  bonusKopecks?: number;
}

export interface CardPaymentLink {
  /** Our payment id (also the /payment widget page's invoiceId). */
  paymentId: string;
  /** Where to send the driver: the provider's hosted pay page. */
  redirectUrl: string;
}

export interface CardPaymentRecord {
  paymentId: string;
  purpose: CardPaymentPurpose;
  amountKopecks: number;
  /** A company's payment (a top-up) never reaches a purpose handler: see settle-card-payment. */
  payer: CardPayer | CompanyPayer;
  method: string;
  payload: Record<string, unknown>;
  status: CardPaymentStatus;
}

/**
 * A purpose's reaction to the payment's outcome, run inside the transaction that records it.
 * `succeeded` posts the purpose's own ledger move (e.g. card_clearing -N, city_revenue +N and
 * activate the session). If it throws an AppError (the session can no longer start, say), the
 * card-payment service rolls the handler back and puts the money on the driver's balance
 * instead (a guest's goes back to the card), so money that came in is never lost.
 */
export interface CardPaymentHandler {
  succeeded(tx: Db, city: CityContext, payment: CardPaymentRecord): Promise<void>;
  /** Declined, abandoned or expired: release what was held for the payment. */
  failed?(tx: Db, city: CityContext, payment: CardPaymentRecord): Promise<void>;
}

/** What settling a card payment did (one word per outcome, for logs, receipts and reconciliation). */
export type SettleEffect =
  | 'unknown-payment'
  | 'duplicate-event'
  | 'amount-mismatch'
  | 'no-change'
  | 'refilled'
  | 'handled'
  | 'credited_to_balance'
  | 'refund_pending'
  | 'late_credited'
  | 'failed'
  | 'expired';
