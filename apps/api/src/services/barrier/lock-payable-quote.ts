import type { Db } from '../../db/db-types.ts';
import { quoteRows } from '../../db/barrier/quote-rows.ts';
import { ticketRows } from '../../db/barrier/ticket-rows.ts';
import type { BarrierQuoteRow, BarrierTicketRow } from '../../db/schema/barrier.ts';
import { AppError } from '../../errors/app-error.ts';
import type { GateTicket } from '../../integrations/gate/barrier-gate.ts';

export interface PayableQuote {
  quote: BarrierQuoteRow;
  ticket: BarrierTicketRow;
  gateTicket: GateTicket;
}

/**
 * Locks a price and its ticket for paying them, and checks the price still holds: the ticket is
 * open and nothing was paid on it since the price was made (another price paid first moves
 * paid_until and so the start of the billed stay). Locks the ticket after the price, the same
 * order everywhere, so two payments of one ticket queue instead of deadlocking.
 */
export async function lockPayableQuote(
  tx: Db,
  quoteId: string,
  parkingNumber: string | null,
): Promise<PayableQuote> {
  const quote = await quoteRows.lock(tx, quoteId);
  if (!quote) throw new AppError('PriceChangedTryLater', 409);
  const ticket = await ticketRows.lock(tx, quote.ticketId);
  if (!ticket || (parkingNumber !== null && ticket.parkingNumber !== parkingNumber)) {
    throw new AppError('ParkingSessionNotFound', 404);
  }
  if (quote.status === 'free') throw new AppError('ParkingSessionWasFree', 409);
  if (ticket.exitedAt) throw new AppError('ParkingSessionIsOver', 409);
  const billedFrom = ticket.paidUntil ?? ticket.enteredAt;
  if (billedFrom.getTime() !== quote.billedFrom.getTime()) throw new AppError('PriceChangedTryLater', 409);
  return {
    quote,
    ticket,
    gateTicket: {
      id: ticket.id,
      parkingNumber: ticket.parkingNumber,
      ticketNumber: ticket.ticketNumber,
      enteredAt: ticket.enteredAt,
      paidUntil: ticket.paidUntil,
      exitUntil: ticket.exitUntil,
    },
  };
}
