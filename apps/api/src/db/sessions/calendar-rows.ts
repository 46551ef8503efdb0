import type { DayType } from '@parking/domain/contracts/map-info';
import type { Db } from '../db-types.ts';
import { productionCalendar } from '../schema/sessions.ts';

/** production_calendar: every filled date ('YYYY-MM-DD') with its day type. */
export async function selectCalendarDays(db: Db): Promise<{ day: string; dayType: DayType }[]> {
  return db
    .select({ day: productionCalendar.day, dayType: productionCalendar.dayType })
    .from(productionCalendar);
}
