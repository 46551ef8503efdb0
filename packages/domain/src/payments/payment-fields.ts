import { z } from 'zod';

/**
 * The seeds name the same payment fields two ways: document 2 §7 in the older capitalised form
 * (Vehicle, Zone, PaymentService, Duration, ParkingCode, ReservationId, timestart) and document 1
 * in lower case (transport, category, numberFormat, zone, duration, parkingCode, reservation,
 * postPaymentStartTime, payment). Requests are read in the capitalised form; this folds the
 * other spellings in first, so either client shape works and one schema checks both.
 */
const ALIASES: Record<string, string> = {
  zone: 'Zone',
  duration: 'Duration',
  parkingCode: 'ParkingCode',
  parkingcode: 'ParkingCode',
  reservation: 'ReservationId',
  reservationId: 'ReservationId',
  postPaymentStartTime: 'timestart',
  timeStart: 'timestart',
  payment: 'PaymentService',
  paymentService: 'PaymentService',
  refillAmount: 'RefillAmount',
  amount: 'RefillAmount',
  orderId: 'OrderId',
  Phone: 'phone',
};

export function foldPaymentAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const source = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const canonical = ALIASES[key] ?? key;
    if (out[canonical] === undefined) out[canonical] = value;
  }
  // Flat vehicle fields (document 1) become the Vehicle object (document 2).
  if (out.Vehicle === undefined && (source.transport !== undefined || source.number !== undefined)) {
    out.Vehicle = {
      Number: source.transport ?? source.number,
      Category: source.category,
      NumberFormat: source.numberFormat,
    };
  }
  if (out.Vehicle && typeof out.Vehicle === 'object' && !Array.isArray(out.Vehicle)) {
    const v = out.Vehicle as Record<string, unknown>;
    out.Vehicle = {
      Number: v.Number ?? v.number ?? v.numberTs,
      Category: v.Category ?? v.category,
      NumberFormat: v.NumberFormat ?? v.numberFormat ?? v.formatGrz,
    };
  }
  return out;
}

export const VEHICLE_CATEGORIES = ['A', 'B', 'C', 'D', 'M'] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];
export const NUMBER_FORMATS = ['rus', 'other'] as const;

/** Latin letters that look like the 12 Cyrillic letters of Russian plates. */
const LATIN_TO_CYRILLIC: Record<string, string> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
};

/** Spaces removed, upper case; Russian plates get Cyrillic letters (document 1 §5). */
export function normalizePlate(raw: string, format: 'rus' | 'other'): string {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (format === 'other') return compact;
  return compact.replace(/[ABEKMHOPCTYX]/g, (ch) => LATIN_TO_CYRILLIC[ch] ?? ch);
}

/**
 * The vehicle a payment is for. The full plate-type rules (taxi, transit, moto, police...) live
 * with the cabinet's vehicles; a payment needs a plate that is non-empty, at most 9 characters,
 * and for a foreign plate letters and digits, not all digits.
 */
export const PaymentVehicleSchema = z
  .object({
    Number: z.string({ error: 'EmptyTs' }).trim().min(1, 'EmptyTs').max(20, 'InvalidFormat'),
    Category: z.enum(VEHICLE_CATEGORIES).optional().default('B'),
    NumberFormat: z.enum(NUMBER_FORMATS).optional().default('rus'),
  })
  .transform((v) => ({ ...v, Number: normalizePlate(v.Number, v.NumberFormat) }))
  .refine((v) => v.Number.length >= 1 && v.Number.length <= 9, { message: 'InvalidFormat', path: ['Number'] })
  .refine((v) => (v.NumberFormat === 'rus' ? RUS_PLATE.test(v.Number) : FOREIGN_PLATE.test(v.Number)), {
    message: 'InvalidFormat',
    path: ['Number'],
  });
export type PaymentVehicle = z.output<typeof PaymentVehicleSchema>;

/**
 * Russian plates after normalisation, by type (L: one of the 12 plate letters, D: a digit; the
 * region has 2 or 3 digits): standard L DDD LL, taxi LL DDD, transit LL DDD L, moto DDDD LL,
 * police (MVD) L DDDD, MVD trailer and moto DDDD L. The cabinet's vehicles issue owns the full
 * table of types and counter-examples; a payment refuses anything that is none of them.
 */
const L = '[АВЕКМНОРСТУХ]';
const RUS_PLATE = new RegExp(
  `^(?:${L}\\d{3}${L}{2}|${L}{2}\\d{3}|${L}{2}\\d{3}${L}|\\d{4}${L}{2}|${L}\\d{4}|\\d{4}${L})\\d{2,3}$`,
);
/** Foreign plates: letters (any alphabet) and digits, not all digits. */
const FOREIGN_PLATE = /^(?!\d+$)[\p{L}\d]{1,9}$/u;

/** Whole minutes; the settings' intervals bound it further on the server. */
export const DurationSchema = z.coerce
  .number({ error: 'NoDurationSelected' })
  .int('NoDurationSelected')
  .min(1, 'NoDurationSelected')
  .max(527_040, 'ValidationError');

export const ZoneNumberSchema = z
  .string({ error: 'NoZoneSelected' })
  .trim()
  .min(1, 'NoZoneSelected')
  .max(20, 'ZoneNotFound');

export const ParkingCodeSchema = z.string().trim().max(64).optional();

/** A payment method's methodName from the settings (balance, card, mobile, 'Квитанция'...). */
export const PaymentServiceSchema = z
  .string({ error: 'NotSelectedPaymentService' })
  .trim()
  .min(1, 'NotSelectedPaymentService')
  .max(64, 'PaymentServiceNotFound');

/** A phone for methods with isPhoneRequired: +7, 7 or 8 and 10 digits; sent as 11 digits. */
export const PaymentPhoneSchema = z
  .string()
  .transform((s) => s.replace(/\D/g, ''))
  .refine((d) => /^[78]\d{10}$/.test(d), 'InvalidFormat')
  .transform((d) => `7${d.slice(1)}`)
  .optional();

/** An ISO 8601 instant with an offset (what the web sends), e.g. 2026-11-21T09:30:00+03:00. */
export const InstantSchema = z.iso.datetime({ offset: true, error: 'InvalidFormat' });

/** A parking session's id as the wire carries it (ReservationId, OrderId, orderNum). */
export const OrderIdSchema = z.coerce
  .string()
  .trim()
  .min(1, 'ParkingSessionNotFound')
  .max(40, 'ParkingSessionNotFound');

/**
 * One key per submit (header Idempotency-Key, or this body field): a retry of the same submit
 * gets the first answer back and moves no money twice. 8..200 visible ASCII characters.
 */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,200}$/, 'InvalidFormat')
  .optional();
