import type { DayType } from '@parking/domain/contracts/map-info';
import { AppError } from '../../errors/app-error.ts';

/** Document 2 §2, §9: a subscription bought by receipt starts at least 3 working days later. */
export const RECEIPT_START_WORKING_DAYS = 3;

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * `date` (YYYY-MM-DD) plus `count` working days of the production calendar (day type
 * 'default'; weekends, holidays and transferred days off do not count, a working Saturday
 * does): Wednesday + 3 is Monday. A date the calendar does not hold is CalendarIsEmpty.
 */
export function addWorkingDays(
  date: string,
  count: number,
  dayType: (date: string) => DayType | undefined,
): string {
  let day = date;
  let left = count;
  // a year of days off in a row is not a calendar, it is a bug
  for (let guard = 0; left > 0; guard++) {
    if (guard > 366) throw new AppError('CalendarIsEmpty', 409);
    day = nextDate(day);
    const type = dayType(day);
    if (type === undefined) throw new AppError('CalendarIsEmpty', 409);
    if (type === 'default') left -= 1;
  }
  return day;
}
