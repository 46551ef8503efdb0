import { z } from 'zod';
import { parseIsoDate } from '../calendar/civil-date.ts';
import { formNumber } from '../contracts/form-number.ts';
import { DAY_TYPES } from '../contracts/map-info.ts';
import { okEnvelope } from '../envelope.ts';

/**
 * The production calendar in the console (issue 20 item 5), under /api/operator/calendar.
 * Today's prices need the day's type, so a calendar that runs out stops payments
 * (CalendarIsEmpty): the console and the health call warn CALENDAR_WARNING_DAYS ahead.
 */
export const CALENDAR_WARNING_DAYS = 60;

/** Years the console may show or import. */
export const CALENDAR_MIN_YEAR = 2000;
export const CALENDAR_MAX_YEAR = 2100;

export const CalendarDayTypeSchema = z.enum(DAY_TYPES, { error: 'ValidationError' });

/** A real local date 'YYYY-MM-DD' (2025-02-30 is refused, not rolled over). */
export const CalendarDateSchema = z
  .string({ error: 'ValidationError' })
  .refine((v) => parseIsoDate(v) !== undefined, 'ValidationError');

export const CalendarDaySchema = z.object({ date: z.string(), dayType: CalendarDayTypeSchema });
export type CalendarDayEntry = z.infer<typeof CalendarDaySchema>;

/** How far the calendar reaches: the console's and the health call's warning. */
export const CalendarCoverageSchema = z.object({
  /** First and last filled day; null when the table is empty. */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** Days from the city's today to lastDate (0 on the last day, negative after it); null when empty. */
  daysLeft: z.number().int().nullable(),
  /** True when the calendar ends within CALENDAR_WARNING_DAYS days (or is empty). */
  warning: z.boolean(),
});
export type CalendarCoverage = z.infer<typeof CalendarCoverageSchema>;

const YearSchema = formNumber(
  z.number({ error: 'ValidationError' }).int().min(CALENDAR_MIN_YEAR).max(CALENDAR_MAX_YEAR),
);

/** GET /api/operator/calendar?year=: the year's filled days (default: the city's current year). */
export const CalendarQuerySchema = z.object({ year: YearSchema.optional() });
export type CalendarQuery = z.input<typeof CalendarQuerySchema>;

export const CalendarAnswerSchema = okEnvelope({
  year: z.number().int(),
  /** The year's filled days in date order; a date missing here is not filled. */
  days: z.array(CalendarDaySchema),
  coverage: CalendarCoverageSchema,
});
export type CalendarAnswer = z.infer<typeof CalendarAnswerSchema>;

export const CALENDAR_IMPORT_FORMATS = ['csv', 'json'] as const;
/** The largest import text: ten years of CSV rows fit comfortably. */
export const CALENDAR_IMPORT_MAX_CHARS = 500_000;

/**
 * POST /api/operator/calendar/import. `content` is the file's text:
 * - csv: lines `date,daytype` (an optional header line `date,daytype`; blank lines skipped);
 * - json: an array `[{"date":"2028-01-01","daytype":"holiday"}, ...]`.
 * daytype is one of default, saturday, sunday, holiday. With `year`, the file must hold every
 * day of that year and nothing else, and it replaces the year; without it, the listed days are
 * written over whatever was there. Bad rows: CalendarImportInvalid (400), `fields` maps
 * 'row <n>' to the reason, and nothing is changed.
 */
export const CalendarImportRequestSchema = z.object({
  format: z.enum(CALENDAR_IMPORT_FORMATS, { error: 'ValidationError' }),
  content: z
    .string({ error: 'RequiredField' })
    .min(1, 'RequiredField')
    .max(CALENDAR_IMPORT_MAX_CHARS, 'CalendarImportInvalid'),
  year: YearSchema.optional(),
});
export type CalendarImportRequest = z.input<typeof CalendarImportRequestSchema>;

/** Reasons a row of an import is refused (the `fields` values of CalendarImportInvalid). */
export const CALENDAR_ROW_PROBLEMS = [
  'InvalidRow',
  'InvalidDate',
  'InvalidDayType',
  'DuplicateDate',
  'OutsideYear',
  'MissingDays',
  'NoDays',
] as const;
export type CalendarRowProblem = (typeof CALENDAR_ROW_PROBLEMS)[number];

export const CalendarImportAnswerSchema = okEnvelope({
  /** How many days were written. */
  imported: z.number().int(),
  /** The year replaced, or null for an import of single days. */
  year: z.number().int().nullable(),
  coverage: CalendarCoverageSchema,
});
export type CalendarImportAnswer = z.infer<typeof CalendarImportAnswerSchema>;

/** PUT /api/operator/calendar/:date: one day's type (adds the day when it was not filled). */
export const CalendarDateParamsSchema = z.object({ date: CalendarDateSchema });
export const CalendarDayRequestSchema = z.object({ dayType: CalendarDayTypeSchema });
export type CalendarDayRequest = z.input<typeof CalendarDayRequestSchema>;

export const CalendarDayAnswerSchema = okEnvelope({
  day: CalendarDaySchema,
  coverage: CalendarCoverageSchema,
});
export type CalendarDayAnswer = z.infer<typeof CalendarDayAnswerSchema>;
