import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';

/**
 * Traffic fines as the driver sees them: GET /api/finesstorage/fines/v1 (token) and
 * GET /api/finesstorage/fineimage/v1 (token, uin) (document 2 §2 /profile/penalty, §3 "Fine",
 * §4 fine status colours, §7 "Fines", §9 dates DD.MM.YYYY HH:mm). Money is integer kopecks
 * (the seeds' hundredths); dates are shown in the city's time zone, with ISO 8601 UTC beside.
 */

/**
 * Fine statuses. The seeds name the colour groups (§4): paid green; suspended, sent, delivered,
 * cancelled, signed, returned grey; sent to bailiffs red; anything else (issued, partly paid) black.
 */
export const FINE_STATUSES = [
  'issued',
  'partiallyPaid',
  'paid',
  'suspended',
  'sent',
  'delivered',
  'cancelled',
  'signed',
  'returned',
  'sentToBailiffs',
] as const;
export type FineStatus = (typeof FINE_STATUSES)[number];

export const FINE_STATUS_COLORS = ['green', 'grey', 'red', 'black'] as const;
export type FineStatusColor = (typeof FINE_STATUS_COLORS)[number];

const GREY: readonly FineStatus[] = ['suspended', 'sent', 'delivered', 'cancelled', 'signed', 'returned'];

/** The colour class of a status (§4). */
export function fineStatusColor(status: FineStatus): FineStatusColor {
  if (status === 'paid') return 'green';
  if (status === 'sentToBailiffs') return 'red';
  return GREY.includes(status) ? 'grey' : 'black';
}

/**
 * A status as sources spell it (any case, '-', '_' or spaces between words: 'Sent-To-Bailiffs',
 * 'partially_paid') to the code, or null when unknown.
 */
export function parseFineStatus(raw: string): FineStatus | null {
  const key = raw.replace(/[\s_-]+/g, '').toLowerCase();
  return FINE_STATUSES.find((s) => s.toLowerCase() === key) ?? null;
}

export const COVERAGE_KINDS = ['session', 'subscription', 'benefit'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

/**
 * What in our own records covered the fine's plate, zone and time (issue 7 item 2): a paid or
 * active parking session, an owned subscription, or a granted benefit (resident, social).
 * Null on the fine when nothing did.
 */
export const FineCoverageSchema = z.object({
  kind: z.enum(COVERAGE_KINDS),
  /** The session's order id, or the benefit's orderNum (the benefits table's row). */
  id: z.string(),
  /** DD.MM.YYYY HH:mm in the city's time zone. */
  from: z.string(),
  to: z.string(),
  fromIso: z.string(),
  toIso: z.string(),
  /** The session's zone, or the fine's zone the permission covers; null when the fine has none. */
  zone: z.string().nullable(),
  /** The plate the session or permission was for ('#' for any vehicle). */
  grz: z.string(),
});
export type FineCoverage = z.output<typeof FineCoverageSchema>;

/** One fine in fines/v1 (the seeds' fields plus what the server adds). */
export const FineSchema = z.object({
  uin: z.string(),
  fineStatus: z.enum(FINE_STATUSES),
  /** The colour class of fineStatus (§4). */
  statusColor: z.enum(FINE_STATUS_COLORS),
  /** When the offence was recorded: DD.MM.YYYY HH:mm in the city's time zone, and ISO UTC. */
  date: z.string(),
  dateIso: z.string(),
  /** Kopecks to pay in full, and paid so far. */
  totalSum: z.number().int(),
  paidSum: z.number().int(),
  /** Kopecks to pay while the discount lasts (the 50 % rule), and its last moment; null if none. */
  discountSum: z.number().int().nullable(),
  /** DD.MM.YYYY HH:mm in the city's time zone. */
  discountUntil: z.string().nullable(),
  discountUntilIso: z.string().nullable(),
  /** The vehicle's registration certificate as the source gives it, normalised ('' if none). */
  sts: z.string(),
  /** The plate, normalised with normalizePlate. */
  grz: z.string(),
  /** The recording interval (camera first and last sight), DD.MM.YYYY HH:mm; both = date if one. */
  start: z.string(),
  end: z.string(),
  place: z.string(),
  /** The parking zone number the place is in, if the source says. */
  zone: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** The offence, e.g. 'ст. 8.30 КоАП ПК: неоплата парковки'. */
  type: z.string(),
  /** Who issued it (the source's name of the authority). */
  provider: z.string(),
  hasPicture: z.boolean(),
  /**
   * Path of the picture relative to the city's API root ('api/finesstorage/fineimage/v1?uin=…'),
   * null when there is none. Fetch it with the Authorization header; it is cached per fine.
   */
  pictureUrl: z.string().nullable(),
  coverage: FineCoverageSchema.nullable(),
});
export type Fine = z.output<typeof FineSchema>;

/** fines/v1: the driver's fines, newest first, with their count. */
export const FinesAnswerSchema = okEnvelope({ count: z.number().int(), result: z.array(FineSchema) });
export type FinesAnswer = z.output<typeof FinesAnswerSchema>;

/** A UIN: 20 or 25 digits (the state payment identifier of an accrual). */
export const FineUinSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .regex(/^(\d{20}|\d{25})$/, 'InvalidFormat');

/** fineimage/v1's query: uin (token apart). */
export const FineImageRequestSchema = z.object({ uin: FineUinSchema });
export type FineImageRequest = z.output<typeof FineImageRequestSchema>;

/** The picture's path for a uin, as FineSchema.pictureUrl gives it. */
export function finePicturePath(uin: string): string {
  return `api/finesstorage/fineimage/v1?uin=${encodeURIComponent(uin)}`;
}
