import { apiPost } from '../../http/api-client';
import { returnToHere } from '../payment-return';
import type { ParkingSession } from './payment-types';

/** No-balance mode calls (document 2 §7): Defer, Pay an active session, pay a deferred one. */
export type OrderPaymentCall = 'cancelV2' | 'break' | 'deferred';

const PATHS: Record<OrderPaymentCall, string> = {
  cancelV2: '/api/payment/cancel/v2',
  break: '/api/payment/break/v1',
  deferred: '/api/payment/deffered/v1',
};

export function postOrderPayment(
  call: OrderPaymentCall,
  input: { OrderId: string; PaymentService?: string; phone?: string; idempotencyKey: string },
): Promise<{ result?: ParkingSession; amountToPay: number; СуммаПополнения: number; RedirectURL?: string }> {
  return apiPost(PATHS[call], { ...input, returnTo: returnToHere() });
}
