import { apiCall, type TokenKind } from '../../http/api-client';

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
  /** The payer only: what the money is for (refill, session, deferred, planar, subscription). */
  purpose?: string;
  /** The payer only: what the settlement did (refilled, handled, refund_pending, credited_to_balance...). */
  outcome?: string | null;
  source?: string;
  order?: string;
  billNumber?: string;
  /** YYYYMMDDhhmmss, UTC. */
  paymentDate?: string;
  /** The payer only: what was bought (plate, zone, paid-until; a barrier's leave-by time). */
  stay?: PaidStay;
  /** The payer only: the 54-FZ receipt's link once the provider's cash register made it. */
  checkFiscal?: string | null;
}

export interface PaidStay {
  kind: 'parking' | 'barrier';
  plate?: string;
  zone?: string;
  parkingCode?: string | null;
  parkingNumber?: string;
  ticketNumber?: string;
  /** ISO: paid until (a parking), or leave by (a barrier parking); null while open-ended. */
  until: string | null;
  /** A parking's proof of payment (issue 23): its page is /proof/<proofCode>. */
  proofCode?: string;
}

/**
 * The payer is seen by its token: the driver's, or the company's for a company's top-up. A guest,
 * who has no login header, sends its guest token instead.
 */
export function getCardPayment(
  paymentId: string,
  {
    signal,
    guestToken,
    token = 'driver',
  }: { signal?: AbortSignal; guestToken?: string | null; token?: TokenKind } = {},
): Promise<CardPaymentInfo> {
  return apiCall<{ result: CardPaymentInfo }>('GET', '/api/payment/card-payment', {
    token,
    query: { paymentId, token: guestToken ?? undefined },
    signal,
  }).then((r) => r.result);
}

/** The pay page of a waiting payment, whichever name the answer used. */
export const payPageOf = (info: CardPaymentInfo): string | undefined => info.RedirectURL ?? info.redirectUrl;
