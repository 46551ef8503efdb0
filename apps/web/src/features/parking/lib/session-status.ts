import { SESSION_WIRE_STATUS } from '@parking/domain/payments/session-contracts';

export type { ParkingSession } from '../../../shared/payments/api/payment-types';

/** Wire status 'Действует' is active; anything else is waiting (deferred), document 2 §4. */
export const SESSION_ACTIVE: string = SESSION_WIRE_STATUS.active;
