import { apiPost } from '../../http/api-client';
import { returnToHere } from '../payment-return';

/** POST /api/payment/refill: the provider's pay link; the balance rises when the bank confirms. */
export function postRefill(input: {
  PaymentService: string;
  /** Roubles as typed (comma or point). */
  RefillAmount: string;
  phone?: string;
  idempotencyKey: string;
}): Promise<{ RedirectURL: string; paymentId: string; amount: number; bonus: number }> {
  return apiPost('/api/payment/refill', { ...input, returnTo: returnToHere() });
}
