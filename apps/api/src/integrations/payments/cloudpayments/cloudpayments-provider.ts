import type { ProviderSettings } from '../../../config/payment-settings.ts';
import type { PaymentProvider } from '../payment-provider.ts';

// STUB (issue 22): being written; every call throws until then.
const notYet = () => Promise.reject(new Error('CloudPayments adapter not built yet'));

export class CloudPaymentsProvider implements PaymentProvider {
  readonly name = 'cloudpayments';
  constructor(readonly settings: Extract<ProviderSettings, { kind: 'cloudpayments' }>) {}
  createPayment = notYet;
  fetchStatus = notYet;
  listPayments = notYet;
  refund = notYet;
  fetchRefund = notYet;
  receiveNotification = notYet;
  answerNotification(): never {
    throw new Error('CloudPayments adapter not built yet');
  }
}
