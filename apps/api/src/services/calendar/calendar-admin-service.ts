import type { CalendarDay } from '@parking/domain/calendar/calendar-days';
import { formatDayNumber } from '@parking/domain/calendar/civil-date';
import type {
  CalendarAnswer,
  CalendarDayAnswer,
  CalendarImportAnswer,
  CalendarImportRequest,
} from '@parking/domain/staff/calendar-contracts';
import type { DayType } from '@parking/domain/contracts/map-info';
import type { CityContext } from '../../config/city-context.ts';
import { calendarAdminRows } from '../../db/calendar/calendar-admin-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { forgetCalendar } from '../parking/calendar-cache.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';
import { calendarCoverage, cityDayNumber, forgetCalendarCoverage } from './calendar-coverage.ts';
import { parseCalendarImport } from './parse-calendar-import.ts';

type Answer<T> = Omit<T, 'status'>;

const yearBounds = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** This process sees its own change at once; other instances within a second (content version). */
function forgetCalendarOf(city: CityContext): void {
  forgetCalendar(city);
  forgetCalendarCoverage(city);
}

/** The year's filled days (default: the city's current year) and the calendar's coverage. */
export async function getCalendarYear(
  city: CityContext,
  year?: number,
  now = new Date(),
): Promise<Answer<CalendarAnswer>> {
  const shown = year ?? Number(formatDayNumber(cityDayNumber(city, now)).slice(0, 4));
  const { from, to } = yearBounds(shown);
  const days = await calendarAdminRows.between(city.db, from, to);
  return { year: shown, days, coverage: await calendarCoverage(city, now) };
}

/** Only the days whose type changes, before and after: a year's audit record stays readable. */
function changedDays(
  before: CalendarDay[],
  after: CalendarDay[],
): { before: CalendarDay[]; after: CalendarDay[] } {
  const old = new Map(before.map((d) => [d.date, d.dayType]));
  const next = new Map(after.map((d) => [d.date, d.dayType]));
  return {
    before: before.filter((d) => next.get(d.date) !== d.dayType),
    after: after.filter((d) => old.get(d.date) !== d.dayType),
  };
}

/**
 * Imports a calendar file. With `year` the file is that whole year and replaces it; without, its
 * days are written over the stored ones. Any bad row refuses the whole file
 * (CalendarImportInvalid, fields 'row <n>': reason) before anything is written.
 */
export async function importCalendar(
  city: CityContext,
  actor: StaffActor,
  request: { format: CalendarImportRequest['format']; content: string; year?: number },
): Promise<Answer<CalendarImportAnswer>> {
  const parsed = parseCalendarImport(request.format, request.content, request.year);
  if (parsed.problems) throw new AppError('CalendarImportInvalid', 400, parsed.problems);
  const days = parsed.days;
  const year = request.year ?? null;
  await recordStaffChange(city, actor, async (tx) => {
    const range = year === null ? { from: days[0]!.date, to: days[days.length - 1]!.date } : yearBounds(year);
    const stored =
      year === null
        ? await calendarAdminRows.of(
            tx,
            days.map((d) => d.date),
          )
        : await calendarAdminRows.between(tx, range.from, range.to);
    if (year !== null) await calendarAdminRows.removeBetween(tx, range.from, range.to);
    await calendarAdminRows.upsert(tx, days);
    const diff = changedDays(stored, days);
    return {
      action: 'calendar.import',
      entity: 'calendar',
      entityId: year ?? `${range.from}..${range.to}`,
      before: { days: diff.before },
      after: { days: diff.after, imported: days.length, format: request.format },
      result: undefined,
    };
  });
  forgetCalendarOf(city);
  return { imported: days.length, year, coverage: await calendarCoverage(city) };
}

/** Sets one day's type, adding the day when it was not filled. */
export async function setCalendarDay(
  city: CityContext,
  actor: StaffActor,
  date: string,
  dayType: DayType,
): Promise<Answer<CalendarDayAnswer>> {
  const day = { date, dayType };
  await recordStaffChange(city, actor, async (tx) => {
    const [before] = await calendarAdminRows.of(tx, [date]);
    await calendarAdminRows.upsert(tx, [day]);
    return {
      action: 'calendar.day',
      entity: 'calendar',
      entityId: date,
      before: before ?? null,
      after: day,
      result: undefined,
    };
  });
  forgetCalendarOf(city);
  return { day, coverage: await calendarCoverage(city) };
}
