import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { okEnvelope } from '../envelope.ts';
import { ERROR_NAMES } from '../errors/error-names.ts';
import type { Language } from '../i18n/languages.ts';
import { guessNumberFormat, normalizePlate } from '../profile/plate-rules.ts';

/**
 * The street check (issue 21 items 4 and 5) and the API keys of partner systems. The check is
 * POST /api/enforcement/check (and check-batch), called by an inspector with a staff token or
 * by a partner system with an X-Api-Key; the keys are made and revoked by an administrator under
 * /api/operator/api-keys. The inspector's page and the keys' forms validate with these schemas.
 */

// ---- the check ----

/** Metres from a street's parking line within which a GPS point counts as parked on it. */
export const STREET_TOLERANCE_METRES = 20;
/** How far back a check may look: a camera car's pass sent in later, a disputed fine. */
export const CHECK_PAST_DAYS = 31;
export const CHECK_BATCH_MAX = 200;

/**
 * Why a vehicle may stand there, or why not. The first eleven allow; the last four do not.
 * - paid: a paid session (a driver's or a company's) in the zone covers the time
 * - grace: a session in the zone ended within the city's grace minutes
 * - subscription / permit: a subscription, or a resident's or social permit, frees the zone
 * - disabled_permit: a place for disabled drivers, and the vehicle holds a social permit
 * - free_interval: the zone's tariff is free at that time (nights, days off)
 * - free_parking: a free parking
 * - barrier_parking / barrier_ticket: a car park behind a gate, paid at the exit (an open
 *   ticket was named: barrier_ticket)
 * - not_payable: the zone takes no payment at that time (inactive, or no tariff in force)
 * - no_zone: the point is in no paid zone
 * - not_paid: nothing covers it; expired: a session in the zone ended before the grace;
 *   other_zone: paid or permitted in another zone only; disabled_bay: a place for disabled
 *   drivers without their permit
 */
export const CHECK_REASONS = [
  'paid',
  'grace',
  'subscription',
  'permit',
  'disabled_permit',
  'free_interval',
  'free_parking',
  'barrier_parking',
  'barrier_ticket',
  'not_payable',
  'no_zone',
  'not_paid',
  'expired',
  'other_zone',
  'disabled_bay',
] as const;
export type CheckReason = (typeof CHECK_REASONS)[number];

const NOT_ALLOWED: ReadonlySet<CheckReason> = new Set(['not_paid', 'expired', 'other_zone', 'disabled_bay']);
export const isAllowedReason = (reason: CheckReason): boolean => !NOT_ALLOWED.has(reason);

/** The reason as the inspector reads it; the API answers it in the caller's language. */
export const CHECK_REASON_TEXTS: Record<CheckReason, Record<Language, string>> = {
  paid: { ru: 'Парковка оплачена', en: 'Parking is paid' },
  grace: {
    ru: 'Оплата закончилась недавно: идёт льготный период',
    en: 'The paid time ended recently: within the grace period',
  },
  subscription: { ru: 'Абонемент на эту зону', en: 'A subscription for this zone' },
  permit: { ru: 'Льгота на эту зону', en: 'A permit for this zone' },
  disabled_permit: {
    ru: 'Место для инвалидов, у автомобиля есть льгота',
    en: 'A place for disabled drivers; the vehicle holds the permit',
  },
  free_interval: { ru: 'Сейчас бесплатно по тарифу зоны', en: "Free at this time by the zone's tariff" },
  free_parking: { ru: 'Бесплатная парковка', en: 'A free parking' },
  barrier_parking: {
    ru: 'Парковка со шлагбаумом: оплата при выезде',
    en: 'A barrier car park: paid at the exit',
  },
  barrier_ticket: {
    ru: 'Парковка со шлагбаумом: билет открыт',
    en: 'A barrier car park: the ticket is open',
  },
  not_payable: {
    ru: 'В этой зоне сейчас оплата не взимается',
    en: 'No payment is taken in this zone at this time',
  },
  no_zone: { ru: 'Не платная зона', en: 'Not a paid zone' },
  not_paid: { ru: 'Парковка не оплачена', en: 'Parking is not paid' },
  expired: { ru: 'Оплаченное время истекло', en: 'The paid time has expired' },
  other_zone: {
    ru: 'Оплачено или разрешено только в другой зоне',
    en: 'Paid or permitted in another zone only',
  },
  disabled_bay: {
    ru: 'Место для инвалидов: у автомобиля нет льготы',
    en: 'A place for disabled drivers: the vehicle holds no permit',
  },
};

/**
 * A plate as the rest of the product stores it (profile/plate-rules): spaces dropped, upper
 * case, Latin look-alikes of a Russian plate made Cyrillic. What a camera reads may be any plate
 * at all, so the shape is not checked beyond letters and digits.
 */
export const CheckPlateSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .max(20, 'InvalidFormat')
  .transform((raw) => normalizePlate(raw, guessNumberFormat(raw)))
  .refine((plate) => /^[\p{L}\d]{1,12}$/u.test(plate), 'InvalidFormat');

export const GeoPointSchema = z.object({
  lat: z.number({ error: 'InvalidFormat' }).min(-90, 'InvalidFormat').max(90, 'InvalidFormat'),
  lon: z.number({ error: 'InvalidFormat' }).min(-180, 'InvalidFormat').max(180, 'InvalidFormat'),
});
export type GeoPointInput = z.infer<typeof GeoPointSchema>;

/** A barrier parking's ticket number, as the gate prints it. */
const TicketSchema = z
  .string({ error: 'InvalidFormat' })
  .trim()
  .regex(/^[0-9A-Za-z-]{1,32}$/, 'InvalidFormat');

const CheckFields = {
  plate: CheckPlateSchema,
  /** The zone number, as the map and the payment forms name it. */
  zone: z.string({ error: 'ZoneNotFound' }).trim().min(1, 'ZoneNotFound').max(20, 'ZoneNotFound').optional(),
  /** Where the car stands: matched to the map's parkings by their geometry. */
  point: GeoPointSchema.optional(),
  /** The instant to check, ISO 8601 with an offset; now when absent. */
  time: z.iso.datetime({ offset: true, error: 'CheckTimeInvalid' }).optional(),
  /** In a barrier car park, the ticket the car holds (optional). */
  ticket: TicketSchema.optional(),
};

const onePlace = (v: { zone?: string; point?: unknown }) =>
  (v.zone === undefined) !== (v.point === undefined);
const ONE_PLACE = { message: 'CheckPlaceRequired', path: ['zone'] };

/** POST /api/enforcement/check: plate, zone or point, time. */
export const CheckRequestSchema = z.object(CheckFields).refine(onePlace, ONE_PLACE);
export type CheckRequest = z.input<typeof CheckRequestSchema>;
export type CheckInput = z.output<typeof CheckRequestSchema>;

/** POST /api/enforcement/check-batch: a camera car's pass, each plate with its own place. */
export const CheckBatchRequestSchema = z.object({
  items: z
    .array(z.object(CheckFields).refine(onePlace, ONE_PLACE), { error: 'CheckBatchTooLarge' })
    .min(1, 'CheckBatchTooLarge')
    .max(CHECK_BATCH_MAX, 'CheckBatchTooLarge'),
});
export type CheckBatchRequest = z.input<typeof CheckBatchRequestSchema>;

export const CheckResultSchema = z.object({
  /** The log entry of this check. */
  checkId: z.number().int(),
  /** The plate as stored (normalised). */
  plate: z.string(),
  /** ISO 8601: the instant checked. */
  time: z.string(),
  allowed: z.boolean(),
  /** ISO 8601: allowed until (a session's, the grace's or a permit's end); null: open-ended or not allowed. */
  until: z.string().nullable(),
  reason: z.enum(CHECK_REASONS),
  /** The reason in the caller's language. */
  reasonText: z.string(),
  /** The zone the place is in (null: none). */
  zone: z.object({ zonenumber: z.string(), name: z.string() }).nullable(),
  /** The map object a point matched, with its distance in metres (0 inside a polygon). */
  place: z.object({ code: z.string(), category: z.string().nullable(), metres: z.number() }).nullable(),
  details: z.object({
    /** The session (ReservationId) that paid, or whose end made grace or expiry. */
    sessionId: z.string().nullable(),
    /** A fleet session's company. */
    companyId: z.number().int().nullable(),
    /** ISO 8601: when that session ended (grace, expired). */
    endedAt: z.string().nullable(),
    /** The subscription or permit that covers the place. */
    permit: z
      .object({
        id: z.number().int(),
        type: z.enum(['subscription', 'resident', 'social']),
        name: z.string(),
        zones: z.array(z.string()),
        /** ISO 8601. */
        validTo: z.string(),
      })
      .nullable(),
    /** The zone the vehicle is paid or permitted in instead (other_zone). */
    otherZone: z.string().nullable(),
    /** An open barrier ticket (barrier_ticket): ISO 8601 instants, paidUntil null until paid. */
    ticket: z
      .object({ number: z.string(), enteredAt: z.string(), paidUntil: z.string().nullable() })
      .nullable(),
    /** The city's grace minutes at the time of the check. */
    graceMinutes: z.number().int(),
  }),
});
export type CheckResult = z.infer<typeof CheckResultSchema>;

export const CheckAnswerSchema = okEnvelope({ check: CheckResultSchema });
export type CheckAnswer = z.infer<typeof CheckAnswerSchema>;

/** One item of a batch: its check, or why it could not be made (the zone unknown). */
export const CheckBatchItemSchema = z.union([
  z.object({ status: z.literal('ok'), check: CheckResultSchema }),
  z.object({
    status: z.literal('error'),
    plate: z.string(),
    errorName: z.enum(ERROR_NAMES),
    errorMessage: z.string(),
  }),
]);
export type CheckBatchItem = z.infer<typeof CheckBatchItemSchema>;
export const CheckBatchAnswerSchema = okEnvelope({ items: z.array(CheckBatchItemSchema) });
export type CheckBatchAnswer = z.infer<typeof CheckBatchAnswerSchema>;

/** GET /api/enforcement/checks?limit=: the caller's own latest checks, newest first. */
export const RecentChecksQuerySchema = z.object({
  limit: formNumber(z.number({ error: 'ValidationError' }).int().min(1).max(100)).default(20),
});
export const RecentCheckSchema = z.object({
  id: z.number().int(),
  /** ISO 8601: when the check was made, and the instant it checked. */
  checkedAt: z.string(),
  time: z.string(),
  plate: z.string(),
  zonenumber: z.string().nullable(),
  point: GeoPointSchema.nullable(),
  /** null: refused (the zone unknown). */
  allowed: z.boolean().nullable(),
  /** A CheckReason, or the error name of a refused check. */
  reason: z.string(),
  reasonText: z.string(),
  until: z.string().nullable(),
});
export type RecentCheck = z.infer<typeof RecentCheckSchema>;
export const RecentChecksAnswerSchema = okEnvelope({ items: z.array(RecentCheckSchema) });
export type RecentChecksAnswer = z.infer<typeof RecentChecksAnswerSchema>;

// ---- API keys ----

export const API_KEY_NAME_MIN = 3;
export const API_KEY_NAME_MAX = 100;
export const API_KEY_RATE_MAX = 100_000;
export const API_KEY_RATE_DEFAULT = 600;

export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The secret's first characters, to tell keys apart (never enough to use one). */
  prefix: z.string(),
  ratePerMinute: z.number().int(),
  /** ISO 8601, and the administrator's login. */
  createdAt: z.string(),
  createdBy: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/**
 * POST /api/operator/api-keys: a new key (the secret is answered once, only its hash kept).
 * Strict: a misspelt limit (perMinute) must be refused, not leave the key at the default rate.
 */
export const NewApiKeyRequestSchema = z.strictObject({
  name: z
    .string({ error: 'ApiKeyNameInvalid' })
    .trim()
    .min(API_KEY_NAME_MIN, 'ApiKeyNameInvalid')
    .max(API_KEY_NAME_MAX, 'ApiKeyNameInvalid'),
  ratePerMinute: formNumber(
    z
      .number({ error: 'ApiKeyRateInvalid' })
      .int('ApiKeyRateInvalid')
      .min(1, 'ApiKeyRateInvalid')
      .max(API_KEY_RATE_MAX, 'ApiKeyRateInvalid'),
  ).default(API_KEY_RATE_DEFAULT),
});
export type NewApiKeyRequest = z.input<typeof NewApiKeyRequestSchema>;

export const ApiKeyIdParamsSchema = z.object({
  id: formNumber(z.number({ error: 'ApiKeyNotFound' }).int().min(1).max(2_147_483_647)),
});

export const ApiKeyListAnswerSchema = okEnvelope({ items: z.array(ApiKeySchema) });
export type ApiKeyListAnswer = z.infer<typeof ApiKeyListAnswerSchema>;
export const ApiKeyAnswerSchema = okEnvelope({ key: ApiKeySchema });
export type ApiKeyAnswer = z.infer<typeof ApiKeyAnswerSchema>;
/** The new key and its secret: shown this once, then never again. */
export const NewApiKeyAnswerSchema = okEnvelope({ key: ApiKeySchema, secret: z.string() });
export type NewApiKeyAnswer = z.infer<typeof NewApiKeyAnswerSchema>;
