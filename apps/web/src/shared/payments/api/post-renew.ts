import { apiPost } from '../../http/api-client';
import { returnToHere } from '../payment-return';
import type { SessionPaymentAnswer } from './payment-types';

/** POST /api/payment/renew: Duration more minutes from the session's end. */
export function postRenew(input: {
  ReservationId: string;
  Duration: number;
  PaymentService: string;
  phone?: string;
  idempotencyKey: string;
}): Promise<SessionPaymentAnswer> {
  return apiPost<Omit<SessionPaymentAnswer, 'status'>>('/api/payment/renew', {
    ...input,
    returnTo: returnToHere(),
  });
}
