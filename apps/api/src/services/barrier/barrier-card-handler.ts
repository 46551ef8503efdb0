import { PLANAR_EXIT_GRACE_MS } from '@parking/domain/payments/barrier-contracts';
import { quoteRows } from '../../db/barrier/quote-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { callGate } from '../../integrations/gate/call-gate.ts';
import { registerCardPaymentHandler } from '../card-payments/card-payment-handlers.ts';
import type { CardPaymentHandler } from '../card-payments/card-payment-types.ts';
import { systemAccount } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { lockPayableQuote } from './lock-payable-quote.ts';

/**
 * What a confirmed card payment of a barrier price does, inside the transaction that records
 * the provider's verified webhook: card_clearing -N / city_revenue +N, the ticket paid up to the
 * price's end and the gate told to open for 15 minutes from now (the driver may have spent
 * minutes on the pay page). The 30-second limit was checked when the payment was made, not
 * here. If the ticket cannot take the payment any more (paid another way meanwhile, already
 * gone), this throws and the card-payment service puts the money on the driver's balance (a
 * guest's back on the card) instead.
 */
export const barrierCardHandler: CardPaymentHandler = {
  async succeeded(tx, _city, payment) {
    const quoteId = payment.payload.quoteId;
    if (typeof quoteId !== 'string') throw new AppError('ParkingSessionNotFound', 404);
    // a webhook delivered again after the first one settled it changes nothing
    if ((await quoteRows.lock(tx, quoteId))?.status === 'paid') return;
    const { quote, gateTicket } = await lockPayableQuote(tx, quoteId, null);
    if (quote.status !== 'paying' && quote.status !== 'open') throw new AppError('PriceChangedTryLater', 409);
    if (quote.amountKopecks !== payment.amountKopecks) throw new AppError('PriceChangedTryLater', 409);
    const now = new Date();
    await postTransaction(tx, {
      kind: 'parking_payment',
      scope: 'planar',
      idempotencyKey: `card:${payment.paymentId}`,
      postings: [
        { account: await systemAccount(tx, 'card_clearing'), amount: -quote.amountKopecks },
        { account: await systemAccount(tx, 'city_revenue', quote.ticketId), amount: quote.amountKopecks },
      ],
      metadata: {
        purpose: 'planar',
        paymentId: payment.paymentId,
        quoteId: quote.id,
        ticketId: gateTicket.id,
        parkingNumber: gateTicket.parkingNumber,
        ticketNumber: gateTicket.ticketNumber,
      },
    });
    await quoteRows.setStatus(tx, quote.id, { status: 'paid', paidAt: now });
    const exitUntil = new Date(Math.max(quote.billedUntil.getTime(), now.getTime()) + PLANAR_EXIT_GRACE_MS);
    await callGate((gate) => gate.allowExit(tx, gateTicket, quote.billedUntil, exitUntil));
  },
};

registerCardPaymentHandler('planar', barrierCardHandler);
