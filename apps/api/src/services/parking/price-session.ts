import type { ErrorName } from '@parking/domain/errors/error-names';
import { calculateCost } from '@parking/domain/tariffs/calculate-cost';
import type { Benefit, CostSuccess } from '@parking/domain/tariffs/cost-types';
import type { DayType } from '@parking/domain/contracts/map-info';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { AppError } from '../../errors/app-error.ts';
import { dayTypeLookup, peekDayTypeLookup } from './calendar-cache.ts';
import { benefitsFor, peekBenefitsFor, type BenefitQuery } from './driver-benefits.ts';
import type { ParkingPlace } from './parking-place.ts';
import type { Payer } from './payer.ts';

const MS_PER_MINUTE = 60_000;

/** HTTP status of each engine refusal: bad input 400, the city's data not fit to sell 409. */
const STATUS: Partial<Record<ErrorName, number>> = { ValidationError: 400 };

export interface Stay {
  place: ParkingPlace;
  /** Whose benefits apply; null for a company's fleet stay (a driver's permits are their own). */
  payer: Payer | null;
  plate: string;
  start: Date;
  minutes: number;
}

/**
 * The cost of a stay by the zone's tariff, the city's time zone and production calendar and the
 * driver's benefits; a free parking costs nothing. Engine refusals (CalendarIsEmpty,
 * TariffNotFound for an inactive zone, ...) become the seeds' error answers. Inside a
 * transaction pass it as `db`, so every read goes through it.
 */
export async function priceSession(city: CityContext, stay: Stay, db: Db = city.db): Promise<CostSuccess> {
  if (stay.place.free) return free();
  const [dayTypeOf, benefits] = await Promise.all([
    dayTypeLookup(city, db),
    benefitsFor(db, benefitQuery(stay)),
  ]);
  return priceWith(city, stay, dayTypeOf, benefits);
}

/**
 * priceSession without waiting, when the calendar and the driver's benefits are in memory;
 * undefined when priceSession must read them. Outside transactions only.
 */
export function peekPriceSession(city: CityContext, stay: Stay): CostSuccess | undefined {
  if (stay.place.free) return free();
  const dayTypeOf = peekDayTypeLookup(city);
  if (!dayTypeOf) return undefined;
  const benefits = peekBenefitsFor(city.db, benefitQuery(stay));
  return benefits && priceWith(city, stay, dayTypeOf, benefits);
}

const free = (): CostSuccess => ({
  ok: true,
  totalcost: 0,
  totaldiscount: 0,
  price: 0,
  benefit: 0,
  benefitsName: [],
  costData: { intervals: [], totalcost: 0 },
});

const benefitQuery = (stay: Stay): BenefitQuery => ({
  payer: stay.payer,
  plate: stay.plate,
  zonenumber: stay.place.zonenumber,
  from: stay.start,
  to: new Date(stay.start.getTime() + stay.minutes * MS_PER_MINUTE),
});

function priceWith(
  city: CityContext,
  stay: Stay,
  dayTypeOf: (date: string) => DayType | undefined,
  benefits: Benefit[],
): CostSuccess {
  const result = calculateCost({
    start: stay.start,
    durationMinutes: stay.minutes,
    timeZone: city.config.timeZone,
    versions: stay.place.tariff,
    dayTypeOf,
    benefits,
  });
  if (!result.ok) throw new AppError(result.errorName, STATUS[result.errorName] ?? 409);
  return result;
}
