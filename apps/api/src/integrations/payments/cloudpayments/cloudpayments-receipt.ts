import type { FiscalReceipt } from '../fiscal-receipt.ts';
import { METHOD_OF, OBJECT_OF, roublesOf, TAXATION_OF, VAT_OF } from './cloudpayments-codes.ts';

/** One line of CloudKassir's CustomerReceipt.Items. */
export interface CustomerReceiptItem {
  label: string;
  /** Roubles. */
  price: number;
  quantity: number;
  /** Roubles: price x quantity. */
  amount: number;
  vat: number | null;
  method: number;
  object: number;
}

/** The receipt CloudPayments' cash register (CloudKassir) makes from a payment's or refund's data. */
export interface CustomerReceipt {
  Items: CustomerReceiptItem[];
  taxationSystem?: number;
  email?: string;
  phone?: string;
  isBso: false;
  /** The whole sum was paid by card ("electronic"); no prepayment, credit or consideration. */
  amounts: { electronic: number; advancePayment: 0; credit: 0; provision: 0 };
}

/**
 * Our receipt in CloudKassir's words. Lines keep their kopecks exactly (amount = the line's
 * kopecks / 100), so the lines add up to `amounts.electronic` to the kopeck, as the API demands.
 * The label is cut to 128 characters (the tag's limit).
 */
export function customerReceiptOf(receipt: FiscalReceipt): CustomerReceipt {
  return {
    Items: receipt.lines.map((line) => ({
      label: line.description.slice(0, 128),
      price: roublesOf(line.priceKopecks),
      quantity: line.quantity,
      amount: roublesOf(line.amountKopecks),
      vat: VAT_OF[line.vatCode],
      method: METHOD_OF[line.paymentMode],
      object: OBJECT_OF[line.paymentSubject],
    })),
    ...(receipt.taxSystem ? { taxationSystem: TAXATION_OF[receipt.taxSystem] } : {}),
    ...(receipt.customer.email ? { email: receipt.customer.email } : {}),
    ...(receipt.customer.phone ? { phone: `+${receipt.customer.phone}` } : {}),
    isBso: false,
    amounts: { electronic: roublesOf(receipt.amountKopecks), advancePayment: 0, credit: 0, provision: 0 },
  };
}
