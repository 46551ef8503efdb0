import { apiGet } from '../../http/api-client';

/** What the bank has said about one card payment so far. */
export type CardPaymentState = 'pending' | 'succeeded' | 'failed' | 'expired' | 'refunded';

/**
 * GET /api/payment/card-payment?paymentId=: a card payment's status and amount (after the
 * driver returns from the pay page, and for the /payment widget page's invoice). Fields beyond
 * status and amount are optional: the widget page fills payment-from-portal from them.
 */
export interface CardPaymentInfo {
  paymentId: string;
  status: CardPaymentState;
  /** Kopecks. */
  amount: number;
  /** Kopecks of bonus20 that come with a top-up (0 or absent otherwise). */
  bonus?: number;
  /** The provider's pay page while the payment waits (the server may name it either way). */
  RedirectURL?: string;
  redirectUrl?: string;
  /** extension, refill or payment (document 1 §9 description types). */
  descriptionType?: string;
  source?: string;
  order?: string;
  billNumber?: string;
  /** YYYYMMDDhhmmss, UTC. */
  paymentDate?: string;
}

export function getCardPayment(paymentId: string, signal?: AbortSignal): Promise<CardPaymentInfo> {
  return apiGet<{ result: CardPaymentInfo }>('/api/payment/card-payment', { paymentId }, signal).then(
    (r) => r.result,
  );
}

/** The pay page of a waiting payment, whichever name the answer used. */
export const payPageOf = (info: CardPaymentInfo): string | undefined => info.RedirectURL ?? info.redirectUrl;
