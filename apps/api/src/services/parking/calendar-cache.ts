import type { DayType } from '@parking/domain/contracts/map-info';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { selectCalendarDays } from '../../db/sessions/calendar-rows.ts';
import { cityMemo, forgetCityMemo, peekCityMemo } from '../content/per-city-memo.ts';

/**
 * The production calendar is kept with the city's content (content/per-city-memo.ts): a staff
 * member's edit on any instance bumps the content version, and every instance reads the
 * calendar again within a second.
 */
const CALENDAR_KEY = 'production_calendar';

type Days = Map<string, DayType>;

/**
 * The city's day-type lookup for the cost engine: 'YYYY-MM-DD' to its day type from the
 * production_calendar table, undefined for a date that is not filled (CalendarIsEmpty).
 * Inside a transaction pass it as `db`, so every read goes through it.
 */
export async function dayTypeLookup(
  city: CityContext,
  db: Db = city.db,
): Promise<(date: string) => DayType | undefined> {
  const days = await cityMemo<Days>(
    city,
    CALENDAR_KEY,
    async () => new Map((await selectCalendarDays(db)).map((r) => [r.day, r.dayType])),
    db,
  );
  return (date) => days.get(date);
}

/** The lookup without waiting when the calendar is in memory and fresh; else undefined. */
export function peekDayTypeLookup(city: CityContext): ((date: string) => DayType | undefined) | undefined {
  const days = peekCityMemo<Days>(city, CALENDAR_KEY);
  return days && ((date) => days.get(date));
}

/** Drop the cached calendar after changing production_calendar in this process. */
export function forgetCalendar(city: CityContext): void {
  forgetCityMemo(city, CALENDAR_KEY);
}
