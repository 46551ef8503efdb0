import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../config/city-context.ts';
import { cardPaymentRows } from '../../db/card-payments/card-payment-rows.ts';
import { paymentEventRows } from '../../db/card-payments/payment-event-rows.ts';
import type { Db } from '../../db/db-types.ts';
import type { CardPaymentRow } from '../../db/schema/card-payments.ts';
import { AppError } from '../../errors/app-error.ts';
import { cardPaymentHandler } from './card-payment-handlers.ts';
import type { SettleEffect } from './card-payment-types.ts';
import { cardPaymentRuntime } from './card-payment-runtime.ts';
import { recordOf } from './card-payment-service.ts';
import { creditCardMoney, creditCompanyCardMoney } from './credit-card-money.ts';
import { queueReceiptEmail } from './receipt-email.ts';
import { queueGuestProof } from '../stay-proof/guest-proof-message.ts';
import { openWholeCardRefund, sendCardRefund } from '../card-refunds/request-card-refund.ts';

export interface SettleInput {
  providerPaymentId: string;
  /** The provider's word (never a browser's). */
  outcome: 'succeeded' | 'failed' | 'expired';
  /** What the provider says was charged; a mismatch settles nothing. */
  amountKopecks?: number | null;
  /** A webhook's event: taken in once, in the same transaction as its effect. */
  event?: { eventId: string; type: string; payload: Record<string, unknown> };
  /** For failed / expired: kept in failure_reason. */
  reason?: string;
}

export interface SettleResult {
  effect: SettleEffect;
  payment: CardPaymentRow | null;
}

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
const quiet: Log = { warn: () => undefined, error: () => undefined, info: () => undefined };

/**
 * Applies the provider's verified outcome to a card payment, all in one transaction with the
 * event's dedupe row. The payment row is locked first, so settlements of one payment (webhook,
 * a redelivery, the return page's check, reconciliation) run one after another and each sees
 * the previous one's result. State machine: pending -> succeeded | failed | expired; anything
 * else after a final state changes nothing, except money the provider reports as taken after
 * we gave up (late success): that goes to the driver's balance, or back to a guest's card.
 *
 * After commit, a guest's money due back is refunded through the provider: the settlement
 * opens a card refund (services/card-refunds) in its transaction, so the job pass retries it
 * until the provider answers.
 */
export async function settleCardPayment(
  city: CityContext,
  input: SettleInput,
  log: Log = quiet,
): Promise<SettleResult> {
  const provider = cardPaymentRuntime().providerOf(city.config.city);
  const result = await city.db.transaction(async (tx): Promise<SettleResult> => {
    const row = await cardPaymentRows.lockByProviderId(tx, provider.name, input.providerPaymentId);
    if (!row) return { effect: 'unknown-payment', payment: null };
    if (input.event) {
      const fresh = await paymentEventRows.record(tx, {
        provider: provider.name,
        eventId: input.event.eventId,
        paymentId: row.id,
        type: input.event.type,
        effect: 'received',
        payload: input.event.payload,
      });
      if (!fresh) return { effect: 'duplicate-event', payment: row };
    }
    const effect = await transition(tx, city, row, input, log);
    await queueReceiptEmail(tx, row, effect);
    // issue 23 item 5: a guest's paid stay sends its proof of payment, once, with this settlement
    await queueGuestProof(tx, city, row, effect);
    if (input.event) await paymentEventRows.setEffect(tx, provider.name, input.event.eventId, effect);
    return { effect, payment: (await cardPaymentRows.byId(tx, row.id)) ?? row };
  });
  if (result.effect === 'refund_pending' && result.payment) await refundToCard(city, result.payment, log);
  return result;
}

async function transition(
  tx: Db,
  city: CityContext,
  row: CardPaymentRow,
  input: SettleInput,
  log: Log,
): Promise<SettleEffect> {
  const facts = { city: city.config.city, paymentId: row.id, outcome: input.outcome };
  if (
    input.outcome === 'succeeded' &&
    input.amountKopecks != null &&
    input.amountKopecks !== row.amountKopecks
  ) {
    log.error(
      { ...facts, reported: input.amountKopecks, expected: row.amountKopecks },
      'card payment amount mismatch',
    );
    return 'amount-mismatch';
  }
  if (row.status === 'pending') {
    if (input.outcome === 'succeeded') return succeed(tx, city, row, log);
    await cardPaymentRows.change(tx, row.id, {
      status: input.outcome,
      failureReason: input.reason ?? input.outcome,
      settled: true,
    });
    await releaseHold(tx, city, row, input.outcome, log);
    return input.outcome;
  }
  if (input.outcome === 'succeeded' && (row.status === 'failed' || row.status === 'expired')) {
    // Paid after we gave up on it (the handler has already released its hold): keep the money.
    log.warn(facts, 'card payment succeeded after it was closed; crediting the money instead');
    if (row.companyId !== null) {
      await creditCompanyCardMoney(tx, row, row.companyId, 'late');
      await cardPaymentRows.change(tx, row.id, {
        status: 'succeeded',
        outcome: 'late_credited',
        settled: true,
      });
      return 'late_credited';
    }
    if (row.userId === null) {
      await cardPaymentRows.change(tx, row.id, {
        status: 'succeeded',
        outcome: 'refund_pending',
        settled: true,
      });
      // back to the guest's card: a pending card refund, asked for after commit
      await openWholeCardRefund(tx, row, 'late');
      return 'refund_pending';
    }
    // a late top-up still gets the bonus20 it was promised at creation (stored on the row)
    await creditCardMoney(tx, row, row.userId, 'late', row.purpose === 'refill');
    await cardPaymentRows.change(tx, row.id, {
      status: 'succeeded',
      outcome: 'late_credited',
      settled: true,
    });
    return 'late_credited';
  }
  return 'no-change';
}

/** The purpose's effect; if it refuses (AppError), the money goes to the balance or back. */
async function succeed(tx: Db, city: CityContext, row: CardPaymentRow, log: Log): Promise<SettleEffect> {
  const facts = { city: city.config.city, paymentId: row.id, purpose: row.purpose };
  if (row.purpose === 'refill' && row.userId !== null) {
    await creditCardMoney(tx, row, row.userId, 'refill', true);
    await cardPaymentRows.change(tx, row.id, { status: 'succeeded', outcome: 'refilled', settled: true });
    return 'refilled';
  }
  // a company's top-up (issue 8): the same move onto the company balance, no bonus
  if (row.purpose === 'refill' && row.companyId !== null) {
    await creditCompanyCardMoney(tx, row, row.companyId, 'refill');
    await cardPaymentRows.change(tx, row.id, { status: 'succeeded', outcome: 'refilled', settled: true });
    return 'refilled';
  }
  const handler = row.purpose === 'refill' ? undefined : cardPaymentHandler(row.purpose);
  let refusal: string;
  if (handler) {
    try {
      // a savepoint: a refusing handler leaves nothing behind
      await tx.transaction((savepoint) =>
        handler.succeeded(savepoint, city, { ...recordOf(row), status: 'succeeded' }),
      );
      await cardPaymentRows.change(tx, row.id, { status: 'succeeded', outcome: 'handled', settled: true });
      return 'handled';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal = error.errorName;
    }
  } else {
    refusal = `no handler for ${row.purpose}`;
  }
  log.warn({ ...facts, refusal }, 'card payment could not be used for its purpose; keeping the money');
  // what the payment held (a stay that waited for it) is released, as on a decline
  if (handler) await releaseHold(tx, city, row, 'succeeded', log);
  if (row.userId === null) {
    await cardPaymentRows.change(tx, row.id, {
      status: 'succeeded',
      outcome: 'refund_pending',
      failureReason: refusal,
      settled: true,
    });
    await openWholeCardRefund(tx, row, 'purpose_refused');
    return 'refund_pending';
  }
  await creditCardMoney(tx, row, row.userId, 'fallback', false);
  await cardPaymentRows.change(tx, row.id, {
    status: 'succeeded',
    outcome: 'credited_to_balance',
    failureReason: refusal,
    settled: true,
  });
  return 'credited_to_balance';
}

/**
 * Declined, expired, or paid but refused by the purpose: the purpose releases what it held (a
 * reserved session, a quote).
 */
async function releaseHold(
  tx: Db,
  city: CityContext,
  row: CardPaymentRow,
  outcome: 'failed' | 'expired' | 'succeeded',
  log: Log,
): Promise<void> {
  const handler = row.purpose === 'refill' ? undefined : cardPaymentHandler(row.purpose);
  if (!handler?.failed) return;
  try {
    await tx.transaction((savepoint) =>
      handler.failed!(savepoint, city, { ...recordOf(row), status: outcome }),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.warn(
      { city: city.config.city, paymentId: row.id, refusal: error.errorName },
      'failed-payment handler refused',
    );
  }
}

/**
 * Sends a guest's money back to the card through card refunds (services/card-refunds): the
 * refund the settlement opened (or, for a payment left refund_pending before card refunds
 * existed, one opened now), asked for once; true when the provider says it is back. A refund
 * without an answer stays pending and the job pass asks again (reconcile-card-payments).
 */
export async function refundToCard(
  city: CityContext,
  row: CardPaymentRow,
  log: Log = quiet,
): Promise<boolean> {
  const refundId = await city.db.transaction(async (tx) => {
    const locked = await cardPaymentRows.lockById(tx, row.id);
    if (!locked || locked.outcome !== 'refund_pending') return null;
    return openWholeCardRefund(tx, locked, 'purpose_refused');
  });
  if (refundId === null) return false;
  try {
    return (await sendCardRefund(city, refundId, log)) === 'succeeded';
  } catch (error) {
    log.warn({ city: city.config.city, paymentId: row.id, err: error }, 'refund to card failed; will retry');
    return false;
  }
}
