import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { okEnvelope } from '../envelope.ts';
import { RECEIPT_STATUSES, ReceiptRowSchema } from '../receipts/receipt-contracts.ts';
import { StaffPageFields, StaffSearchField } from './staff-contracts.ts';

/**
 * Receipts and invoices in the console (issue 21 item 2), under /api/operator/receipts: staff
 * with the companies area find one by its number, UIN or payer and register its payment, the
 * same registration the bank statement import (POST /api/operator/receipt-paid) makes.
 */

/** A receipt as the console lists it: the driver's row plus whose it is and the payer's INN. */
export const StaffReceiptSchema = ReceiptRowSchema.extend({
  userId: z.number().int(),
  /** The INN of a legal payer (an invoice); null for a person. */
  payerInn: z.string().nullable(),
});
export type StaffReceipt = z.infer<typeof StaffReceiptSchema>;

/**
 * GET /api/operator/receipts?q=&status=&page=&pageSize=: q is a receipt number, a UIN, or part
 * of the payer's name or INN; status (awaiting, paid) narrows when given. Newest first.
 */
export const StaffReceiptListQuerySchema = z.object({
  q: StaffSearchField,
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(RECEIPT_STATUSES, { error: 'ValidationError' }).optional(),
  ),
  ...StaffPageFields,
});
export type StaffReceiptListQuery = z.input<typeof StaffReceiptListQuerySchema>;

export const StaffReceiptListAnswerSchema = okEnvelope({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(StaffReceiptSchema),
});
export type StaffReceiptListAnswer = z.infer<typeof StaffReceiptListAnswerSchema>;

/** POST /api/operator/receipts/:id/paid: the receipt number. */
export const StaffReceiptIdParamsSchema = z.object({
  id: formNumber(
    z.number({ error: 'ReceiptNotFound' }).int('ReceiptNotFound').min(1, 'ReceiptNotFound').max(1e12),
  ),
});

/** alreadyPaid: the receipt was paid before this call, which then moved nothing. */
export const StaffReceiptPaidAnswerSchema = okEnvelope({
  receiptnumber: z.string(),
  alreadyPaid: z.boolean(),
  paidAt: z.string(),
  receipt: StaffReceiptSchema,
});
export type StaffReceiptPaidAnswer = z.infer<typeof StaffReceiptPaidAnswerSchema>;
