import {
  PLANAR_EXIT_GRACE_MS,
  type PayPlaneAnswer,
  type PayPlaneRequest,
} from '@parking/domain/payments/barrier-contracts';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { quoteRows } from '../../db/barrier/quote-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { callGate } from '../../integrations/gate/call-gate.ts';
import { createCardPayment } from '../card-payments/card-payment-service.ts';
import type { CardPayer } from '../card-payments/card-payment-types.ts';
import { hashRequest } from '../ledger/hash-request.ts';
import { driverAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { withIdempotency } from '../ledger/with-idempotency.ts';
import { lockPayableQuote } from './lock-payable-quote.ts';
import { barrierPaidMessage } from './barrier-paid-message.ts';
import { requireFlatParking } from './require-flat-parking.ts';
import './barrier-card-handler.ts';

/** The seeds' bank-receipt method: money arrives days later, which a barrier cannot wait for. */
const RECEIPT_METHOD = 'Квитанция';

export interface BarrierPayContext {
  payer: CardPayer;
  idempotencyKey: string;
  lang: Language;
  /**
   * 54-FZ (issue 22): where the card receipt goes, as the guest typed it (receiptContactOf the
   * request's receiptEmail / receiptPhone); a driver's own e-mail or phone when absent.
   */
  receiptContact?: { email?: string; phone?: string } | undefined;
  /** Injected so tests can age a price past its 30 seconds without sleeping. */
  now?: Date;
}

/**
 * payPlane: pays a fresh price (a quote younger than 30 s, not paid before) of a barrier ticket.
 * From the balance (drivers only): driver -N / city_revenue +N, the ticket paid and the gate
 * told, all in one transaction under the idempotency key. By card (always for a guest): a card
 * payment for purpose 'planar' whose verified webhook does the same (barrier-card-handler.ts).
 */
export async function payBarrier(
  city: CityContext,
  request: PayPlaneRequest,
  ctx: BarrierPayContext,
): Promise<{ answer: PayPlaneAnswer; replayed: boolean }> {
  const flags = await requireFlatParking(city);
  const now = ctx.now ?? new Date();
  const method = flags.paymentsMethods.find((m) => m.methodName === request.paymentService);
  const isBalance = request.paymentService === 'balance';
  if (
    !method ||
    method.methodName === RECEIPT_METHOD ||
    (isBalance && (flags.dontUseBalance || !ctx.payer.userId))
  ) {
    throw new AppError('PaymentServiceNotFound', 400);
  }
  if (!isBalance && method.isPhoneRequired && !request.phone) {
    throw new AppError('RequiredField', 400, { phone: 'RequiredField' });
  }
  const scope = ctx.payer.userId ? `user:${ctx.payer.userId}` : `guest:${ctx.payer.guestTokenId}`;
  const requestHash = hashRequest({
    call: 'payPlane',
    sessionId: request.sessionId,
    parkingNumber: request.parkingNumber,
    paymentService: request.paymentService,
    phone: request.phone,
    receiptContact: ctx.receiptContact,
  });
  return withIdempotency(city.db, { scope, key: ctx.idempotencyKey, requestHash }, (tx) =>
    isBalance
      ? payFromBalance(tx, city, request, ctx.payer.userId!, scope, ctx, now)
      : payByCard(tx, city, request, ctx, now),
  );
}

async function payFromBalance(
  tx: Db,
  city: CityContext,
  request: PayPlaneRequest,
  userId: number,
  scope: string,
  ctx: BarrierPayContext,
  now: Date,
): Promise<PayPlaneAnswer> {
  const { quote, gateTicket } = await lockFreshQuote(tx, request, now);
  const amount = quote.amountKopecks;
  await postTransaction(tx, {
    kind: 'parking_payment',
    scope,
    idempotencyKey: ctx.idempotencyKey,
    postings: [
      { account: await driverAccount(tx, userId), amount: -amount },
      { account: await systemAccount(tx, 'city_revenue', userId), amount },
    ],
    metadata: {
      purpose: 'planar',
      quoteId: quote.id,
      ticketId: gateTicket.id,
      parkingNumber: gateTicket.parkingNumber,
      ticketNumber: gateTicket.ticketNumber,
    },
  });
  await quoteRows.setStatus(tx, quote.id, { status: 'paid', paymentService: 'balance', paidAt: now });
  const exitUntil = new Date(Math.max(quote.billedUntil.getTime(), now.getTime()) + PLANAR_EXIT_GRACE_MS);
  await callGate((gate) => gate.allowExit(tx, gateTicket, quote.billedUntil, exitUntil));
  return {
    status: 'ok',
    message: barrierPaidMessage(exitUntil, city.config.timeZone, ctx.lang),
    amount,
    exitUntil: exitUntil.toISOString(),
  };
}

async function payByCard(
  tx: Db,
  city: CityContext,
  request: PayPlaneRequest,
  ctx: BarrierPayContext,
  now: Date,
): Promise<PayPlaneAnswer> {
  const { quote, gateTicket } = await lockFreshQuote(tx, request, now);
  const link = await createCardPayment(tx, city, {
    purpose: 'planar',
    amountKopecks: quote.amountKopecks,
    payer: ctx.payer,
    method: request.paymentService,
    ...(request.phone ? { phone: request.phone } : {}),
    receiptContact: ctx.receiptContact,
    descriptionType: 'payment',
    // back on the barrier tab of the page the payment was made on
    returnPath: ctx.payer.userId ? '/profile/parking?type=planar' : '/guest-payment?type=planar',
    returnTo: request.returnTo,
    payload: {
      quoteId: quote.id,
      ticketId: gateTicket.id,
      parkingNumber: gateTicket.parkingNumber,
      ticketNumber: gateTicket.ticketNumber,
    },
    idempotencyKey: ctx.idempotencyKey,
  });
  // the price is spent on this payment: a second click must not start another one
  await quoteRows.setStatus(tx, quote.id, {
    status: 'paying',
    paymentService: request.paymentService,
    cardPaymentId: link.paymentId,
  });
  return {
    status: 'ok',
    RedirectURL: link.redirectUrl,
    paymentId: link.paymentId,
    amount: quote.amountKopecks,
  };
}

/** The price must be open and younger than 30 s; anything else sends the driver back to the price step. */
async function lockFreshQuote(tx: Db, request: PayPlaneRequest, now: Date) {
  const payable = await lockPayableQuote(tx, request.sessionId, request.parkingNumber);
  if (payable.quote.status !== 'open' || now.getTime() >= payable.quote.expiresAt.getTime()) {
    throw new AppError('PriceChangedTryLater', 409);
  }
  return payable;
}
