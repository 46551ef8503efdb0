import { z } from 'zod';
import { isValidInn, isValidKpp, isValidOgrn } from './tax-ids.ts';

/**
 * The payer of a receipt or an invoice (document 2 §3, §5): an individual (type 1, gets a
 * receipt) or a legal entity (type 2, gets an invoice). One schema for the web's payer forms
 * and the API's creatrefill / creatsubscription. Field names are the seeds'.
 */

export const PAYER_TYPE_INDIVIDUAL = 1;
export const PAYER_TYPE_LEGAL = 2;
/** Identity documents of an individual payer: 1 passport, 2 driving licence. */
export const PAYER_DOCUMENT_TYPES = [1, 2] as const;
export type PayerDocumentType = (typeof PAYER_DOCUMENT_TYPES)[number];

/** Receipt kinds: legal means an invoice, individual a receipt (§9). */
export const RECEIPT_TYPES = ['individual', 'legal'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

const requiredText = (max: number) =>
  z
    .string({ error: 'RequiredField' })
    .trim()
    .min(1, 'RequiredField')
    .max(max, 'InvalidFormat')
    // control characters would break the PDF and the mail; nobody types them in a form
    .refine((s) => !/\p{Cc}/u.test(s), 'InvalidFormat');

const digitsText = (max: number, invalid: 'InvalidFormat' | 'InvalidInn' | 'InvalidOgrn' | 'InvalidKpp') =>
  z
    .string({ error: 'RequiredField' })
    .transform((s) => s.replace(/\s+/g, ''))
    .refine((s) => s.length > 0, { message: 'RequiredField', abort: true })
    .refine((s) => s.length <= max && /^\d+$/.test(s), { message: invalid, abort: true });

/** YYYY-MM-DD, a real date, year 1900 to 2099 (§5). */
export const PayerDocumentDateSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .refine(isValidPayerDocumentDate, 'InvalidFormat');

export function isValidPayerDocumentDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Numbers may arrive as text from a form body. */
const intLike = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

export const IndividualPayerSchema = z.object({
  type: z.literal(PAYER_TYPE_INDIVIDUAL),
  lastName: requiredText(100),
  firstName: requiredText(100),
  middleName: requiredText(100),
  typeDoc: z.preprocess(intLike, z.union([z.literal(1), z.literal(2)], { error: 'RequiredField' })),
  seriesDoc: digitsText(10, 'InvalidFormat'),
  numberDoc: digitsText(20, 'InvalidFormat'),
  DateDoc: PayerDocumentDateSchema,
  issuer: requiredText(300),
  address: requiredText(300),
});
export type IndividualPayer = z.output<typeof IndividualPayerSchema>;

export const LegalPayerSchema = z.object({
  type: z.literal(PAYER_TYPE_LEGAL),
  name: requiredText(300),
  address: requiredText(300),
  /** 13 digits with the check digit. */
  ogrn: digitsText(13, 'InvalidOgrn').refine(isValidOgrn, 'InvalidOgrn'),
  /** 10 (organisation) or 12 digits with their check digits. */
  inn: digitsText(12, 'InvalidInn').refine(isValidInn, 'InvalidInn'),
  kpp: digitsText(9, 'InvalidKpp').refine(isValidKpp, 'InvalidKpp'),
});
export type LegalPayer = z.output<typeof LegalPayerSchema>;

/** type 1 / '1' / 'individual' and 2 / '2' / 'legal' are all understood. */
function normalizePayerType(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const payer = input as Record<string, unknown>;
  const t = payer.type;
  const type =
    t === 'individual' || t === '1' || t === 1
      ? PAYER_TYPE_INDIVIDUAL
      : t === 'legal' || t === '2' || t === 2
        ? PAYER_TYPE_LEGAL
        : t;
  return { ...payer, type };
}

export const PayerSchema = z.preprocess(
  normalizePayerType,
  z.discriminatedUnion('type', [IndividualPayerSchema, LegalPayerSchema], { error: 'RequiredField' }),
);
export type Payer = z.output<typeof PayerSchema>;
/** What the web's forms hold before parsing. */
export type IndividualPayerForm = z.input<typeof IndividualPayerSchema>;
export type LegalPayerForm = z.input<typeof LegalPayerSchema>;

export function receiptTypeOf(payer: Payer): ReceiptType {
  return payer.type === PAYER_TYPE_LEGAL ? 'legal' : 'individual';
}

/** "Иванов Иван Иванович" or the organisation's name: the payer as printed. */
export function payerDisplayName(payer: Payer): string {
  return payer.type === PAYER_TYPE_LEGAL
    ? payer.name
    : [payer.lastName, payer.firstName, payer.middleName].filter(Boolean).join(' ');
}

/** The receipt e-mail (§5, §9): required, at most 50 characters, an address. */
export const RECEIPT_EMAIL_MAX_LENGTH = 50;
export const ReceiptEmailSchema = z
  .string({ error: 'RequiredField' })
  .trim()
  .min(1, 'RequiredField')
  .max(RECEIPT_EMAIL_MAX_LENGTH, 'EmailTooLong')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'InvalidFormat');
