import type { PriceEntry } from '@parking/domain/contracts/map-info';
import { dayTypeOf } from '@parking/domain/calendar/production-calendar';
import { RUSSIA_PRODUCTION_CALENDAR } from '@parking/domain/calendar/russia-production-calendar';
import { calculateCost } from '@parking/domain/tariffs/calculate-cost';

/** What a zone asks at this moment: an hourly price, nothing (a free hour), or no tariff at all. */
export type PriceNow = { kind: 'price'; pricePerHour: number } | { kind: 'free' } | { kind: 'none' };

const dayTypeOfDate = (date: string) => dayTypeOf(date, RUSSIA_PRODUCTION_CALENDAR);

/**
 * The tariff in force now in the city's time, by the very engine that prices every stay (one
 * minute from `now`): its day type, interval and free hours are the ones the payment will use.
 * A zone the engine cannot price (inactive, a gap in its rows, a date past the calendar) has none.
 */
export function priceNow(prices: readonly PriceEntry[], now: Date, timeZone: string): PriceNow {
  const cost = calculateCost({
    start: now,
    durationMinutes: 1,
    timeZone,
    tariff: prices,
    dayTypeOf: dayTypeOfDate,
  });
  if (!cost.ok) return { kind: 'none' };
  const pricePerHour = cost.costData.intervals[0]?.pricePerHour ?? 0;
  return pricePerHour > 0 ? { kind: 'price', pricePerHour } : { kind: 'free' };
}
