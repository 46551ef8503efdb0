import type { PayPlaneAnswer } from '@parking/domain/payments/barrier-contracts';
import { apiPost } from '../../../shared/http/api-client';
import { returnToHere } from '../../../shared/payments/payment-return';

/** POST /backend/v2/payPlane: pays a fresh planar price; a card method answers RedirectURL. */
export function postPayPlane(input: {
  paymentService: string;
  parkingNumber: string;
  sessionId: string;
  phone?: string;
  /** A guest's receipt contact (issue 22, 54-FZ). */
  receiptEmail?: string;
  receiptPhone?: string;
  idempotencyKey: string;
  guestToken?: string | null;
}): Promise<PayPlaneAnswer> {
  const { guestToken, ...body } = input;
  return apiPost<Omit<PayPlaneAnswer, 'status'>>('/backend/v2/payPlane', {
    ...body,
    // back on the barrier tab of this page
    returnTo: returnToHere({ type: 'planar' }),
    ...(guestToken && { token: guestToken }),
  });
}
