import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { createCardPayment } from '../card-payments/card-payment-service.ts';
import type { CardPaymentLink, CardPaymentRequest } from '../card-payments/card-payment-types.ts';

/** Asks the card-payment service for a payment in the caller's transaction: its id and pay page. */
export function requestCardPayment(
  tx: Db,
  city: CityContext,
  request: CardPaymentRequest,
): Promise<CardPaymentLink> {
  return createCardPayment(tx, city, request);
}
