import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { okEnvelope } from '../envelope.ts';
import { MAX_REFILL_KOPECKS, parseRoublesToKopecks } from '../payments/refill-contracts.ts';
import { PayerSchema, RECEIPT_TYPES, ReceiptEmailSchema } from './payer-contracts.ts';

/**
 * Receipts and invoices (document 2 §2 /profile/receipts, §3 "Receipt", §4 receipt mode, §7
 * "Receipts"). Money is integer kopecks in answers (the seeds' hundredths); `sum` in requests
 * is roubles as typed, like RefillAmount. Instants are ISO 8601 UTC, days YYYY-MM-DD.
 */

export const RECEIPT_STATUSES = ['awaiting', 'paid'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
/** What the money is for: a balance top-up or a subscription. */
export const RECEIPT_SOURCES = ['refill', 'subscription'] as const;
export type ReceiptSource = (typeof RECEIPT_SOURCES)[number];

/** A receipt number: the digits the list shows and the PDF and send calls take. */
export const ReceiptNumberSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .regex(/^\d{1,12}$/, 'ReceiptNotFound');

/** The sum of a receipt, roubles as typed (2 decimals at most), to kopecks; > 0 and capped. */
export const ReceiptSumSchema = z
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

/**
 * The payer may come as an object `payer` (JSON), as `payer` holding JSON text (a form body),
 * or flattened: its fields beside sum / codeSubscription.
 */
function foldPayer(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const body = input as Record<string, unknown>;
  let payer = body.payer;
  if (typeof payer === 'string') {
    try {
      payer = JSON.parse(payer) as unknown;
    } catch {
      payer = undefined;
    }
  }
  if (payer === undefined || payer === null || payer === '') {
    const { sum: _s, codeSubscription: _c, grz: _g, startDate: _d, token: _t, Token: _T, ...rest } = body;
    payer = rest;
  }
  return { ...body, payer };
}

/** POST /api/creatrefill: sum (roubles) plus the payer. */
export const CreateRefillReceiptRequestSchema = z.preprocess(
  foldPayer,
  z.object({ sum: ReceiptSumSchema, payer: PayerSchema }),
);
export type CreateRefillReceiptRequest = z.output<typeof CreateRefillReceiptRequestSchema>;

/**
 * POST /api/creatsubscription: codeSubscription (the offer code), grz (the plate), optional
 * startDate (YYYY-MM-DD; the earliest allowed, 3 working days on, when absent or earlier),
 * plus the payer.
 */
export const CreateSubscriptionReceiptRequestSchema = z.preprocess(
  foldPayer,
  z.object({
    codeSubscription: z
      .string({ error: 'RequiredField' })
      .trim()
      .min(1, 'RequiredField')
      .max(64, 'InvalidFormat'),
    grz: z.string({ error: 'EmptyTs' }).trim().min(1, 'EmptyTs').max(20, 'InvalidFormat'),
    startDate: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'InvalidFormat')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    payer: PayerSchema,
  }),
);
export type CreateSubscriptionReceiptRequest = z.output<typeof CreateSubscriptionReceiptRequestSchema>;

/** One row of the receipt list (§3: date, receiptnumber, sum, status, receiptname, type, UIN). */
export const ReceiptRowSchema = z.object({
  receiptnumber: z.string(),
  /** When the receipt was created (ISO instant). */
  date: z.string(),
  /** Kopecks. */
  sum: z.number().int(),
  status: z.enum(RECEIPT_STATUSES),
  /** "Счёт на оплату № 12 от 01.03.2026" (legal) or "Квитанция № 12 от 01.03.2026". */
  receiptname: z.string(),
  /** legal: an invoice; individual: a receipt. */
  type: z.enum(RECEIPT_TYPES),
  /** The 25-digit unique payment identifier (UIN) with its check digit. */
  UIN: z.string(),
  source: z.enum(RECEIPT_SOURCES),
  /** The payment purpose as printed. */
  purpose: z.string(),
  /** The payer as printed (person's full name or organisation). */
  payerName: z.string(),
  /** When the payment was registered (ISO instant), or null. */
  paidAt: z.string().nullable(),
  /** For a subscription receipt: the subscription's start day (YYYY-MM-DD), else null. */
  subscriptionStart: z.string().nullable(),
});
export type ReceiptRow = z.output<typeof ReceiptRowSchema>;

/** GET /api/receipt-list: the driver's receipts, newest first. */
export const ReceiptListAnswerSchema = okEnvelope({ result: z.array(ReceiptRowSchema) });
export type ReceiptListAnswer = z.output<typeof ReceiptListAnswerSchema>;

/** creatrefill and creatsubscription answer the receipt just made. */
export const CreateReceiptAnswerSchema = okEnvelope({ result: ReceiptRowSchema });
export type CreateReceiptAnswer = z.output<typeof CreateReceiptAnswerSchema>;

/** GET /api/receipt: receiptnumber, blob (accepted, any value: the answer is always the PDF). */
export const ReceiptPdfQuerySchema = z.object({
  receiptnumber: ReceiptNumberSchema,
  blob: z.string().optional(),
});

/** GET /api/sendreceipt: receiptnumber, email (at most 50 characters). */
export const SendReceiptQuerySchema = z.object({
  receiptnumber: ReceiptNumberSchema,
  email: ReceiptEmailSchema,
});
export type SendReceiptQuery = z.output<typeof SendReceiptQuerySchema>;
export const SendReceiptAnswerSchema = okEnvelope({ receiptnumber: z.string(), email: z.string() });

/**
 * POST /api/operator/receipt-paid (the operator's bank statement import; X-Operator-Key):
 * the UIN and the kopecks paid, optional paidAt (ISO instant, default now). Idempotent by UIN.
 */
export const RegisterReceiptPaymentRequestSchema = z.object({
  UIN: z
    .string({ error: 'RequiredField' })
    .trim()
    .regex(/^\d{20}$|^\d{25}$/, 'InvalidFormat'),
  sum: formNumber(
    z
      .number({ error: 'ItNeedToBeANumber' })
      .int('ItNeedToBeANumber')
      .min(1, 'NoSumEntered')
      .max(1e12, 'InvalidFormat'),
  ),
  paidAt: z.iso.datetime({ offset: true, error: 'InvalidFormat' }).optional(),
});
export type RegisterReceiptPaymentRequest = z.output<typeof RegisterReceiptPaymentRequestSchema>;
export const RegisterReceiptPaymentAnswerSchema = okEnvelope({
  receiptnumber: z.string(),
  /** false: this call registered it; true: it was registered before (nothing changed). */
  alreadyPaid: z.boolean(),
  paidAt: z.string(),
});
