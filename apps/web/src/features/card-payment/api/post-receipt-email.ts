import { apiPost } from '../../../shared/http/api-client';

/** POST /api/payment/card-payment/receipt-email: the receipt of this invoice goes to `email`. */
export function postReceiptEmail(input: { invoiceId: string; email: string }): Promise<unknown> {
  return apiPost('/api/payment/card-payment/receipt-email', input);
}
