import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../config/city-context.ts';
import { cardPaymentRows } from '../../db/card-payments/card-payment-rows.ts';
import { cardRefundRows } from '../../db/card-refunds/card-refund-rows.ts';
import type { Db } from '../../db/db-types.ts';
import type { CardPaymentRow } from '../../db/schema/card-payments.ts';
import type { CardRefundRow } from '../../db/schema/card-refunds.ts';
import type { SessionRow } from '../../db/schema/sessions.ts';
import { cardPaymentRuntime } from '../card-payments/card-payment-runtime.ts';
import { emptyReceipt, refundReceiptOf } from '../card-payments/payment-receipt.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { settleRefundAnswer } from './settle-card-refund.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
const quiet: Log = { warn: () => undefined, error: () => undefined, info: () => undefined };

/** While one process asks the provider about a refund, the job pass leaves it alone this long. */
export const ASK_LEASE_SECONDS = 60;

/** How a stay's refund is journaled: the caller's key space, and facts for the history. */
export interface StayRefundJournal {
  scope: string;
  spreadKey: number;
  metadata?: Record<string, unknown>;
}

export interface OpenedCardRefunds {
  /** Kopecks owed back to cards now; the rest of the refund is the caller's (the balance). */
  toCard: number;
  /** The refunds made, to send to the provider after commit. */
  refundIds: string[];
}

/**
 * In the cancel's transaction (the session row locked by the caller): the part of a stay's
 * refund its card payments can take back, newest payment first (the unused time was bought
 * last), each as a pending card refund and one ledger move refunds -N, card_refunds_due +N.
 * The provider is asked after commit (sendCardRefund); the job pass retries until it answers.
 */
export async function openStayCardRefunds(
  tx: Db,
  stay: SessionRow & { userId: number },
  refund: number,
  journal: StayRefundJournal,
): Promise<OpenedCardRefunds> {
  const opened: OpenedCardRefunds = { toCard: 0, refundIds: [] };
  if (refund <= 0) return opened;
  const payments = await cardRefundRows.ofStay(tx, {
    sessionId: stay.id,
    userId: stay.userId,
    cardPaymentId: stay.cardPaymentId,
  });
  const due = payments.length > 0 ? await cardRefundRows.dueAccountId(tx) : 0;
  for (const { payment, refundableKopecks } of payments) {
    const amount = Math.min(refund - opened.toCard, refundableKopecks);
    if (amount <= 0) continue;
    const id = randomUUID();
    const posted = await postTransaction(tx, {
      kind: 'parking_refund',
      scope: journal.scope,
      idempotencyKey: `card-refund:${id}`,
      postings: [
        { system: 'refunds', spreadKey: journal.spreadKey, amount: -amount },
        { account: due, amount },
      ],
      // paymentId: the history row shows the card it goes back to; cardRefundId: its state
      metadata: { ...journal.metadata, sessionId: stay.id, paymentId: payment.id, cardRefundId: id },
    });
    const row = await cardRefundRows.insert(tx, payment, {
      id,
      cardPaymentId: payment.id,
      amountKopecks: amount,
      reason: 'cancel',
      sessionId: stay.id,
      userId: stay.userId,
      receipt: refundReceiptOf(payment.receipt ?? emptyReceipt(payment.amountKopecks), amount),
      ledgerTransactionId: posted.id,
    });
    // the session row lock makes a second cancel of one stay wait and then find it finished
    if (!row) throw new Error(`card refund of payment ${payment.id} for session ${stay.id} exists`);
    opened.toCard += amount;
    opened.refundIds.push(id);
    if (opened.toCard === refund) break;
  }
  return opened;
}

/**
 * In the settling transaction (the payment row locked): a guest's whole payment goes back to
 * the card, a purpose that refused it or a success after we gave up. The money never entered
 * the ledger (a guest has no balance), so there is no move. Once per payment; the existing
 * refund's id when it was opened before.
 */
export async function openWholeCardRefund(
  tx: Db,
  payment: CardPaymentRow,
  reason: 'purpose_refused' | 'late',
): Promise<string> {
  const earlier = await cardRefundRows.wholeOf(tx, payment.id);
  if (earlier) return earlier.id;
  const id = randomUUID();
  const row = await cardRefundRows.insert(tx, payment, {
    id,
    cardPaymentId: payment.id,
    amountKopecks: payment.amountKopecks,
    reason,
    receipt: refundReceiptOf(payment.receipt ?? emptyReceipt(payment.amountKopecks), payment.amountKopecks),
  });
  return row?.id ?? (await cardRefundRows.wholeOf(tx, payment.id))!.id;
}

/**
 * After commit, outside any transaction: asks the provider for one refund, unless another
 * process holds it or it is settled. Answers what the refund's state is now.
 */
export async function sendCardRefund(
  city: CityContext,
  refundId: string,
  log: Log = quiet,
): Promise<CardRefundRow['status'] | null> {
  const claimed = await cardRefundRows.claim(city.db, refundId, ASK_LEASE_SECONDS);
  if (!claimed) return null;
  return askProvider(city, claimed, log);
}

/** Sends the refunds a transaction opened; a failure to ask is left to the job pass. */
export async function sendCardRefunds(city: CityContext, refundIds: readonly string[], log: Log = quiet) {
  for (const id of refundIds) {
    try {
      await sendCardRefund(city, id, log);
    } catch (error) {
      log.warn({ city: city.config.city, refundId: id, err: error }, 'card refund not sent; job retries');
    }
  }
}

/**
 * One try with a claimed refund: the first time (or while the provider never gave its id) the
 * refund is asked for again, idempotent by our refund id; once it has the provider's id, its
 * state is fetched. A final answer settles it; no answer or pending waits, longer each time.
 */
export async function askProvider(
  city: CityContext,
  refund: CardRefundRow,
  log: Log = quiet,
): Promise<CardRefundRow['status']> {
  const provider = cardPaymentRuntime().providerOf(city.config.city);
  const facts = { city: city.config.city, refundId: refund.id, attempts: refund.attempts };
  let answer;
  try {
    const payment = await paymentOf(city, refund);
    answer = refund.providerRefundId
      ? await provider.fetchRefund(city, {
          providerPaymentId: payment.providerPaymentId,
          providerRefundId: refund.providerRefundId,
          refundId: refund.id,
        })
      : await provider.refund(city, {
          providerPaymentId: payment.providerPaymentId,
          amountKopecks: refund.amountKopecks,
          refundId: refund.id,
          receipt: refund.receipt,
        });
  } catch (error) {
    log.warn({ ...facts, err: error }, 'card refund: the provider did not answer; will retry');
    await cardRefundRows.retryLater(city.db, refund.id, null, backoffSeconds(refund.attempts));
    return 'pending';
  }
  if (answer.status === 'pending') {
    await cardRefundRows.retryLater(
      city.db,
      refund.id,
      answer.providerRefundId,
      backoffSeconds(refund.attempts),
    );
    return 'pending';
  }
  const verdict = { status: answer.status, providerRefundId: answer.providerRefundId, reason: answer.reason };
  const settled = await settleRefundAnswer(city, refund.id, verdict, log);
  return settled?.status ?? answer.status;
}

async function paymentOf(city: CityContext, refund: CardRefundRow) {
  const payment = await cardPaymentRows.byId(city.db, refund.cardPaymentId);
  if (!payment) throw new Error(`card payment ${refund.cardPaymentId} is missing`);
  return payment;
}

/** 30 s, 1 min, 2 min, ... at most an hour between tries. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, Math.min(attempts - 1, 7)));
}
