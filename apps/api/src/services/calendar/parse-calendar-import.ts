import { parse } from 'csv-parse/sync';
import type { CalendarDay } from '@parking/domain/calendar/calendar-days';
import { daysFromCivil, formatDayNumber, parseIsoDate } from '@parking/domain/calendar/civil-date';
import { DAY_TYPES, type DayType } from '@parking/domain/contracts/map-info';
import type { CalendarRowProblem } from '@parking/domain/staff/calendar-contracts';

/** A row of the file as read: its number (1-based, as an editor shows it) and its two cells. */
interface RawRow {
  row: number;
  date: unknown;
  daytype: unknown;
}

/** The parsed days, or the problems by row ('row <n>' to a reason); never both. */
export type ParsedImport =
  { days: CalendarDay[]; problems: null } | { days: null; problems: Record<string, string> };

/** A report longer than this helps nobody: the first problems are enough to fix the file. */
const MAX_PROBLEMS = 100;

function csvRows(content: string): RawRow[] | Record<string, string> {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { [`row ${line ?? 1}`]: 'InvalidRow' };
  }
  const rows = records.map(({ record, info }) => ({
    row: info.lines,
    date: record.length === 2 ? record[0] : undefined,
    daytype: record.length === 2 ? record[1]!.toLowerCase() : undefined,
  }));
  // the documented header line may lead the file
  const first = rows[0];
  if (first && String(first.date).toLowerCase() === 'date' && first.daytype === 'daytype') rows.shift();
  return rows;
}

function jsonRows(content: string): RawRow[] | Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return { 'row 0': 'InvalidRow' };
  }
  if (!Array.isArray(parsed)) return { 'row 0': 'InvalidRow' };
  return parsed.map((item: unknown, i) => {
    const entry = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    return { row: i + 1, date: entry.date, daytype: entry.daytype };
  });
}

const isDayType = (v: unknown): v is DayType => (DAY_TYPES as readonly unknown[]).includes(v);

/**
 * Reads a calendar file (the format is in calendar-contracts.ts and docs/api.md) and checks
 * every row: a real date, a known day type, no date twice; with `year`, every date inside the
 * year and the whole year present. Row 0 stands for the file as a whole.
 */
export function parseCalendarImport(format: 'csv' | 'json', content: string, year?: number): ParsedImport {
  const rows = format === 'csv' ? csvRows(content) : jsonRows(content);
  if (!Array.isArray(rows)) return { days: null, problems: rows };
  const problems: Record<string, string> = {};
  const note = (row: number, problem: CalendarRowProblem) => {
    if (Object.keys(problems).length < MAX_PROBLEMS) problems[`row ${row}`] ??= problem;
  };
  const seen = new Set<number>();
  const days: CalendarDay[] = [];
  for (const { row, date, daytype } of rows) {
    if (date === undefined && daytype === undefined) {
      note(row, 'InvalidRow');
      continue;
    }
    const n = typeof date === 'string' ? parseIsoDate(date) : undefined;
    if (n === undefined) note(row, 'InvalidDate');
    else if (seen.has(n)) note(row, 'DuplicateDate');
    else if (year !== undefined && !String(date).startsWith(`${year}-`)) note(row, 'OutsideYear');
    if (!isDayType(daytype)) note(row, 'InvalidDayType');
    if (n === undefined || seen.has(n) || !isDayType(daytype)) continue;
    seen.add(n);
    days.push({ date: formatDayNumber(n), dayType: daytype });
  }
  if (rows.length === 0) note(0, 'NoDays');
  else if (year !== undefined && Object.keys(problems).length === 0) {
    const inYear = daysFromCivil(year + 1, 1, 1) - daysFromCivil(year, 1, 1);
    if (days.length !== inYear) note(0, 'MissingDays');
  }
  if (Object.keys(problems).length > 0) return { days: null, problems };
  days.sort((a, b) => (a.date < b.date ? -1 : 1));
  return { days, problems: null };
}
