import type { Db } from '../../db/db-types.ts';

/** A ticket as the gate knows it. */
export interface GateTicket {
  /** Our row id (the built-in adapter's) or the gate's own id. */
  id: number;
  parkingNumber: string;
  ticketNumber: string;
  enteredAt: Date;
  /** The stay is paid up to here; null when nothing was paid yet. */
  paidUntil: Date | null;
  /** The barrier opens for this ticket until here; null when it does not. */
  exitUntil: Date | null;
}

/**
 * A barrier system: it issues tickets at entry and opens for paid ones at exit. We ask it for a
 * ticket and tell it when a ticket is paid. Calls take the caller's database transaction, so an
 * adapter that keeps its state in our tables (the built-in one) commits or rolls back together
 * with the payment; an adapter for a remote gate would call it there and fail the payment (the
 * transaction rolls back, no money moves) when the gate cannot be told.
 *
 * Adapters throw whatever they like; callers go through callGate, which turns anything that is
 * not already a refusal into ServerGateParkingError.
 */
export interface BarrierGate {
  /** The open ticket with this number at this parking, or null. */
  findTicket(db: Db, parkingNumber: string, ticketNumber: string): Promise<GateTicket | null>;
  /** The ticket is paid up to paidUntil: let the car out until exitUntil. */
  allowExit(db: Db, ticket: GateTicket, paidUntil: Date, exitUntil: Date): Promise<void>;
}
