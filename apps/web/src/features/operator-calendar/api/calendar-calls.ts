import { useQuery } from '@tanstack/react-query';
import type {
  CalendarAnswer,
  CalendarDayAnswer,
  CalendarImportAnswer,
  CalendarImportRequest,
} from '@parking/domain/staff/calendar-contracts';
import type { DayType } from '@parking/domain/contracts/map-info';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

export const CALENDAR_KEY = 'operator-calendar';

/** GET /api/operator/calendar?year: the year's filled days and how far the calendar reaches. */
export const useCalendarYear = (year: number) =>
  useQuery({
    queryKey: [CALENDAR_KEY, getCurrentCity().city, year] as const,
    queryFn: ({ signal }) =>
      apiCall<Omit<CalendarAnswer, 'status'>>('GET', '/api/operator/calendar', {
        token: 'operator',
        query: { year },
        signal,
      }),
  });

/** PUT /api/operator/calendar/:date: one day's type. */
export const setCalendarDay = ({ date, dayType }: { date: string; dayType: DayType }) =>
  apiCall<Omit<CalendarDayAnswer, 'status'>>('PUT', `/api/operator/calendar/${date}`, {
    token: 'operator',
    body: { dayType },
  });

/** POST /api/operator/calendar/import: CSV or JSON; CalendarImportInvalid names the bad rows. */
export const importCalendar = (request: CalendarImportRequest) =>
  apiCall<Omit<CalendarImportAnswer, 'status'>>('POST', '/api/operator/calendar/import', {
    token: 'operator',
    body: request,
  });
