import { randomUUID } from 'node:crypto';
import {
  PLANAR_EXIT_GRACE_MS,
  PLANAR_PRICE_VALIDITY_MS,
  type CostPlaneQuery,
  type CostPlaneResult,
} from '@parking/domain/payments/barrier-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { findBarrierParking } from '../../db/barrier/barrier-parking-rows.ts';
import { quoteRows } from '../../db/barrier/quote-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { callGate } from '../../integrations/gate/call-gate.ts';
import { priceTicket } from './price-ticket.ts';
import { requireFlatParking } from './require-flat-parking.ts';

/**
 * costPlane: the price of a barrier ticket now, stored as a quote the driver may pay for 30
 * seconds (its id is the wire's sessionId). A stay that costs nothing is settled at once: the
 * gate is told the car may leave, and the answer is an ok with cost 0 ("the session was free").
 * `now` is injected so tests can age a quote without sleeping.
 */
export async function quoteBarrier(
  city: CityContext,
  query: CostPlaneQuery,
  now: Date = new Date(),
): Promise<CostPlaneResult> {
  await requireFlatParking(city);
  const parking = await findBarrierParking(city.db, query.parkingNumber);
  if (!parking) throw new AppError('CantFindParking', 404);
  return city.db.transaction(async (tx) => {
    const ticket = await callGate((gate) => gate.findTicket(tx, parking.code, query.ticketNumber));
    if (!ticket) throw new AppError('ParkingSessionNotFound', 404);
    const stillOpen = ticket.exitUntil !== null && now.getTime() <= ticket.exitUntil.getTime();
    const stay = await priceTicket(city, parking, ticket, now, tx);
    // inside the exit window after a payment the barrier is already open: nothing more is owed
    const cost = stillOpen ? 0 : stay.cost.totalcost;
    const id = randomUUID();
    const validUntil = new Date(now.getTime() + PLANAR_PRICE_VALIDITY_MS);
    await quoteRows.insert(tx, {
      id,
      ticketId: ticket.id,
      amountKopecks: cost,
      billedFrom: stay.billedFrom,
      billedUntil: stay.billedUntil,
      computedAt: now,
      expiresAt: validUntil,
      status: cost === 0 ? 'free' : 'open',
    });
    if (cost === 0 && !stillOpen) {
      const exitUntil = new Date(stay.billedUntil.getTime() + PLANAR_EXIT_GRACE_MS);
      await callGate((gate) => gate.allowExit(tx, ticket, stay.billedUntil, exitUntil));
    }
    return {
      cost,
      sessionId: id,
      parkingNumber: parking.code,
      ticketNumber: ticket.ticketNumber,
      enteredAt: ticket.enteredAt.toISOString(),
      billedFrom: stay.billedFrom.toISOString(),
      paidUntil: stay.billedUntil.toISOString(),
      minutes: stillOpen ? 0 : stay.minutes,
      validUntil: validUntil.toISOString(),
      price: stillOpen ? 0 : stay.cost.price,
      costData: stillOpen ? { totalcost: 0, intervals: [] } : stay.cost.costData,
    };
  });
}
