import type { GateEventRequest } from '@parking/domain/payments/barrier-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { uniqueViolation } from '../../db/accounts/unique-violation.ts';
import { findBarrierParking } from '../../db/barrier/barrier-parking-rows.ts';
import { ticketRows } from '../../db/barrier/ticket-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { priceTicket } from './price-ticket.ts';

/** A gate's clock may run a little ahead of ours; further ahead is a broken clock. */
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

function instantOf(given: string | undefined, now: Date): Date {
  if (given === undefined) return now;
  const at = new Date(given);
  if (at.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS) {
    throw new AppError('ValidationError', 400, { at: 'InvalidFormat' });
  }
  return at;
}

/**
 * What the gates report to the built-in gate adapter. An entry opens a ticket; the same entry
 * sent again (a gate retrying after a lost answer) gets the same answer, while another entry
 * with a still-open number is refused. An exit closes the ticket when the barrier may open: paid
 * and inside the exit window, or a stay that costs nothing.
 */
export const gateEventsService = {
  async enter(city: CityContext, event: GateEventRequest, now = new Date()) {
    const parking = await findBarrierParking(city.db, event.parkingNumber);
    if (!parking) throw new AppError('CantFindParking', 404);
    const enteredAt = instantOf(event.enteredAt ?? event.at, now);
    try {
      const row = await ticketRows.insert(city.db, {
        parkingNumber: parking.code,
        ticketNumber: event.ticketNumber,
        enteredAt,
      });
      return {
        parkingNumber: row.parkingNumber,
        ticketNumber: row.ticketNumber,
        enteredAt: row.enteredAt.toISOString(),
      };
    } catch (error) {
      if (uniqueViolation(error) !== 'barrier_tickets_open_uq') throw error;
      const open = await ticketRows.findOpen(city.db, parking.code, event.ticketNumber);
      if (!open || open.enteredAt.getTime() !== enteredAt.getTime()) {
        throw new AppError('ParkingSessionAlreadyExists', 409);
      }
      return {
        parkingNumber: open.parkingNumber,
        ticketNumber: open.ticketNumber,
        enteredAt: open.enteredAt.toISOString(),
      };
    }
  },

  async exit(city: CityContext, event: GateEventRequest, now = new Date()) {
    const parking = await findBarrierParking(city.db, event.parkingNumber);
    if (!parking) throw new AppError('CantFindParking', 404);
    const reported = instantOf(event.exitedAt ?? event.at, now);
    return city.db.transaction(async (tx) => {
      const found = await ticketRows.findOpen(tx, parking.code, event.ticketNumber);
      const ticket = found && (await ticketRows.lock(tx, found.id));
      if (!ticket || ticket.exitedAt) throw new AppError('ParkingSessionNotFound', 404);
      // two gates' clocks disagreeing must not make a stay end before it began
      const exitedAt = new Date(Math.max(reported.getTime(), ticket.enteredAt.getTime()));
      const paidWindow = ticket.exitUntil !== null && exitedAt.getTime() <= ticket.exitUntil.getTime();
      const allowed =
        paidWindow || (await priceTicket(city, parking, ticket, exitedAt, tx)).cost.totalcost === 0;
      if (allowed) await ticketRows.markExited(tx, ticket.id, exitedAt);
      return { exitAllowed: allowed, exitUntil: ticket.exitUntil?.toISOString() ?? null };
    });
  },
};
