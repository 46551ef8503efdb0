import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';
import {
  foldPaymentAliases,
  IdempotencyKeySchema,
  PaymentPhoneSchema,
  PaymentServiceSchema,
  ReturnToSchema,
} from './payment-fields.ts';

/** Top-up limit per payment, kopecks (RefillAmountCanNotBeMaxAllowable above it). */
export const MAX_REFILL_KOPECKS = 15_000_000;

/** Spaces of any kind (\s has NBSP and the thin ones): people group thousands with them. */
const SPACES = /\s+/g;
/** A currency mark after the number ("100 руб", "100 ₽"): the only words let through. */
const CURRENCY = /(₽|р\.?|руб\.?|rub)$/i;

/**
 * Money as people type it (document 1 §5), in its plain form: spaces and a trailing currency
 * mark dropped, the comma a point. Anything else that is not a digit makes it no amount at all
 * (null): dropping a minus or an exponent would turn "-100" into 100 and "1e12" into 112, a sum
 * the payer never meant. Any number of decimals; parseRoublesToKopecks allows two.
 */
export function plainRoublesText(raw: string): string | null {
  const text = raw.replace(SPACES, '').replace(CURRENCY, '').replace(',', '.');
  return /^\d+(\.\d*)?$/.test(text) ? text : null;
}

/**
 * Roubles, as typed or as a JSON number, to integer kopecks; null when it is not a sum of money:
 * negative, not finite, not plain digits, or finer than a kopeck.
 */
export function parseRoublesToKopecks(raw: unknown): number | null {
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || raw < 0) return null;
    const kopecks = Math.round(raw * 100);
    // 150.5 * 100 is 15050.000000000002 in binary; 100.005 is a fraction of a kopeck
    return Math.abs(raw * 100 - kopecks) < 1e-6 ? kopecks : null;
  }
  if (typeof raw !== 'string') return null;
  const text = plainRoublesText(raw);
  if (text === null || !/^\d+(\.\d{0,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** RefillAmount in roubles (as typed, 2 decimals at most), checked and turned into kopecks. */
export const RefillAmountSchema = z
  .unknown()
  .refine((v) => v !== undefined && v !== null && v !== '', 'NoSumEntered')
  .transform((v, ctx) => {
    const kopecks = parseRoublesToKopecks(v);
    if (kopecks === null) {
      ctx.addIssue({ code: 'custom', message: 'ItNeedToBeANumber' });
      return z.NEVER;
    }
    return kopecks;
  })
  .refine((k) => k > 0, 'NoSumEntered')
  .refine((k) => k <= MAX_REFILL_KOPECKS, 'RefillAmountCanNotBeMaxAllowable');

/** POST /api/payment/refill: PaymentService, RefillAmount (roubles), optional phone. */
export const RefillRequestSchema = z.preprocess(
  foldPaymentAliases,
  z.object({
    PaymentService: PaymentServiceSchema,
    RefillAmount: RefillAmountSchema,
    phone: PaymentPhoneSchema,
    idempotencyKey: IdempotencyKeySchema,
    /** The web page to come back to from the bank. */
    returnTo: ReturnToSchema,
  }),
);
export type RefillRequest = z.output<typeof RefillRequestSchema>;

/** The pay link of a top-up; the balance rises only when the provider confirms. */
export const RefillAnswerSchema = okEnvelope({
  RedirectURL: z.string(),
  /** Our id of the card payment (the invoiceId of the /payment widget page). */
  paymentId: z.string(),
  /** Kopecks to be charged, and the bonus20 that will come with them (0 when bonus is off). */
  amount: z.number().int(),
  bonus: z.number().int(),
});
