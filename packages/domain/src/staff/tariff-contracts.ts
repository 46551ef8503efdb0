import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { DAY_TYPES } from '../contracts/map-info.ts';
import { okEnvelope } from '../envelope.ts';
import { checkTariffDays, tariffTimeToMinutes } from '../tariffs/check-tariff-days.ts';
import { StaffPageFields, StaffSearchField } from './staff-contracts.ts';

/**
 * Tariff versions of a zone in the console (issue 20 item 4), under /api/operator/tariffs.
 * A version is the zone's whole price table (every day type, intervals covering 00:00-24:00)
 * in force from effectiveFrom until the next version; a new one may only start in the future,
 * and only a version still in the future may be cancelled. One schema per form and route.
 */

/** 10 000 roubles an hour: far above any street tariff, low enough to catch a typo of zeros. */
export const TARIFF_PRICE_MAX = 1_000_000;
/** Intervals per day type: every half hour its own price is the most a city has asked for. */
export const TARIFF_INTERVALS_MAX = 48;
/** Past versions the zone's page shows besides the current and coming ones. */
export const TARIFF_PAST_VERSIONS_SHOWN = 5;

export const TARIFF_VERSION_STATUSES = ['past', 'current', 'coming'] as const;
/** When a zone's base version (its prices before versions existed) takes effect: "since the start". */
export const BASE_VERSION_FROM = '1970-01-01T00:00:00.000Z';
export const isBaseVersion = (effectiveFrom: string): boolean =>
  new Date(effectiveFrom).getTime() === Date.parse(BASE_VERSION_FROM);

export type TariffVersionStatus = (typeof TARIFF_VERSION_STATUSES)[number];

/** 'HH:MM', 00:00 to 24:00 (24:00 closes the day). */
export const TariffTimeSchema = z
  .string({ error: 'TariffVersionInvalid' })
  .refine((v) => tariffTimeToMinutes(v) !== undefined, 'TariffVersionInvalid');

/** One interval [timeFrom, timeTo) of a day type at a price per hour in whole kopecks. */
export const TariffIntervalSchema = z.object({
  timeFrom: TariffTimeSchema,
  timeTo: TariffTimeSchema,
  pricePerHour: formNumber(z.number({ error: 'TariffVersionInvalid' }).int().min(0).max(TARIFF_PRICE_MAX)),
});
export type TariffInterval = z.infer<typeof TariffIntervalSchema>;

const DayIntervals = z
  .array(TariffIntervalSchema, { error: 'TariffVersionInvalid' })
  .max(TARIFF_INTERVALS_MAX);

/** Intervals per day type (default, saturday, sunday, holiday); each list covers the whole day. */
export const TariffDaysSchema = z.object({
  default: DayIntervals.default([]),
  saturday: DayIntervals.default([]),
  sunday: DayIntervals.default([]),
  holiday: DayIntervals.default([]),
});
export type TariffDaysInput = z.input<typeof TariffDaysSchema>;

/** The answer's days: the same shape, always all four lists (empty for an inactive version). */
const TariffDaysAnswerSchema = z.object({
  default: z.array(TariffIntervalSchema),
  saturday: z.array(TariffIntervalSchema),
  sunday: z.array(TariffIntervalSchema),
  holiday: z.array(TariffIntervalSchema),
});

/**
 * POST /api/operator/tariffs/:zonenumber: a new version.
 * - effectiveFrom: ISO 8601 with offset, strictly after the server's now (TariffVersionInPast).
 * - inactive: the zone is shown but cannot be paid for from then on (the seeds' daycode -2);
 *   an inactive version has no intervals.
 * - days: otherwise every day type's intervals cover 00:00-24:00 without gaps or overlaps.
 * Refusals are TariffVersionInvalid (400) with `fields`: 'body.days' names the error and each
 * 'body.days.<dayType>[.<index>]' says what is wrong there, e.g. 'Gap 08:00-09:00',
 * 'Overlap 12:00-13:00', 'Empty 00:00-24:00', 'BadInterval 10:00-09:00'.
 */
export const NewTariffVersionRequestSchema = z
  .object({
    effectiveFrom: z.iso.datetime({ offset: true, error: 'ValidationError' }),
    inactive: z.boolean({ error: 'ValidationError' }).default(false),
    days: TariffDaysSchema.default({ default: [], saturday: [], sunday: [], holiday: [] }),
  })
  .superRefine((version, ctx) => {
    if (version.inactive) {
      if (DAY_TYPES.some((type) => version.days[type].length > 0)) {
        ctx.addIssue({ code: 'custom', path: ['days'], message: 'TariffVersionInvalid' });
        ctx.addIssue({ code: 'custom', path: ['inactive'], message: 'InactiveHasPrices' });
      }
      return;
    }
    const problems = checkTariffDays(version.days);
    if (problems.length === 0) return;
    // the first issue names the error; the rest say where, for the form to mark its rows
    ctx.addIssue({ code: 'custom', path: ['days'], message: 'TariffVersionInvalid' });
    for (const p of problems) {
      const path = p.index === undefined ? ['days', p.dayType] : ['days', p.dayType, p.index];
      ctx.addIssue({ code: 'custom', path, message: `${p.problem} ${p.at}` });
    }
  });
export type NewTariffVersionRequest = z.input<typeof NewTariffVersionRequestSchema>;

export const TariffZoneParamsSchema = z.object({
  zonenumber: z.string({ error: 'ZoneNotFound' }).trim().min(1, 'ZoneNotFound').max(64, 'ZoneNotFound'),
});
export const TariffVersionParamsSchema = TariffZoneParamsSchema.extend({
  id: formNumber(z.number({ error: 'TariffVersionNotFound' }).int().min(1).max(2_147_483_647)),
});

export const TariffVersionSchema = z.object({
  id: z.number().int(),
  /** ISO 8601. The version the zone had before versions existed starts at 1970-01-01T00:00:00Z. */
  effectiveFrom: z.string(),
  /** ISO 8601; the next version's effectiveFrom, null while no later version is scheduled. */
  effectiveTo: z.string().nullable(),
  status: z.enum(TARIFF_VERSION_STATUSES),
  inactive: z.boolean(),
  days: TariffDaysAnswerSchema,
  /** ISO 8601 and the staff login that scheduled it ('' for data loaded with the city). */
  createdAt: z.string(),
  createdBy: z.string(),
});
export type TariffVersion = z.infer<typeof TariffVersionSchema>;

/** A line of the zones list: the version in force now, in short. */
export const TariffZoneSummarySchema = z.object({
  zonenumber: z.string(),
  name: z.string(),
  current: z
    .object({
      id: z.number().int(),
      effectiveFrom: z.string(),
      inactive: z.boolean(),
      /** Lowest and highest hourly price over all day types, kopecks (0 and 0 when inactive). */
      minPricePerHour: z.number().int(),
      maxPricePerHour: z.number().int(),
    })
    .nullable(),
  comingCount: z.number().int(),
  /** ISO 8601 of the nearest coming version, null when none. */
  nextEffectiveFrom: z.string().nullable(),
});
export type TariffZoneSummary = z.infer<typeof TariffZoneSummarySchema>;

/** GET /api/operator/tariffs?q=&page=&pageSize=: q matches the zone number or name. */
export const TariffZoneListQuerySchema = z.object({ q: StaffSearchField, ...StaffPageFields });
export type TariffZoneListQuery = z.input<typeof TariffZoneListQuerySchema>;
export const TariffZoneListAnswerSchema = okEnvelope({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(TariffZoneSummarySchema),
});
export type TariffZoneListAnswer = z.infer<typeof TariffZoneListAnswerSchema>;

/** GET /api/operator/tariffs/:zonenumber: current and coming versions side by side, a few past ones. */
export const TariffZoneAnswerSchema = okEnvelope({
  zone: z.object({ zonenumber: z.string(), name: z.string() }),
  /** The server's now (ISO 8601), the instant the statuses were computed at. */
  now: z.string(),
  current: TariffVersionSchema.nullable(),
  /** Nearest first. */
  coming: z.array(TariffVersionSchema),
  /** Newest first, up to TARIFF_PAST_VERSIONS_SHOWN. */
  past: z.array(TariffVersionSchema),
});
export type TariffZoneAnswer = z.infer<typeof TariffZoneAnswerSchema>;

/** Answer of POST (the new version) and DELETE (the cancelled version). */
export const TariffVersionAnswerSchema = okEnvelope({ version: TariffVersionSchema });
export type TariffVersionAnswer = z.infer<typeof TariffVersionAnswerSchema>;
