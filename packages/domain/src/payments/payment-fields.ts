import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { formText } from '../contracts/form-text.ts';
import {
  isValidPlate,
  normalizePlate,
  NUMBER_FORMATS,
  VEHICLE_CATEGORIES,
  type VehicleCategory,
} from '../profile/plate-rules.ts';

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

// The plate rules live with the cabinet's vehicles (profile/plate-rules); payments use the same
// ones. Re-exported so the web's payment form keeps its import.
export { VEHICLE_CATEGORIES, NUMBER_FORMATS, normalizePlate, type VehicleCategory };

/**
 * The vehicle a payment is for: a plate of a known Russian type, or a foreign one (letters and
 * digits, not all digits), at most 9 characters. The category-to-type match is the cabinet's
 * rule (a payment may be for any vehicle the driver names).
 */
export const PaymentVehicleSchema = z
  .object({
    Number: z.string({ error: 'EmptyTs' }).trim().min(1, 'EmptyTs').max(20, 'InvalidFormat'),
    Category: z.enum(VEHICLE_CATEGORIES).optional().default('B'),
    NumberFormat: z.enum(NUMBER_FORMATS).optional().default('rus'),
  })
  .transform((v) => ({ ...v, Number: normalizePlate(v.Number, v.NumberFormat) }))
  .refine((v) => v.Number.length >= 1 && v.Number.length <= 9, { message: 'InvalidFormat', path: ['Number'] })
  .refine((v) => isValidPlate(v.Number, v.NumberFormat), {
    message: 'InvalidFormat',
    path: ['Number'],
  });
export type PaymentVehicle = z.output<typeof PaymentVehicleSchema>;

/** Whole minutes; the settings' intervals bound it further on the server. */
export const DurationSchema = formNumber(
  z
    .number({ error: 'NoDurationSelected' })
    .int('NoDurationSelected')
    .min(1, 'NoDurationSelected')
    .max(527_040, 'ValidationError'),
);

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
export const OrderIdSchema = formText(
  z.string().trim().min(1, 'ParkingSessionNotFound').max(40, 'ParkingSessionNotFound'),
);

/**
 * One key per submit (header Idempotency-Key, or this body field): a retry of the same submit
 * gets the first answer back and moves no money twice. 8..200 visible ASCII characters.
 */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,200}$/, 'InvalidFormat')
  .optional();

/**
 * The web page a card payment starts from (path and query, its /en prefix kept): the bank sends
 * the payer back there, in the city the payment was made in (issue 18). A path of this site
 * only, never another origin (no //host, no backslash, no spaces), so it cannot be an open
 * redirect; the server checks it again where it builds the address.
 */
export const ReturnToSchema = z
  .string()
  .max(500, 'InvalidFormat')
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'InvalidFormat')
  .optional();
