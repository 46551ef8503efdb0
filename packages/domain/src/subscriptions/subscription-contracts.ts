import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';
import {
  guessNumberFormat,
  isValidPlate,
  normalizePlate,
  NUMBER_FORMATS,
  VEHICLE_CATEGORIES,
} from '../profile/plate-rules.ts';
import {
  IdempotencyKeySchema,
  PaymentPhoneSchema,
  PaymentServiceSchema,
  ReturnToSchema,
} from '../payments/payment-fields.ts';

/**
 * Subscriptions (abonements): the offers a city sells and their purchase (document 2 §3, §4, §5,
 * §7 /api/payment/subscription, §9). Money is integer kopecks ("price amounts arrive in
 * hundredths"); calendar dates are 'YYYY-MM-DD' in the city's time zone.
 */

/** Document 2 §9: the subscription types; prev_day starts yesterday and cannot be moved. */
export const SUBSCRIPTION_TYPES = ['day', 'week', 'month', 'quarter', 'year', 'prev_day'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Days of each type (a month is 30 days, a quarter 90, a year 365: whole days, no calendar months). */
export const SUBSCRIPTION_TYPE_DAYS: Record<SubscriptionType, number> = {
  day: 1,
  week: 7,
  month: 30,
  quarter: 90,
  year: 365,
  prev_day: 1,
};

/** The seeds' "minimum is M days ahead" with M not shown: today is the earliest start. */
export const SUBSCRIPTION_MIN_DAYS_AHEAD = 0;
/** A subscription bought by receipt starts at least this many working days after payment. */
export const RECEIPT_SUBSCRIPTION_WORKING_DAYS = 3;

/** The seeds' success notice after a balance purchase, as given. */
export const SUBSCRIPTION_BOUGHT_MESSAGE = 'Абонемент успешно приобретен.';

/** A local calendar date: 'YYYY-MM-DD', 'DD/MM/YYYY', 'DD.MM.YYYY' or an ISO instant (its date part). */
export const CalendarDateSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .transform((s, ctx) => {
    let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(s);
    let iso = m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
    if (!iso) {
      m = /^(\d{2})[./](\d{2})[./](\d{4})$/.exec(s);
      if (m) iso = `${m[3]}-${m[2]}-${m[1]}`;
    }
    const d = iso ? new Date(`${iso}T00:00:00Z`) : undefined;
    if (!iso || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: 'custom', message: 'InvalidFormat' });
      return z.NEVER;
    }
    return iso;
  });

/** A subscription offer code (get-subscription parkingPermitCode, or a constructor result's permissionKindCode). */
export const SubscriptionCodeSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .max(300, 'InvalidFormat')
  .regex(/^[0-9A-Za-z_:.,-]+$/, 'InvalidFormat');

/** One offer of GET /api/profile/get-subscription (document 2 §3 "Subscription offer"). */
export const SubscriptionOfferSchema = z.object({
  /** Display name, e.g. 'Абонемент на месяц'. */
  parkingPermit: z.string(),
  /** Pass as codeSubscription to buy it. */
  parkingPermitCode: z.string(),
  parkingPermitType: z.enum(SUBSCRIPTION_TYPES),
  parkingPermitDesc: z.string(),
  /** Default start date 'YYYY-MM-DD' (today; yesterday for prev_day). */
  parkingPermitStartDate: z.string(),
  /** The earliest and latest start the date picker allows, 'YYYY-MM-DD' (equal for prev_day). */
  minStartDate: z.string(),
  maxStartDate: z.string(),
  /** Vehicle the offer is for: '#' means any of the driver's vehicles. */
  parkingPermitTs: z.string(),
  /** Price in kopecks. */
  cost: z.number().int(),
  /** Term in days. */
  days: z.number().int(),
  /** Zone numbers it covers; ['#'] means every zone of the city. */
  zone: z.array(z.string()),
});
export type SubscriptionOffer = z.output<typeof SubscriptionOfferSchema>;

export const SubscriptionOffersAnswerSchema = okEnvelope({ result: z.array(SubscriptionOfferSchema) });
export type SubscriptionOffersAnswer = z.output<typeof SubscriptionOffersAnswerSchema>;

/** The subscription payment data the modal holds (document 2 §3). */
export const SubscriptionPaymentDataSchema = z.object({
  codeSubscription: z.string(),
  typeSubscription: z.enum(SUBSCRIPTION_TYPES),
  startDate: z.string().nullable(),
  selectedTs: z.string(),
  cost: z.number().int(),
});
export type SubscriptionPaymentData = z.output<typeof SubscriptionPaymentDataSchema>;

/** The vehicle: a plate string, or { number|Number|numberTs, category, numberFormat }. */
const SubscriptionVehicleSchema = z
  .preprocess(
    (v) => {
      if (v === undefined || v === null) return { number: '' };
      if (typeof v === 'string') return { number: v };
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        const o = v as Record<string, unknown>;
        return {
          number: o.number ?? o.Number ?? o.numberTs ?? o.transport,
          category: o.category ?? o.Category,
          numberFormat: o.numberFormat ?? o.NumberFormat ?? o.formatGrz,
        };
      }
      return v;
    },
    z.object({
      number: z.string({ error: 'EmptyTs' }).trim().min(1, 'EmptyTs').max(20, 'InvalidFormat'),
      category: z.enum(VEHICLE_CATEGORIES).optional(),
      numberFormat: z.enum(NUMBER_FORMATS).optional(),
    }),
  )
  .transform((v) => {
    const format = v.numberFormat ?? guessNumberFormat(v.number);
    return { plate: normalizePlate(v.number, format), numberFormat: format, category: v.category ?? 'B' };
  })
  .refine((v) => v.plate.length <= 9 && isValidPlate(v.plate, v.numberFormat), 'InvalidFormat');

const PURCHASE_ALIASES: Record<string, string> = {
  Vehicle: 'vehicle',
  transport: 'vehicle',
  CodeSubscription: 'codeSubscription',
  code: 'codeSubscription',
  PaymentService: 'paymentService',
  payment: 'paymentService',
  timeStart: 'timestart',
  startDate: 'timestart',
  Phone: 'phone',
};

function foldPurchaseAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const source = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const canonical = PURCHASE_ALIASES[key] ?? key;
    if (out[canonical] === undefined) out[canonical] = value;
  }
  // document 1's flat form: transport + category + numberFormat
  if (typeof out.vehicle === 'string' && (source.category !== undefined || source.numberFormat !== undefined))
    out.vehicle = { number: out.vehicle, category: source.category, numberFormat: source.numberFormat };
  if (out.timestart === '' || out.timestart === 'null') out.timestart = null;
  return out;
}

/**
 * POST /api/payment/subscription: vehicle, codeSubscription, paymentService (balance by
 * default), timestart ('YYYY-MM-DD'; null for prev_day), optional phone and idempotency key.
 */
export const SubscriptionPurchaseRequestSchema = z.preprocess(
  foldPurchaseAliases,
  z.object({
    vehicle: SubscriptionVehicleSchema,
    codeSubscription: SubscriptionCodeSchema,
    paymentService: PaymentServiceSchema.optional().default('balance'),
    timestart: CalendarDateSchema.nullable().optional(),
    phone: PaymentPhoneSchema,
    idempotencyKey: IdempotencyKeySchema,
    /** The web page to come back to from the bank. */
    returnTo: ReturnToSchema,
  }),
);
export type SubscriptionPurchaseRequest = z.output<typeof SubscriptionPurchaseRequestSchema>;

/**
 * Paid from the balance: message "Абонемент успешно приобретен.", СуммаПополнения 0, orderNum.
 * By card: RedirectURL and СуммаПополнения = the price (the subscription starts when the provider
 * confirms). A balance that is short answers NoMoneyNoHoney (402) with СуммаПополнения = the
 * kopecks missing.
 */
export const SubscriptionPurchaseAnswerSchema = okEnvelope({
  message: z.string().optional(),
  RedirectURL: z.string().optional(),
  paymentId: z.string().optional(),
  /** Kopecks to pay by card or to top up; 0 when paid. */
  СуммаПополнения: z.number().int(),
  /** The subscription's number (benefit row orderNum). */
  orderNum: z.string(),
  /** Kopecks charged. */
  amount: z.number().int(),
  /** Balance after a balance purchase, kopecks. */
  balance: z.number().int().optional(),
});
export type SubscriptionPurchaseAnswer = z.output<typeof SubscriptionPurchaseAnswerSchema>;

/** The NoMoneyNoHoney answer of a balance purchase: the error envelope plus the amount to top up. */
export const SubscriptionShortOfMoneySchema = z.object({
  status: z.literal('error'),
  errorName: z.literal('NoMoneyNoHoney'),
  errorMessage: z.string(),
  СуммаПополнения: z.number().int(),
});
