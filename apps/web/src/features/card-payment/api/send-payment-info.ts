import { apiGet } from '../../../shared/http/api-client';

/** Document 1 §3 "Card widget payment info"; paymentDate is YYYYMMDDhhmmss in UTC. */
export interface PaymentInfo {
  source: string;
  order: string;
  billnumber: string;
  amount: string;
  paymentDate: string;
  status: 'authorized' | 'not authorized';
}

/** GET /api/payment/payment-from-portal: the widget reports a finished card payment. */
export function sendPaymentInfo(info: PaymentInfo): Promise<unknown> {
  return apiGet('/api/payment/payment-from-portal', { ...info });
}
