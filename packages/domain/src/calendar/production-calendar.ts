import type { DayType } from '../contracts/map-info.ts';
import { isoWeekday, parseIsoDate } from './civil-date.ts';

/**
 * A production calendar as exceptions over the weekday rule, the way the decrees are written:
 * most days follow the week (Saturday, Sunday, otherwise a working day) and only the listed
 * dates differ. Plain data, so the API can keep one per city in a table and rebuild it.
 *
 * Mapping to tariff day types (decided here, used by every city):
 * - a date in `holidays` is 'holiday': the statutory non-working holidays (also when they fall
 *   on a weekend, e.g. 2025-01-04) and the weekdays made non-working by a transfer decree
 *   (e.g. 2025-05-02). Tariffs price those days by their holiday rows.
 * - a date in `workingWeekends` (a Saturday or Sunday the decree made a working day, e.g.
 *   2025-11-01) is 'default': people drive to work, so it is priced as a weekday.
 * - ordinary weekends inside a holiday block (2025-05-03) stay 'saturday'/'sunday': the decree
 *   does not change them, and they are priced like any weekend.
 * - any other date: Saturday 'saturday', Sunday 'sunday', else 'default'.
 */
export interface ProductionCalendar {
  /** First and last covered date, inclusive; outside them the calendar knows nothing. */
  firstDate: string;
  lastDate: string;
  holidays: readonly string[];
  workingWeekends: readonly string[];
}

interface CalendarIndex {
  first: number;
  last: number;
  holidays: Set<number>;
  workingWeekends: Set<number>;
}

// calendars are long-lived constants or cached rows; index each once instead of per call
const indexes = new WeakMap<ProductionCalendar, CalendarIndex>();

function toDayNumber(date: string): number {
  const n = parseIsoDate(date);
  if (n === undefined) throw new RangeError(`Production calendar has an invalid date: ${date}`);
  return n;
}

function indexOf(calendar: ProductionCalendar): CalendarIndex {
  let index = indexes.get(calendar);
  if (!index) {
    index = {
      first: toDayNumber(calendar.firstDate),
      last: toDayNumber(calendar.lastDate),
      holidays: new Set(calendar.holidays.map(toDayNumber)),
      workingWeekends: new Set(calendar.workingWeekends.map(toDayNumber)),
    };
    indexes.set(calendar, index);
  }
  return index;
}

/**
 * The tariff day type of a local date 'YYYY-MM-DD', or undefined when the date is outside the
 * calendar (the cost engine answers CalendarIsEmpty then) or not a real date.
 */
export function dayTypeOf(date: string, calendar: ProductionCalendar): DayType | undefined {
  const n = parseIsoDate(date);
  if (n === undefined) return undefined;
  const index = indexOf(calendar);
  if (n < index.first || n > index.last) return undefined;
  if (index.holidays.has(n)) return 'holiday';
  if (index.workingWeekends.has(n)) return 'default';
  const weekday = isoWeekday(n);
  if (weekday === 6) return 'saturday';
  if (weekday === 7) return 'sunday';
  return 'default';
}
