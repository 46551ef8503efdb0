import { daysFromCivil, parseIsoDate } from '@parking/domain/calendar/civil-date';
import { cityToday } from '@parking/domain/operations/operations-contracts';
import { CALENDAR_WARNING_DAYS, type CalendarCoverage } from '@parking/domain/staff/calendar-contracts';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { calendarAdminRows } from '../../db/calendar/calendar-admin-rows.ts';
import { cityMemo, forgetCityMemo } from '../content/per-city-memo.ts';

/** Kept with the city's content: the health call asks on every probe, the table rarely changes. */
const BOUNDS_KEY = 'production_calendar_bounds';

/** The city's calendar day as a day number (the calendar's dates are local dates). */
export function cityDayNumber(city: CityContext, now: Date): number {
  const { year, month, day } = cityToday(now, city.config.timeZone);
  return daysFromCivil(year, month, day);
}

/** How far the calendar reaches from `today` (a day number), and whether to warn. */
export function coverageOf(
  bounds: { first: string | null; last: string | null },
  today: number,
): CalendarCoverage {
  const last = bounds.last === null ? undefined : parseIsoDate(bounds.last);
  const daysLeft = last === undefined ? null : last - today;
  return {
    firstDate: bounds.first,
    lastDate: bounds.last,
    daysLeft,
    // today's prices fail with CalendarIsEmpty once it has run out: warn well before that
    warning: daysLeft === null || daysLeft < CALENDAR_WARNING_DAYS,
  };
}

/** The city's calendar coverage now (the console's and the health call's warning). */
export async function calendarCoverage(
  city: CityContext,
  now = new Date(),
  db: Db = city.db,
): Promise<CalendarCoverage> {
  const bounds = await cityMemo(city, BOUNDS_KEY, () => calendarAdminRows.bounds(db), db);
  return coverageOf(bounds, cityDayNumber(city, now));
}

/** After this process changed the calendar: the bounds are read again on the next call. */
export function forgetCalendarCoverage(city: CityContext): void {
  forgetCityMemo(city, BOUNDS_KEY);
}
