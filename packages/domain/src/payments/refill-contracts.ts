import { z } from 'zod';
import { okEnvelope } from '../envelope.ts';
import {
  foldPaymentAliases,
  IdempotencyKeySchema,
  PaymentPhoneSchema,
  PaymentServiceSchema,
} from './payment-fields.ts';

/** Top-up limit per payment, kopecks (RefillAmountCanNotBeMaxAllowable above it). */
export const MAX_REFILL_KOPECKS = 15_000_000;

/**
 * Money as people type it (document 1 §5): anything but digits, point and comma dropped, the
 * comma a point; then roubles with at most 2 decimals, to kopecks. A number passes as is.
 */
export function parseRoublesToKopecks(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.round(raw * 100) : null;
  if (typeof raw !== 'string') return null;
  const text = raw.replace(/[^\d.,]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return null;
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
