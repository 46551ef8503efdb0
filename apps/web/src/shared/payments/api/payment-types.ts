/**
 * Wire types of the payment calls, from the domain contracts (types only: no zod in the bundle).
 * Money is integer kopecks; instants are ISO strings.
 */
export type {
  CostAnswer,
  CostResult,
  ParkingSession,
  SessionPaymentAnswer,
} from '@parking/domain/payments/session-contracts';

/** The vehicle part of a payment request (document 1 §3 "Vehicle for payment"). */
export interface PaymentVehicleInput {
  Number: string;
  Category?: 'A' | 'B' | 'C' | 'D' | 'M';
  NumberFormat?: 'rus' | 'other';
}

/** Fields the cost and start calls share (document 2 §7 "Session payment"). */
export interface SessionRequestInput {
  Vehicle: PaymentVehicleInput;
  Zone: string;
  Duration: number;
  ParkingCode?: string;
  /** ISO instant with offset; post-payment start. */
  timestart?: string;
}

/** One key per submit: a retry of the same submit never pays twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
