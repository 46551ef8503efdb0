import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { okEnvelope } from '../envelope.ts';
import { dayDateOf, dayNumberOf, formatDayDate, parseDayDate, type DayDate } from './day-date.ts';

/**
 * The operations history of the personal cabinet (document 2 §2 /profile/operations, §3
 * "Operation", §7 get-operations-v2, get-operations-with-filter, download-history/v1, §9 page
 * size 50). One filter schema serves the web form, the list call, the spending summary and the
 * download link. Money is integer kopecks (the seeds' hundredths); instants are ISO 8601 UTC.
 */

/**
 * Operation types of the seeds (§3), and 'correction': support's goodwill credit or debit of
 * the balance (issue 21; a refund of a stay by support is a 'cancel'). bonus20 is offered as a
 * filter only when useBonus is on.
 */
export const OPERATION_TYPES = [
  'payment',
  'refill',
  'renew',
  'cancel',
  'paymentSubscription',
  'paymentGate',
  'bonus20',
  'correction',
] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/** Types that take money from the driver (the amount is negative, the summary counts them). */
export const SPENDING_OPERATION_TYPES: readonly OperationType[] = [
  'payment',
  'renew',
  'paymentSubscription',
  'paymentGate',
];

/** The type filter's choices in the order of the page's select; 'all' means no filter. */
export const OPERATION_FILTER_CHOICES = [
  'all',
  'payment',
  'refill',
  'renew',
  'cancel',
  'paymentSubscription',
  'bonus20',
  'correction',
] as const;

/** Payment status of an operation (§3) and the legacy Russian names it is mapped from (§5). */
export const OPERATION_STATUSES = ['done', 'cancel', 'error', 'waiting'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];
export const PAYMENT_STATUS_BY_NAME: Readonly<Record<string, OperationStatus>> = {
  Выполнен: 'done',
  Отменен: 'cancel',
  Ошибка: 'error',
  ОжиданиеПлатежа: 'waiting',
};
/** A legacy status name, or one of ours, to the status; anything else is waiting. */
export function mapPaymentStatus(name: string): OperationStatus {
  if ((OPERATION_STATUSES as readonly string[]).includes(name)) return name as OperationStatus;
  return PAYMENT_STATUS_BY_NAME[name] ?? 'waiting';
}

/** §9: the list loads 50 operations per page. */
export const OPERATIONS_PAGE_SIZE = 50;
/** The deepest offset a page may start at (a driver's whole history, with room to spare). */
export const MAX_OPERATIONS_OFFSET = 1_000_000;

const DayDateSchema = z
  .string({ error: 'InvalidFormat' })
  .trim()
  .transform((text, ctx) => {
    const date = parseDayDate(text);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: 'InvalidFormat' });
      return z.NEVER;
    }
    return formatDayDate(date);
  });

/** Empty strings, null and 'all' from a select mean "no filter". */
const blankToUndefined = (v: unknown) =>
  v === '' || v === null || v === 'all' || v === 'null' || v === 'undefined' ? undefined : v;
const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: 'InvalidFormat' }).trim().min(1).max(max, 'InvalidFormat').optional(),
  );

const FILTER_ALIASES: Record<string, string> = {
  startDate: 'StartDate',
  endDate: 'EndDate',
  operation: 'Operation',
  vehicle: 'Vehicle',
  zone: 'Zone',
  orderNumber: 'OrderNumber',
  driver: 'Driver',
  Offset: 'offset',
  Type: 'type',
};
function foldFilterAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    const canonical = FILTER_ALIASES[key] ?? key;
    if (out[canonical] === undefined) out[canonical] = value;
  }
  return out;
}

/** The filter fields of §7 (Driver is the corporate list's; accepted and ignored for drivers). */
const filterShape = {
  /** First day, DD/MM/YYYY, from its start in the city's time zone. Absent: from the beginning. */
  StartDate: z.preprocess(blankToUndefined, DayDateSchema.optional()),
  /** Last day, DD/MM/YYYY, inclusive up to its end in the city's time zone (§5). */
  EndDate: z.preprocess(blankToUndefined, DayDateSchema.optional()),
  /** One operation type, or absent / 'all'. */
  Operation: z.preprocess(blankToUndefined, z.enum(OPERATION_TYPES, { error: 'InvalidFormat' }).optional()),
  /** A plate as the vehicle select shows it (spaces and case do not matter). */
  Vehicle: optionalText(20),
  /** A zone number, or for the city with parking codes (rostov) a parking code. */
  Zone: optionalText(64),
  /** One order (session) number. */
  OrderNumber: optionalText(40),
  /** Corporate list: a company driver's id (a JSON number too) or an 11-digit phone. */
  Driver: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), optionalText(200)),
};

const periodInOrder = (f: { StartDate?: string; EndDate?: string }) => {
  if (!f.StartDate || !f.EndDate) return true;
  const start = parseDayDate(f.StartDate);
  const end = parseDayDate(f.EndDate);
  return !start || !end || dayNumberOf(start) <= dayNumberOf(end);
};
const PERIOD_ORDER_ISSUE = { message: 'InvalidFormat', path: ['EndDate'] };

/** The filter alone (the web form's values; also the summary's and the download's filters). */
export const OperationsFilterSchema = z.preprocess(
  foldFilterAliases,
  z.object(filterShape).refine(periodInOrder, PERIOD_ORDER_ISSUE),
);
export type OperationsFilter = z.output<typeof OperationsFilterSchema>;
export type OperationsFilterInput = z.input<typeof OperationsFilterSchema>;

/** POST /api/profile/get-operations-with-filter: the filter plus the page's offset. */
export const OperationsRequestSchema = z.preprocess(
  foldFilterAliases,
  z
    .object({
      ...filterShape,
      /** Rows to skip, a multiple of nothing in particular; the next page is offset + 50. */
      offset: formNumber(
        z
          .number({ error: 'InvalidFormat' })
          .int('InvalidFormat')
          .min(0, 'InvalidFormat')
          .max(MAX_OPERATIONS_OFFSET, 'InvalidFormat'),
      )
        .optional()
        .default(0),
    })
    .refine(periodInOrder, PERIOD_ORDER_ISSUE),
);
export type OperationsRequest = z.output<typeof OperationsRequestSchema>;

/** One operation (§3). Amounts are kopecks. */
export const OperationRowSchema = z.object({
  /** Stable id of the row (the same operation keeps it across calls). */
  id: z.string(),
  /** When the money moved (ISO 8601 UTC). */
  dateOperation: z.string(),
  type: z.enum(OPERATION_TYPES),
  /** Kopecks, always >= 0, as the seeds' sum; the direction is in `amount`. */
  sum: z.number().int(),
  /** Kopecks signed from the driver's side: money spent negative, top-ups and refunds positive. */
  amount: z.number().int(),
  /** Discount, kopecks (0: none). */
  sumSale: z.number().int(),
  status: z.enum(OPERATION_STATUSES),
  /** Session (order) number the operation belongs to, or null. */
  orderNumber: z.string().nullable(),
  zone: z.string().nullable(),
  /** Parking code (rostov's parkings, barrier parkings), or null. */
  parking: z.string().nullable(),
  /** Plate of the vehicle, or null. */
  transport: z.string().nullable(),
  /** The paid stay: start, end (ISO) and minutes; null for top-ups. */
  startsOf: z.string().nullable(),
  endOf: z.string().nullable(),
  duration: z.number().int().nullable(),
  /** Card or balance. */
  paymentMethod: z.string().nullable(),
  driverPhone: z.string().nullable(),
  /**
   * The company driver's name at the time (corporate list, issue 8); null on a driver's own rows.
   * The server always sends it; optional only so older row fixtures stay valid.
   */
  driver: z.string().nullable().optional(),
  /** Link to the fiscal receipt, or null when there is none. */
  checkFiscal: z.string().nullable(),
  /** One line for the table: zone, plate, duration (in the user's language). */
  description: z.string(),
});
export type OperationRow = z.infer<typeof OperationRowSchema>;

/** Answer of get-operations-v2 and get-operations-with-filter: a list in result (§7). */
export const OperationsAnswerSchema = okEnvelope({
  result: z.array(OperationRowSchema),
  /** The offset this page started at, the page size, and the next page's offset (null: no more). */
  offset: z.number().int(),
  pageSize: z.number().int(),
  nextOffset: z.number().int().nullable(),
});
export type OperationsAnswer = z.infer<typeof OperationsAnswerSchema>;

/** Spending chart grouping. */
export const SPENDING_GROUPS = ['week', 'month'] as const;
export type SpendingGroup = (typeof SPENDING_GROUPS)[number];

/** POST /api/profile/get-spending-summary: the filter plus the grouping (default month). */
export const SpendingSummaryRequestSchema = z.preprocess(
  foldFilterAliases,
  z
    .object({
      ...filterShape,
      groupBy: z.preprocess(
        blankToUndefined,
        z.enum(SPENDING_GROUPS, { error: 'InvalidFormat' }).optional().default('month'),
      ),
    })
    .refine(periodInOrder, PERIOD_ORDER_ISSUE),
);
export type SpendingSummaryRequest = z.output<typeof SpendingSummaryRequestSchema>;

/** One bar: a week (from its Monday) or a month (from its 1st), in the city's calendar. */
export const SpendingBucketSchema = z.object({
  /** First day of the week or month, DD/MM/YYYY. */
  periodStart: z.string(),
  /** Kopecks spent (payment, renew, subscription, gate) minus refunds, >= 0 in practice. */
  spent: z.number().int(),
  /** Kopecks put on the balance (refill and bonus20). */
  refilled: z.number().int(),
  /** Operations counted in the bucket. */
  count: z.number().int(),
});
export type SpendingBucket = z.infer<typeof SpendingBucketSchema>;

export const SpendingSummaryAnswerSchema = okEnvelope({
  groupBy: z.enum(SPENDING_GROUPS),
  /** Buckets in time order, only those with operations. */
  result: z.array(SpendingBucketSchema),
  /** Sum of `spent` over all buckets, kopecks. */
  totalSpent: z.number().int(),
});
export type SpendingSummaryAnswer = z.infer<typeof SpendingSummaryAnswerSchema>;

/** download-history/v1 formats. */
export const EXPORT_TYPES = ['xls', 'pdf'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** GET /api/profile/download-history/v1: the filter plus type, the token in the query (§7). */
export const DownloadHistoryQuerySchema = z.preprocess(
  foldFilterAliases,
  z
    .object({
      ...filterShape,
      type: z.enum(EXPORT_TYPES, { error: 'InvalidFormat' }),
      token: z.string().optional(),
      Token: z.string().optional(),
      lang: z.string().optional(),
    })
    .refine(periodInOrder, PERIOD_ORDER_ISSUE),
);
export type DownloadHistoryQuery = z.output<typeof DownloadHistoryQuerySchema>;

/** The path of the download link (prefix with the city's API base). */
export const DOWNLOAD_HISTORY_PATH = '/api/profile/download-history/v1';

/** The filter as query parameters (empty fields left out), for the download link. */
export function operationsFilterToQuery(filter: OperationsFilterInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '' || value === 'all') continue;
    params.set(key, String(value));
  }
  return params;
}

/** The download link: path, the filter, type and the token (a link cannot carry a header). */
export function downloadHistoryUrl(
  base: string,
  filter: OperationsFilterInput,
  type: ExportType,
  token?: string,
  lang?: string,
): string {
  const params = operationsFilterToQuery(filter);
  params.set('type', type);
  if (token) params.set('token', token);
  if (lang) params.set('lang', lang);
  return `${base.replace(/\/$/, '')}${DOWNLOAD_HISTORY_PATH}?${params.toString()}`;
}

/** Period presets of the filter (§2); the page defaults to month. */
export const PERIOD_PRESETS = ['all', 'yesterday', 'today', 'week', 'month', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PERIOD_PRESET: PeriodPreset = 'month';

/** The city's calendar day of an instant (Intl, the city's IANA zone). */
export function cityToday(now: Date, timeZone: string): DayDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/**
 * StartDate and EndDate (DD/MM/YYYY) of a preset in the city's calendar: today, yesterday,
 * this week (from Monday), this month (from the 1st) up to today, all (none), or custom (the
 * picked dates as given; the server counts EndDate to its end of day).
 */
export function periodOfPreset(
  preset: PeriodPreset,
  now: Date,
  timeZone: string,
  custom: { from?: string; to?: string } = {},
): { StartDate?: string; EndDate?: string } {
  const today = cityToday(now, timeZone);
  const todayNumber = dayNumberOf(today);
  const range = (from: number, to: number) => ({
    StartDate: formatDayDate(dayDateOf(from)),
    EndDate: formatDayDate(dayDateOf(to)),
  });
  switch (preset) {
    case 'all':
      return {};
    case 'today':
      return range(todayNumber, todayNumber);
    case 'yesterday':
      return range(todayNumber - 1, todayNumber - 1);
    case 'week': {
      // 1970-01-01 was a Thursday: (n + 3) % 7 is days since Monday
      return range(todayNumber - ((todayNumber + 3) % 7), todayNumber);
    }
    case 'month':
      return range(dayNumberOf({ ...today, day: 1 }), todayNumber);
    case 'custom': {
      const from = custom.from ? parseDayDate(custom.from) : null;
      const to = custom.to ? parseDayDate(custom.to) : null;
      return {
        ...(from ? { StartDate: formatDayDate(from) } : {}),
        ...(to ? { EndDate: formatDayDate(to) } : {}),
      };
    }
  }
}
