/**
 * CloudPayments' words and numbers (developers.cloudpayments.ru, CloudKassir): money in roubles
 * with kopecks as decimals, the 54-FZ codes of a receipt line, the answer codes of a Check.
 * Only conversions here; the provider and the stand-in's tests use them.
 */
import type { PaymentMode, PaymentSubject, TaxSystem, VatCode } from '../fiscal-receipt.ts';

/** Kopecks as the API's decimal roubles (12345 -> 123.45); exact for every safe integer of kopecks. */
export const roublesOf = (kopecks: number): number => Number((kopecks / 100).toFixed(2));

/**
 * The API's roubles ("123.45", 123.45, "10") as kopecks, or null when not a money amount with at
 * most two decimals. Parsed as text, so 0.1 + 0.2 style float errors never reach the ledger.
 */
export function kopecksOf(value: unknown): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** CloudKassir `vat`: null is "без НДС"; 110/120 (and 105/107) the calculated rates 10/110, 20/120... */
export const VAT_OF: Record<VatCode, number | null> = {
  none: null,
  vat0: 0,
  vat5: 5,
  vat7: 7,
  vat10: 10,
  vat20: 20,
  vat105: 105,
  vat107: 107,
  vat110: 110,
  vat120: 120,
  // the general rate since 1 January 2026
  vat22: 22,
  vat122: 122,
};

/** `method` (признак способа расчёта, tag 1214): 1 prepayment 100 %, 3 advance, 4 full payment. */
export const METHOD_OF: Record<PaymentMode, number> = { full_prepayment: 1, advance: 3, full_payment: 4 };

/** `object` (признак предмета расчёта, tag 1212): 1 commodity, 4 service, 10 payment, 13 another. */
export const OBJECT_OF: Record<PaymentSubject, number> = {
  commodity: 1,
  service: 4,
  payment: 10,
  another: 13,
};

/** `taxationSystem`: 0 ОСН, 1 УСН доход, 2 УСН доход − расход, 4 ЕСХН, 5 патент. */
export const TAXATION_OF: Record<TaxSystem, number> = {
  osn: 0,
  usn_income: 1,
  usn_income_outcome: 2,
  esn: 4,
  patent: 5,
};

/** What a Check is answered: 0 take it, 10 no such order, 12 wrong amount, 13 cannot be taken, 20 expired. */
export const CHECK_CODES = { ok: 0, unknownInvoice: 10, wrongAmount: 12, rejected: 13, expired: 20 } as const;

/** Transaction statuses: Completed (one-stage) and Authorized (two-stage) mean the money was taken. */
export const PAID_STATUSES = new Set(['Completed', 'Authorized']);
export const FAILED_STATUSES = new Set(['Declined', 'Cancelled']);
