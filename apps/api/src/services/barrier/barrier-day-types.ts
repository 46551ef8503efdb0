import type { DayType } from '@parking/domain/contracts/map-info';
import { dayTypeOf } from '@parking/domain/calendar/production-calendar';
import { RUSSIA_PRODUCTION_CALENDAR } from '@parking/domain/calendar/russia-production-calendar';
import type { CityContext } from '../../config/city-context.ts';

export type DayTypeLookup = (localDate: string) => DayType | undefined;

/**
 * The day types barrier stays are priced by. For now straight from the domain's Russian
 * production calendar: the per-city production_calendar table (migration 0006) and the
 * sessions' cost service were being written at the same time as this. TODO(issue 4): swap the
 * body for that table's lookup so an operator's calendar edits reach barrier prices too; the
 * signature already takes the city and may become async-loaded per request.
 */
export async function barrierDayTypes(_city: CityContext): Promise<DayTypeLookup> {
  return (localDate) => dayTypeOf(localDate, RUSSIA_PRODUCTION_CALENDAR);
}
