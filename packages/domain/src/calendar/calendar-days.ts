import type { DayType } from '../contracts/map-info.ts';
import { formatDayNumber, parseIsoDate } from './civil-date.ts';
import { dayTypeOf, type ProductionCalendar } from './production-calendar.ts';

export interface CalendarDay {
  date: string;
  dayType: DayType;
}

/**
 * Every covered date with its day type, in date order: the rows the API seeds its per-city
 * calendar table with (one row per date, so a missing row means "not filled" there too).
 */
export function calendarDays(calendar: ProductionCalendar): CalendarDay[] {
  const first = parseIsoDate(calendar.firstDate);
  const last = parseIsoDate(calendar.lastDate);
  if (first === undefined || last === undefined) return [];
  const days: CalendarDay[] = [];
  for (let n = first; n <= last; n++) {
    const date = formatDayNumber(n);
    days.push({ date, dayType: dayTypeOf(date, calendar)! });
  }
  return days;
}
