import type { CardPaymentPurpose } from '../../db/schema/card-payments.ts';
import type { CardPaymentHandler } from './card-payment-types.ts';

const handlers = new Map<CardPaymentPurpose, CardPaymentHandler>();

/** Each feature registers its handler once, at module load of its service. */
export function registerCardPaymentHandler(purpose: CardPaymentPurpose, handler: CardPaymentHandler): void {
  handlers.set(purpose, handler);
}

export function cardPaymentHandler(purpose: CardPaymentPurpose): CardPaymentHandler | undefined {
  return handlers.get(purpose);
}
