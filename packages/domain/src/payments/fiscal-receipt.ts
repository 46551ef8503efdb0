/**
 * What a provider needs to fiscalise a payment or a refund under 54-FZ (the online cash register
 * of YooKassa's "Чеки от ЮKassa", CloudPayments' CloudKassir): who gets the receipt, and the
 * lines with their VAT rate, payment subject and payment mode. Our own words; each adapter maps
 * them onto its API's codes (YooKassa `vat_code` 1..10, CloudPayments `vat` null/0/10/20/...).
 */

import type { PaymentMode, PaymentSubject, TaxSystem, VatCode } from './fiscal-codes.ts';

/** A city's receipt settings (city rules, staff-editable): how its lines are fiscalised. */
export interface FiscalSettings {
  vatCode: VatCode;
  paymentSubject: PaymentSubject;
  paymentMode: PaymentMode;
  taxSystem: TaxSystem | null;
}

export interface ReceiptLine {
  /** Up to 128 characters, e.g. "Парковка, зона 101, А123ВС59". */
  description: string;
  quantity: number;
  /** Price of one unit, kopecks. */
  priceKopecks: number;
  /** price x quantity, kopecks; the lines add up to the receipt's amount to the kopeck. */
  amountKopecks: number;
  vatCode: VatCode;
  paymentSubject: PaymentSubject;
  paymentMode: PaymentMode;
}

export interface FiscalReceipt {
  /** Where the receipt is sent: at least one of the two (54-FZ). Phone: 11 digits, 7XXXXXXXXXX. */
  customer: { email?: string; phone?: string };
  lines: ReceiptLine[];
  taxSystem: TaxSystem | null;
  /** Kopecks; equals the sum of the lines. */
  amountKopecks: number;
}
