import { apiPost } from '../../http/api-client';
import type { ParkingSession } from './payment-types';

/** POST /api/payment/cancel: stops the session; unused whole minutes go back (NoSaving under 30 min). */
export function postCancel(input: {
  ReservationId: string;
  idempotencyKey: string;
}): Promise<{ result?: ParkingSession; refund: number; balance: number }> {
  return apiPost('/api/payment/cancel', input);
}
