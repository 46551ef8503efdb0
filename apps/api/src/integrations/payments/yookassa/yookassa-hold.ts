import type { CityContext } from '../../../config/city-context.ts';
import { cardPaymentRows } from '../../../db/card-payments/card-payment-rows.ts';
import { callYooKassa, read, type YooKassaApiSettings } from './yookassa-api.ts';
import { amountOf, PaymentObject, type YooKassaPayment } from './yookassa-mapping.ts';

/**
 * A card payment authorised and held (waiting_for_capture: we create card payments with
 * capture:false). We take the money only for a payment of ours that is still waiting for it, for
 * exactly its amount; anything else is cancelled, which releases the payer's money at once
 * instead of taking it and refunding later (a payment we expired meanwhile, a wrong amount, a
 * payment whose creating transaction rolled back). A payment without our metadata is another
 * system's on the same shop: left alone. Both calls are idempotent (a key per payment), so a
 * redelivered notification or reconciliation repeats them harmlessly.
 */
export async function takeHeldPayment(
  settings: YooKassaApiSettings,
  provider: string,
  city: CityContext,
  payment: YooKassaPayment,
): Promise<{ payment: YooKassaPayment; action: 'captured' | 'canceled' | 'not-ours' }> {
  if (typeof payment.metadata?.paymentId !== 'string') return { payment, action: 'not-ours' };
  const ours = await cardPaymentRows.byProviderId(city.db, provider, payment.id);
  const take = ours !== null && ours.status === 'pending' && ours.amountKopecks === amountOf(payment.amount);
  const answer = await callYooKassa(settings, {
    method: 'POST',
    path: `/payments/${encodeURIComponent(payment.id)}/${take ? 'capture' : 'cancel'}`,
    body: take ? { amount: payment.amount } : {},
    idempotenceKey: `${take ? 'capture' : 'cancel'}-${payment.id}`,
  });
  return {
    payment: read(PaymentObject, answer, take ? 'capture' : 'cancel'),
    action: take ? 'captured' : 'canceled',
  };
}
