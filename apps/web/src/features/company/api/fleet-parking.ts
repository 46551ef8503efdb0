import type { FleetParkingRequest } from '@parking/domain/company/company-contracts';
import type { CostResult, SessionPaymentAnswer } from '../../../shared/payments/api/payment-types';
import { apiCall } from '../../../shared/http/api-client';

/** POST /api/corp-profile/cost: the price of a stay for an active driver's vehicle. */
export const postFleetCost = (request: FleetParkingRequest) =>
  apiCall<CostResult>('POST', '/api/corp-profile/cost', { token: 'company', body: request });

/**
 * POST /api/corp-profile/start-parking: the stay, charged to the company balance. The route reads
 * the key from the `Idempotency-Key` header (its body schema drops `idempotencyKey`), so it goes
 * there as well as in the body.
 */
export const postFleetStart = (request: FleetParkingRequest & { idempotencyKey: string }) =>
  apiCall<SessionPaymentAnswer>('POST', '/api/corp-profile/start-parking', {
    token: 'company',
    body: request,
    headers: { 'Idempotency-Key': request.idempotencyKey },
  });
