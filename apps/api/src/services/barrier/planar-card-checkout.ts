import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CardPaymentLink, CardPaymentRequest } from '../card-payments/card-payment-types.ts';

type CreateCardPayment = (tx: Db, city: CityContext, request: CardPaymentRequest) => Promise<CardPaymentLink>;

// TODO(issue 4): import createCardPayment statically once card-payment-service.ts has landed;
// it was being written alongside this, and a static import of a missing file breaks the build.
const SERVICE_MODULE = '../card-payments/card-payment-service.ts';

/**
 * Asks the card-payment service for a pay link, in the caller's transaction. Until that service
 * exists a card method answers PaymentServiceError (the driver can still pay from the balance).
 */
export async function createPlanarCardPayment(
  tx: Db,
  city: CityContext,
  request: CardPaymentRequest,
): Promise<CardPaymentLink> {
  let create: CreateCardPayment | undefined;
  try {
    create = ((await import(SERVICE_MODULE)) as { createCardPayment?: CreateCardPayment }).createCardPayment;
  } catch {
    create = undefined;
  }
  if (!create) throw new AppError('PaymentServiceError', 503);
  return create(tx, city, request);
}
