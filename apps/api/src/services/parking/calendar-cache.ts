import type { DayType } from '@parking/domain/contracts/map-info';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { selectCalendarDays } from '../../db/sessions/calendar-rows.ts';
import { SettledPromise } from '../../lib/settled-promise.ts';

/**
 * How long a city's production calendar is reused before the table is read again. The
 * calendar changes once a year (a decree) and then by an operator's hand in the database, so a
 * minute's delay on other instances is fine; this process sees its own edits at once through
 * forgetCalendar.
 */
export const CALENDAR_TTL_MS = 60_000;

interface Entry {
  expires: number;
  days: SettledPromise<Map<string, DayType>>;
}

// keyed by the context object: a reopened or test database never sees another's rows
const cache = new WeakMap<CityContext, Entry>();

/**
 * The city's day-type lookup for the cost engine: 'YYYY-MM-DD' to its day type from the
 * production_calendar table, undefined for a date that is not filled (CalendarIsEmpty).
 * Inside a transaction pass it as `db`: a refill of the cache must not wait for another
 * connection (PGlite has one, so it would wait for the transaction itself).
 */
export async function dayTypeLookup(
  city: CityContext,
  db: Db = city.db,
): Promise<(date: string) => DayType | undefined> {
  const now = Date.now();
  let entry = cache.get(city);
  if (!entry || entry.expires <= now) {
    const days = selectCalendarDays(db).then((rows) => new Map(rows.map((r) => [r.day, r.dayType])));
    // a failed read is not kept: the next request tries again
    const made: Entry = {
      expires: now + CALENDAR_TTL_MS,
      days: new SettledPromise(days, () => {
        if (cache.get(city) === made) cache.delete(city);
      }),
    };
    cache.set(city, made);
    entry = made;
  }
  const days = await entry.days.promise;
  return (date) => days.get(date);
}

/** The lookup without waiting when the calendar is in memory and fresh; else undefined. */
export function peekDayTypeLookup(city: CityContext): ((date: string) => DayType | undefined) | undefined {
  const entry = cache.get(city);
  const days = entry && entry.expires > Date.now() ? entry.days.settled?.value : undefined;
  return days && ((date) => days.get(date));
}

/** Drop the cached calendar after changing production_calendar in this process. */
export function forgetCalendar(city: CityContext): void {
  cache.delete(city);
}
