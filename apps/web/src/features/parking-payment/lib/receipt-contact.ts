import type { PaymentMethod } from '@parking/domain/contracts/settings-flags';
import { ReceiptContactSchema, splitReceiptContact } from '@parking/domain/payments/payment-fields';

/** The request fields of the receipt contact (issue 22, 54-FZ): the route checks the same schema. */
export type ReceiptContact = { receiptEmail?: string; receiptPhone?: string };

/**
 * A guest paying through the provider is asked where the fiscal receipt goes. A phone method
 * (isPhoneRequired) already has the phone, which the receipt goes to; a driver is never asked
 * (their own e-mail or phone is used).
 */
export const asksReceiptContact = (method: PaymentMethod | undefined) =>
  method !== undefined && !method.isPhoneRequired;

/** The one field's problem as a translation key: none, nothing given, or neither an e-mail nor a phone. */
export function receiptContactError(text: string): string | undefined {
  const parsed = ReceiptContactSchema.safeParse(splitReceiptContact(text));
  if (parsed.success) return undefined;
  return parsed.error.issues.some((issue) => issue.message === 'ReceiptContactRequired')
    ? 'errors:ReceiptContactRequired'
    : 'parking-payment:errors.receiptContact';
}

/** The fields the request carries, normalised (the phone as 11 digits); none for a blank field. */
export function receiptContactFields(text: string): ReceiptContact {
  const parsed = ReceiptContactSchema.safeParse(splitReceiptContact(text));
  if (!parsed.success) return {};
  const { receiptEmail, receiptPhone } = parsed.data;
  return { ...(receiptEmail && { receiptEmail }), ...(receiptPhone && { receiptPhone }) };
}
