import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { IdempotencyKeySchema } from '../payments/payment-fields.ts';
import { SessionPaymentAnswerSchema } from '../payments/session-contracts.ts';

// Issue 23 item 1: reminders before and after a stay's end, and the one-tap extend link they
// carry. The API and the web (settings card, extend page) share these shapes.

/** How long before the end the driver may be reminded, in minutes. */
export const REMINDER_MINUTES = [5, 10, 15] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];

/**
 * The night, in the city's time zone: a reminder whose moment falls at or after 23:00 and before
 * 07:00 is not sent unless the driver asked for night reminders (atNight).
 */
export const NIGHT_STARTS_HOUR = 23;
export const NIGHT_ENDS_HOUR = 7;

/** Push subscriptions one account may keep (one per browser/device). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export const REMINDER_FALLBACKS = ['sms', 'email'] as const;
export type ReminderFallback = (typeof REMINDER_FALLBACKS)[number];

/**
 * A driver's reminder settings. beforeEnd, afterEnd and push are the seeds' settings
 * (checkParkingSessionBefore, checkParkingSession, NOT pushOff) seen under clearer names:
 * PUT /api/profile/change-settings-v1 and this contract edit the same columns.
 */
export const ReminderSettingsSchema = z.object({
  minutesBefore: z.union(
    REMINDER_MINUTES.map((m) => z.literal(m)) as [z.ZodLiteral<5>, z.ZodLiteral<10>, z.ZodLiteral<15>],
  ),
  beforeEnd: z.boolean(),
  afterEnd: z.boolean(),
  push: z.boolean(),
  fallback: z.enum(REMINDER_FALLBACKS),
  atNight: z.boolean(),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

/** A driver without a settings row (the seeds' defaults: both reminders off, push on). */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  minutesBefore: 10,
  beforeEnd: false,
  afterEnd: false,
  push: true,
  fallback: 'sms',
  atNight: false,
};

/** GET /api/profile/reminder-settings. pushKey: the VAPID public key (base64url), null without push. */
export const ReminderSettingsAnswerSchema = okEnvelope({
  settings: ReminderSettingsSchema,
  pushKey: z.string().nullable(),
});
export type ReminderSettingsAnswer = z.infer<typeof ReminderSettingsAnswerSchema>;

/** PUT /api/profile/reminder-settings: body = ReminderSettingsSchema (all fields). */
export const PutReminderSettingsAnswerSchema = okEnvelope({ settings: ReminderSettingsSchema });

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'InvalidFormat');

/** POST /api/profile/push-subscriptions: the browser's PushSubscription JSON and the driver's language. */
export const PushSubscriptionRequestSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'InvalidFormat' }).max(2000, 'InvalidFormat'),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 characters base64url. */
    p256dh: base64url.min(80, 'InvalidFormat').max(100, 'InvalidFormat'),
    /** The 16-byte auth secret. */
    auth: base64url.min(16, 'InvalidFormat').max(32, 'InvalidFormat'),
  }),
  lang: z.enum(LANGUAGES).optional().default('ru'),
});
export type PushSubscriptionRequest = z.output<typeof PushSubscriptionRequestSchema>;

/** DELETE /api/profile/push-subscriptions. */
export const PushUnsubscribeRequestSchema = z.object({ endpoint: z.string().min(1).max(2000) });

/** One stay as its one-tap link shows it (GET /api/reminders/stay/:token). */
export const ReminderStaySchema = z.object({
  id: z.string(),
  zone: z.string(),
  zoneAddress: z.string().optional(),
  plate: z.string(),
  /** ISO instants. */
  startDate: z.string(),
  endDate: z.string(),
  /** The city's IANA time zone: show the times in it. */
  timeZone: z.string(),
});
export type ReminderStay = z.infer<typeof ReminderStaySchema>;

/** A duration the renew step offers (minutes) and what it costs from the stay's end (kopecks). */
export const ReminderDurationSchema = z.object({
  duration: z.number().int(),
  cost: z.number().int(),
});

export const ReminderStayAnswerSchema = okEnvelope({
  stay: ReminderStaySchema,
  durations: z.array(ReminderDurationSchema),
  /** The stay owner's balance in kopecks. */
  balance: z.number().int(),
});
export type ReminderStayAnswer = z.infer<typeof ReminderStayAnswerSchema>;

/** POST /api/reminders/extend/:token: answers like POST /api/payment/renew. */
export const ReminderExtendRequestSchema = z.object({
  duration: z.number().int().min(1, 'NoDurationSelected').max(527_040, 'ValidationError'),
  idempotencyKey: IdempotencyKeySchema,
});
export type ReminderExtendRequest = z.output<typeof ReminderExtendRequestSchema>;
export const ReminderExtendAnswerSchema = SessionPaymentAnswerSchema;

/** The link's token in a path: base64url, bounded. */
export const ReminderTokenSchema = z.string().regex(/^[A-Za-z0-9_.-]{20,200}$/, 'ReminderLinkInvalid');
