import type { DayType, PriceEntry } from '../contracts/map-info.ts';
import type { ErrorName } from '../errors/error-names.ts';

/** A discount the driver holds (subscription, resident or social benefit). */
export interface Benefit {
  /** Discount in percent, 0..100; rounded to 1 decimal before use. */
  percent: number;
  /** Valid for the minutes that start at or after validFrom and before validTo. */
  validFrom: Date;
  validTo: Date;
  name: string;
}

/** One tariff version of a zone: its price entries, in force from `from` until the next version. */
export interface TariffVersionEntries {
  from: Date;
  entries: readonly PriceEntry[];
}

/**
 * The zone's prices: one price table in force for the whole stay (`tariff`), or the zone's
 * versions (`versions`), each minute priced by the version in force at that minute.
 */
export type CostTariff =
  | { tariff: readonly PriceEntry[]; versions?: undefined }
  | { versions: readonly TariffVersionEntries[]; tariff?: undefined };

export type CostInput = CostInputBase & CostTariff;

interface CostInputBase {
  /** The instant the stay starts; minutes are counted from it (it may carry seconds). */
  start: Date;
  durationMinutes: number;
  /** The city's IANA time zone, e.g. 'Europe/Moscow'. */
  timeZone: string;
  /** Day type of a local date 'YYYY-MM-DD' from the production calendar; undefined if not filled. */
  dayTypeOf: (localDate: string) => DayType | undefined;
  benefits?: readonly Benefit[];
}

/** One row of the breakdown the cost modal shows: a run of minutes at one price and discount. */
export interface CostInterval {
  /** ISO 8601 instants (UTC); `to` is exclusive. */
  from: string;
  to: string;
  /** Local wall time in the city, 'YYYY-MM-DD HH:mm' (seconds of the start are dropped). */
  localFrom: string;
  localTo: string;
  dayType: DayType;
  /** Hourly price of the tariff row, kopecks. */
  pricePerHour: number;
  minutes: number;
  /** Discount percent applied to these minutes (1 decimal), 0 without a benefit. */
  benefit: number;
  /** Kopecks before the discount; always discount + cost. */
  price: number;
  /** Kopecks taken off by the benefit. */
  discount: number;
  /** Kopecks to pay for these minutes. */
  cost: number;
}

export interface CostSuccess {
  ok: true;
  /** Kopecks to pay: the exact amount after discount, rounded down once. */
  totalcost: number;
  /** Kopecks of discount: the exact discount, rounded down once. */
  totaldiscount: number;
  /** Kopecks before discount: totalcost + totaldiscount. */
  price: number;
  /** The highest discount percent applied to any minute (1 decimal), 0 when none. */
  benefit: number;
  /** Names of the benefits that were the best one for at least one minute, in order of use. */
  benefitsName: string[];
  costData: { intervals: CostInterval[]; totalcost: number };
}

export type CostErrorName = Extract<
  ErrorName,
  'CalendarIsEmpty' | 'TypeOfDayIsNotDefined' | 'TariffNotFound' | 'ValidationError' | 'CalculationCostError'
>;

export interface CostFailure {
  ok: false;
  errorName: CostErrorName;
  /** For logs and operators, not for drivers (they see the translation of errorName). */
  message: string;
  /** Where the calculation stopped, when it stopped at a particular minute. */
  localDate?: string;
  localTime?: string;
}

export type CostResult = CostSuccess | CostFailure;
