import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALENDAR_WARNING_DAYS,
  CalendarAnswerSchema,
  CalendarDateParamsSchema,
  CalendarDayAnswerSchema,
  CalendarDayRequestSchema,
  CalendarImportAnswerSchema,
  CalendarImportRequestSchema,
  CalendarQuerySchema,
} from '@parking/domain/staff/calendar-contracts';
import { namedSchemaErrorFormatter } from '../../plugins/named-schema-errors.ts';
import { requireStaff } from '../../plugins/guards/require-operator.ts';
import {
  getCalendarYear,
  importCalendar,
  setCalendarDay,
} from '../../services/calendar/calendar-admin-service.ts';
import { staffActor } from './staff-actor.ts';

/** The production calendar in the console (issue 20 item 5): the 'calendar' area; each change audited. */
export const calendarAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setSchemaErrorFormatter(namedSchemaErrorFormatter);
  const guard = { preValidation: requireStaff('calendar') };
  const doc = { tags: ['operator', 'calendar'], security: [{ bearer: [] }] };

  app.get(
    '/api/operator/calendar',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "A year's filled days (year, default the city's current year) with their day types (default, " +
          'saturday, sunday, holiday), and coverage: firstDate, lastDate, daysLeft, warning (fewer than ' +
          `${CALENDAR_WARNING_DAYS} days left). Staff with the calendar area only: else Forbidden (403)`,
        querystring: CalendarQuerySchema,
        response: { 200: CalendarAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await getCalendarYear(request.city, request.query.year)),
    }),
  );

  app.post(
    '/api/operator/calendar/import',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Imports days: format csv (lines date,daytype; optional header) or json ([{date, daytype}]), ' +
          'content the file text, year (optional: the file is that whole year and replaces it). Bad rows: ' +
          "CalendarImportInvalid (400), fields 'row <n>' to the reason; nothing is changed",
        body: CalendarImportRequestSchema,
        response: { 200: CalendarImportAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await importCalendar(request.city, staffActor(request), request.body)),
    }),
  );

  app.put(
    '/api/operator/calendar/:date',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          "Sets one day's type (YYYY-MM-DD; an unfilled day is added): dayType. Answers the day and coverage",
        params: CalendarDateParamsSchema,
        body: CalendarDayRequestSchema,
        response: { 200: CalendarDayAnswerSchema },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      ...(await setCalendarDay(request.city, staffActor(request), request.params.date, request.body.dayType)),
    }),
  );
};
