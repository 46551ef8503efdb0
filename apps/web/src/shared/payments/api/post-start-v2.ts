import { apiPost } from '../../http/api-client';
import type { ParkingSession, PaymentVehicleInput } from './payment-types';

/** POST /api/payment/start/v2 (no-balance mode): an open-ended session, paid when it ends. */
export function postStartV2(input: {
  order: { Zone: string; ParkingCode?: string; Vehicle: PaymentVehicleInput };
  idempotencyKey: string;
}): Promise<{ result?: ParkingSession }> {
  return apiPost('/api/payment/start/v2', input);
}
