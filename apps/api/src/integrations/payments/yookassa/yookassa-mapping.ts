import { z } from 'zod';
import type { FiscalReceipt, TaxSystem, VatCode } from '../fiscal-receipt.ts';
import type { ProviderPaymentStatus } from '../payment-provider.ts';

/**
 * Our words <-> YooKassa API v3 words (yookassa.ru/developers/api): amounts are strings of
 * roubles with two decimals ("123.45"), receipts use numeric vat_code / tax_system_code, and the
 * objects (payment, refund, receipt, list, notification) are read through zod, so an answer we
 * do not understand is an error and never a guess.
 */

/** 12345 kopecks -> "123.45" (YooKassa's amount.value). */
export function valueOf(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) throw new RangeError(`not kopecks: ${kopecks}`);
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

/** "123.45" | "123.4" | "123" -> 12345; anything else is not an amount (null). */
export function kopecksOf(value: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** vat_code (1..12; 54fz/parameters-values): "Коды ставок НДС"; 11 and 12 are 22 % and 22/122 (2026). */
export const VAT_CODE: Record<VatCode, number> = {
  none: 1,
  vat0: 2,
  vat10: 3,
  vat20: 4,
  vat110: 5,
  vat120: 6,
  vat5: 7,
  vat7: 8,
  vat105: 9,
  vat107: 10,
  vat22: 11,
  vat122: 12,
};

/** tax_system_code (1..6); 4 (ЕНВД) no longer exists and has no word of ours. */
export const TAX_SYSTEM_CODE: Record<TaxSystem, number> = {
  osn: 1,
  usn_income: 2,
  usn_income_outcome: 3,
  esn: 5,
  patent: 6,
};

/** The API's limit on description (payment, refund) and on a receipt item's description. */
const MAX_DESCRIPTION = 128;
export const clip = (text: string) => (text.length > MAX_DESCRIPTION ? text.slice(0, MAX_DESCRIPTION) : text);

const rub = (kopecks: number) => ({ value: valueOf(kopecks), currency: 'RUB' });
export { rub };

/**
 * The receipt object of POST /payments and POST /refunds ("Чеки от ЮKassa" or a third-party
 * register). An item's amount is the price of ONE unit; quantity multiplies it.
 */
export function receiptOf(receipt: FiscalReceipt): Record<string, unknown> {
  const customer: Record<string, string> = {};
  if (receipt.customer.email) customer.email = receipt.customer.email;
  if (receipt.customer.phone) customer.phone = receipt.customer.phone.replace(/\D/g, '');
  return {
    customer,
    items: receipt.lines.map((line) => ({
      description: clip(line.description),
      quantity: line.quantity.toFixed(2),
      amount: rub(line.priceKopecks),
      vat_code: VAT_CODE[line.vatCode],
      payment_subject: line.paymentSubject,
      payment_mode: line.paymentMode,
    })),
    ...(receipt.taxSystem ? { tax_system_code: TAX_SYSTEM_CODE[receipt.taxSystem] } : {}),
  };
}

const Amount = z.object({ value: z.string(), currency: z.string() });

/** A payment object (the fields we use; the API sends more). */
export const PaymentObject = z
  .object({
    id: z.string().min(1),
    status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
    amount: Amount,
    refunded_amount: Amount.optional(),
    paid: z.boolean().optional(),
    created_at: z.string(),
    metadata: z.record(z.string(), z.unknown()).nullable().optional(),
    confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).optional(),
    cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
    payment_method: z.object({ type: z.string() }).passthrough().optional(),
  })
  .passthrough();
export type YooKassaPayment = z.infer<typeof PaymentObject>;

export const RefundObject = z
  .object({
    id: z.string().min(1),
    payment_id: z.string().min(1),
    status: z.enum(['pending', 'succeeded', 'canceled']),
    amount: Amount,
    created_at: z.string().optional(),
    description: z.string().optional(),
    cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
  })
  .passthrough();
export type YooKassaRefund = z.infer<typeof RefundObject>;

/** A fiscal receipt as GET /receipts lists it (made by "Чеки от ЮKassa"). */
export const ReceiptObject = z
  .object({
    id: z.string(),
    type: z.enum(['payment', 'refund']),
    status: z.enum(['pending', 'succeeded', 'canceled']),
    payment_id: z.string().optional(),
    refund_id: z.string().optional(),
    fiscal_document_number: z.string().optional(),
    fiscal_storage_number: z.string().optional(),
    fiscal_attribute: z.string().optional(),
    registered_at: z.string().optional(),
    items: z.array(z.object({ amount: Amount, quantity: z.union([z.string(), z.number()]) }).passthrough()),
  })
  .passthrough();
export type YooKassaReceipt = z.infer<typeof ReceiptObject>;

export const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ type: z.literal('list'), items: z.array(item), next_cursor: z.string().optional() });

/** An HTTP notification: only its event and object id are used; the object is asked from the API. */
export const Notification = z.object({
  type: z.literal('notification'),
  event: z.string().regex(/^[a-z_]+\.[a-z_]+$/),
  object: z.object({ id: z.string().min(1).max(100) }).passthrough(),
});

const EXPIRED_REASONS = new Set(['expired_on_confirmation', 'expired_on_capture']);

/** The payment's state in our words (fetchStatus and the statement). */
export function statusOf(payment: YooKassaPayment): Exclude<ProviderPaymentStatus, 'unknown'> {
  switch (payment.status) {
    case 'pending':
    case 'waiting_for_capture':
      return 'pending';
    case 'succeeded': {
      const refunded = payment.refunded_amount ? kopecksOf(payment.refunded_amount.value) : 0;
      return refunded !== null && refunded > 0 && refunded === kopecksOf(payment.amount.value)
        ? 'refunded'
        : 'succeeded';
    }
    case 'canceled':
      return EXPIRED_REASONS.has(payment.cancellation_details?.reason ?? '') ? 'expired' : 'failed';
  }
}

/** An amount the API sent; a malformed one is the API's nonsense (thrown, retried later). */
export function amountOf(amount: { value: string; currency: string }): number {
  const kopecks = kopecksOf(amount.value);
  if (kopecks === null || amount.currency !== 'RUB')
    throw new Error(`YooKassa amount not understood: ${amount.value} ${amount.currency}`);
  return kopecks;
}
