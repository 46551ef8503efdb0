import { addDays, dayStartOf, localDateOf } from '../subscriptions/subscription-dates.ts';

/** A period of the city's calendar days, both ends included, as the instants [from, to). */
export interface CityPeriod {
  from: Date;
  to: Date;
}

export function cityPeriod(fromDay: string, toDay: string, timeZone: string): CityPeriod {
  return { from: dayStartOf(fromDay, timeZone), to: dayStartOf(addDays(toDay, 1), timeZone) };
}

/** Every day of fromDay..toDay, in order. */
export function daysOf(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The city's calendar date now. */
export const cityToday = (timeZone: string, now = new Date()): string => localDateOf(now, timeZone);
