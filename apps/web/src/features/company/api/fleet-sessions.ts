import { useQuery } from '@tanstack/react-query';
import type { FleetSession } from '@parking/domain/company/company-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

export const fleetSessionsKey = () => ['corp-sessions', getCurrentCity().city] as const;

/** GET /api/corp-profile/get-sessions: the company's running fleet stays, newest first. */
export function useFleetSessions() {
  return useQuery({
    queryKey: fleetSessionsKey(),
    queryFn: ({ signal }) =>
      apiCall<{ result: FleetSession[] }>('GET', '/api/corp-profile/get-sessions', {
        token: 'company',
        signal,
      }).then((answer) => answer.result),
  });
}

/** What /api/corp-profile/cancel-parking answers: the refund and the company balance, in kopecks. */
export type FleetCancelAnswer = { result?: FleetSession; refund: number; balance: number };

/**
 * POST /api/corp-profile/cancel-parking: stops a running stay now; the unused time goes back to
 * the company balance (NoSaving under 30 minutes left, ParkingSessionIsOver once ended). The key
 * goes in the `Idempotency-Key` header and the body, like the start's.
 */
export const postFleetCancel = (request: { ReservationId: string; idempotencyKey: string }) =>
  apiCall<FleetCancelAnswer>('POST', '/api/corp-profile/cancel-parking', {
    token: 'company',
    body: request,
    headers: { 'Idempotency-Key': request.idempotencyKey },
  });
