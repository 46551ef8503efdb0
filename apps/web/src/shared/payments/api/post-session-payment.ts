import { apiPost } from '../../http/api-client';
import { returnToHere } from '../payment-return';
import type { SessionPaymentAnswer, SessionRequestInput } from './payment-types';

/** Which start call (api-paths.md "Payments"; document 1 §4 payment types). */
export type SessionPaymentType =
  'payment' | 'postPayment' | 'continueSession' | 'paymentUnregister' | 'postPaymentUnregister';

const PATHS: Record<SessionPaymentType, string> = {
  payment: '/api/payment/start',
  postPayment: '/api/payment/post-payment-start',
  continueSession: '/api/payment/continue',
  paymentUnregister: '/api/payment/unregistered/start',
  postPaymentUnregister: '/api/payment/unregistered/post-payment-start',
};

/** Starts (or post-pays) a session; a card method answers RedirectURL instead of the session. */
export function postSessionPayment(
  type: SessionPaymentType,
  input: SessionRequestInput & { PaymentService: string; phone?: string; idempotencyKey: string },
): Promise<SessionPaymentAnswer> {
  return apiPost<Omit<SessionPaymentAnswer, 'status'>>(PATHS[type], { ...input, returnTo: returnToHere() });
}
