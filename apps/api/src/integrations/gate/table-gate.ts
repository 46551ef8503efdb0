import { ticketRows } from '../../db/barrier/ticket-rows.ts';
import type { BarrierGate } from './barrier-gate.ts';

/**
 * The built-in gate: tickets live in barrier_tickets, filled by the gates through
 * POST /api/gate/entry, and a gate asks POST /api/gate/exit whether to open. Telling it a
 * ticket is paid is an update in the payment's own transaction.
 */
export const tableGate: BarrierGate = {
  async findTicket(db, parkingNumber, ticketNumber) {
    const row = await ticketRows.findOpen(db, parkingNumber, ticketNumber);
    if (!row) return null;
    return {
      id: row.id,
      parkingNumber: row.parkingNumber,
      ticketNumber: row.ticketNumber,
      enteredAt: row.enteredAt,
      paidUntil: row.paidUntil,
      exitUntil: row.exitUntil,
    };
  },
  async allowExit(db, ticket, paidUntil, exitUntil) {
    await ticketRows.markPaid(db, ticket.id, paidUntil, exitUntil);
  },
};
