import { apiPost } from '../../http/api-client';
import type { CostResult, SessionRequestInput } from './payment-types';

/**
 * POST /api/payment/cost (driver) or /api/payment/unregistered/cost (guest token). With
 * ReservationId: the cost of extending that session by Duration.
 */
export function postCost(
  input: SessionRequestInput & { ReservationId?: string },
  who: 'driver' | 'guest' = 'driver',
): Promise<CostResult> {
  const path = who === 'guest' ? '/api/payment/unregistered/cost' : '/api/payment/cost';
  return apiPost<CostResult>(path, input);
}
