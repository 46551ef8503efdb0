/**
 * The 54-FZ receipt in our words (packages/domain/src/payments/fiscal-receipt.ts, shared with the
 * database's view of card payments and refunds); each adapter maps it onto its provider's API.
 */
export type { FiscalReceipt, FiscalSettings, ReceiptLine } from '@parking/domain/payments/fiscal-receipt';
export type { PaymentMode, PaymentSubject, TaxSystem, VatCode } from '@parking/domain/payments/fiscal-codes';
