import type { ParkingSession } from '@parking/domain/payments/session-contracts';

/** What start, post-payment start, continue, renew and the guest calls answer (without status). */
export interface SessionPaymentResult {
  result?: ParkingSession;
  RedirectURL?: string;
  balance?: number;
  /** Kopecks to pay by card (the seeds' amount-to-refill field). */
  СуммаПополнения?: number;
}

/** What cancel/v2, break/v1 and deffered/v1 answer; errorName set when the stay was free. */
export interface OrderPaymentResult {
  result?: ParkingSession;
  amountToPay: number;
  СуммаПополнения: number;
  RedirectURL?: string;
  /** ParkingSessionWasFree: the session closed at no cost; the route answers it as an error. */
  errorName?: 'ParkingSessionWasFree';
}

/** The web path a driver comes back to from the pay page. */
export const RETURN_PATH = { driver: '/profile/parking', guest: '/guest-payment' } as const;
