import { returnToHere } from '../../../shared/payments/payment-return';
import { apiCall } from '../../../shared/http/api-client';

/**
 * POST /api/payment/refill with the corporate token: the payment provider's page; the bank
 * returns to /coop-profile and the company balance rises when it confirms.
 */
export const postCompanyRefill = (input: {
  PaymentService: string;
  RefillAmount: string;
  idempotencyKey: string;
}) =>
  apiCall<{ RedirectURL: string; paymentId: string; amount: number }>('POST', '/api/payment/refill', {
    token: 'company',
    body: { ...input, returnTo: returnToHere() },
  });
