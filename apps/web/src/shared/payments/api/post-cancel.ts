import { apiPost } from '../../http/api-client';
import type { ParkingSession } from './payment-types';

/**
 * POST /api/payment/cancel: stops the session; unused whole minutes go back (NoSaving under 30
 * min): to the card a stay was paid by (`refundTo: 'card'`, `cardRefund` kopecks), else the balance.
 */
export function postCancel(input: { ReservationId: string; idempotencyKey: string }): Promise<{
  result?: ParkingSession;
  refund: number;
  balance: number;
  refundTo?: 'card' | 'balance';
  cardRefund?: number;
}> {
  return apiPost('/api/payment/cancel', input);
}
