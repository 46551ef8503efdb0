import { calculateCost } from '@parking/domain/tariffs/calculate-cost';
import type { CostSuccess } from '@parking/domain/tariffs/cost-types';
import type { CityContext } from '../../config/city-context.ts';
import type { BarrierParking } from '../../db/barrier/barrier-parking-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import type { GateTicket } from '../../integrations/gate/barrier-gate.ts';
import { toVersionEntries } from '../map/build-map-info.ts';
import type { Db } from '../../db/db-types.ts';
import { dayTypeLookup } from '../parking/calendar-cache.ts';

const MS_PER_MINUTE = 60_000;

export interface TicketPrice {
  /** The stay is billed from here: entry, or the end of what was paid before. */
  billedFrom: Date;
  /** billedFrom + minutes; at or after `now`, so paying covers the moment of payment. */
  billedUntil: Date;
  minutes: number;
  cost: CostSuccess;
}

/**
 * What the ticket owes at `now`: every started minute since entry (or since the paid time ran
 * out) priced by the zone's tariff through the domain engine, which rounds the sum down once.
 * A started minute counts, so the paid time always reaches past the moment the driver pays.
 * Day types come from the city's production_calendar table (read through `tx` when called in
 * a transaction: PGlite's one connection would otherwise wait for the transaction itself).
 */
export async function priceTicket(
  city: CityContext,
  parking: BarrierParking,
  ticket: GateTicket,
  now: Date,
  tx: Db = city.db,
): Promise<TicketPrice> {
  if (!parking.zone) throw new AppError('TariffNotFound', 409);
  const billedFrom = ticket.paidUntil ?? ticket.enteredAt;
  const minutes = Math.max(0, Math.ceil((now.getTime() - billedFrom.getTime()) / MS_PER_MINUTE));
  const cost = calculateCost({
    start: billedFrom,
    durationMinutes: minutes,
    timeZone: city.config.timeZone,
    versions: toVersionEntries(parking.zone),
    dayTypeOf: await dayTypeLookup(city, tx),
  });
  if (!cost.ok) throw new AppError(cost.errorName, cost.errorName === 'ValidationError' ? 400 : 409);
  return { billedFrom, billedUntil: new Date(billedFrom.getTime() + minutes * MS_PER_MINUTE), minutes, cost };
}
