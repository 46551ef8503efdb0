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

// ---- issue 22 (54-FZ): the payer's contact for the fiscal receipt (helper W's block) ----

const RECEIPT_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits and the phone's usual punctuation only: 'abc' is not a phone with no digits. */
const RECEIPT_PHONE_TEXT = /^[\d\s()+-]+$/;

/**
 * The e-mail the receipt goes to (the guest's payment form). Blank means not given, so a form
 * that sends an empty field and a client that sends none are the same.
 */
export const ReceiptEmailSchema = z
  .string()
  .trim()
  .max(254, 'InvalidFormat')
  .refine((s) => s === '' || RECEIPT_EMAIL.test(s), 'InvalidFormat')
  .transform((s) => s || undefined)
  .optional();

/** The phone the receipt goes to: +7, 7 or 8 and 10 digits, sent on as 11 digits (7...); blank = not given. */
export const ReceiptPhoneSchema = z
  .string()
  .trim()
  .refine(
    (s) => s === '' || (RECEIPT_PHONE_TEXT.test(s) && /^[78]\d{10}$/.test(s.replace(/\D/g, ''))),
    'InvalidFormat',
  )
  .transform((s) => (s ? `7${s.replace(/\D/g, '').slice(1)}` : undefined))
  .optional();

/** The two request fields (optional in the seeds' requests): spread into a payment request's object. */
export const ReceiptContactFields = { receiptEmail: ReceiptEmailSchema, receiptPhone: ReceiptPhoneSchema };

/**
 * A card payment's receipt contact as the guest's form asks it: one of the two is required
 * (ReceiptContactRequired), each in its own format. The route checks the same fields.
 */
export const ReceiptContactSchema = z
  .object(ReceiptContactFields)
  .refine((v) => Boolean(v.receiptEmail || v.receiptPhone), {
    message: 'ReceiptContactRequired',
    path: ['receiptContact'],
  });

/**
 * The form's one field that takes either: with an '@' it is an e-mail, otherwise a phone. The
 * request fields it fills, for ReceiptContactSchema and the request body.
 */
export function splitReceiptContact(text: string): { receiptEmail?: string; receiptPhone?: string } {
  const value = text.trim();
  if (!value) return {};
  return value.includes('@') ? { receiptEmail: value } : { receiptPhone: value };
}

/** The contact as the card payment carries it (CardPaymentRequest.receiptContact); none when not given. */
export function receiptContactOf(fields: {
  receiptEmail?: string | undefined;
  receiptPhone?: string | undefined;
}): { email?: string; phone?: string } | undefined {
  const contact = {
    ...(fields.receiptEmail ? { email: fields.receiptEmail } : {}),
    ...(fields.receiptPhone ? { phone: fields.receiptPhone } : {}),
  };
  return Object.keys(contact).length > 0 ? contact : undefined;
}
