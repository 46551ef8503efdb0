import type { ProviderSettings } from '../../../config/payment-settings.ts';
import type { PaymentProvider } from '../payment-provider.ts';

// STUB (issue 22): being written; every call throws until then.
const notYet = () => Promise.reject(new Error('YooKassa adapter not built yet'));

export class YooKassaProvider implements PaymentProvider {
  readonly name = 'yookassa';
  constructor(readonly settings: Extract<ProviderSettings, { kind: 'yookassa' }>) {}
  createPayment = notYet;
  fetchStatus = notYet;
  listPayments = notYet;
  refund = notYet;
  fetchRefund = notYet;
  receiveNotification = notYet;
  answerNotification(): never {
    throw new Error('YooKassa adapter not built yet');
  }
}
