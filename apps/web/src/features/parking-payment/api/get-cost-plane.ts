import type { CostPlaneResult } from '@parking/domain/payments/barrier-contracts';
import { apiGet } from '../../../shared/http/api-client';

/**
 * GET /backend/v2/costPlane: the price of a barrier parking ticket, payable within 30 s by its
 * sessionId. A guest sends the guest token in the query (it has no login header).
 */
export function getCostPlane(input: {
  ticketNumber: string;
  parkingNumber: string;
  guestToken?: string | null;
}): Promise<CostPlaneResult> {
  return apiGet<{ result: CostPlaneResult }>('/backend/v2/costPlane', {
    ticketNumber: input.ticketNumber,
    parkingNumber: input.parkingNumber,
    token: input.guestToken ?? undefined,
  }).then((r) => r.result);
}
