import type { FleetParkingRequest } from '@parking/domain/corporate/corporate-contracts';
import type { CostResult, SessionPaymentAnswer } from '../../../shared/payments/api/payment-types';
import { corporateCall } from './corporate-call';

/** POST /api/corp-profile/cost: the price of a stay for an active driver's vehicle. */
export const postFleetCost = (request: FleetParkingRequest) =>
  corporateCall<CostResult>('POST', '/api/corp-profile/cost', { body: request });

/**
 * POST /api/corp-profile/start-parking: the stay, charged to the company balance. The route reads
 * the key from the `Idempotency-Key` header (its body schema drops `idempotencyKey`), so it goes
 * there as well as in the body.
 */
export const postFleetStart = (request: FleetParkingRequest & { idempotencyKey: string }) =>
  corporateCall<SessionPaymentAnswer>('POST', '/api/corp-profile/start-parking', {
    body: request,
    headers: { 'Idempotency-Key': request.idempotencyKey },
  });
