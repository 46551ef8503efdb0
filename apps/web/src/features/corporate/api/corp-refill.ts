import { returnToHere } from '../../../shared/payments/payment-return';
import { corporateCall } from './corporate-call';

/**
 * POST /api/payment/refill with the corporate token: the payment provider's page; the bank
 * returns to /coop-profile and the company balance rises when it confirms.
 */
export const postCorpRefill = (input: {
  PaymentService: string;
  RefillAmount: string;
  idempotencyKey: string;
}) =>
  corporateCall<{ RedirectURL: string; paymentId: string; amount: number }>('POST', '/api/payment/refill', {
    body: { ...input, returnTo: returnToHere() },
  });
