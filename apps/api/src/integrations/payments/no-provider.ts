import { WebhookRejected, type PaymentProvider } from './payment-provider.ts';

/**
 * Stands in for the provider when none may run (production with only the sandbox configured).
 * New card payments are refused before they get here (card-payment-service reads the runtime's
 * offReason); the calls about existing payments (settlement, reconciliation, the return check)
 * find none made by `none`, so they leave the sandbox's old rows alone instead of asking a bank
 * that is not there. A refund due from before cannot be sent: it stays pending, retried.
 */
export const noProvider: PaymentProvider = {
  name: 'none',
  createPayment: () => Promise.reject(new Error('no card payment provider is configured')),
  fetchStatus: () => Promise.resolve({ status: 'unknown', amountKopecks: null }),
  listPayments: () => Promise.resolve([]),
  refund: () => Promise.reject(new Error('no card payment provider is configured')),
  fetchRefund: () => Promise.reject(new Error('no card payment provider is configured')),
  receiveNotification: () => Promise.reject(new WebhookRejected('signature')),
  answerNotification: () => ({ statusCode: 404, body: {} }),
};
