import type { FastifyBaseLogger } from 'fastify';
import type { CityContext } from '../../config/city-context.ts';
import { cardPaymentRows } from '../../db/card-payments/card-payment-rows.ts';
import { cardRefundRows } from '../../db/card-refunds/card-refund-rows.ts';
import type { Db } from '../../db/db-types.ts';
import type { CardPaymentRow } from '../../db/schema/card-payments.ts';
import type { CardRefundRow } from '../../db/schema/card-refunds.ts';
import type {
  NotificationOutcome,
  PaymentProvider,
  ProviderNotification,
} from '../../integrations/payments/payment-provider.ts';
import { postTransaction } from '../ledger/post-transaction.ts';

type Log = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;

/** The provider's final word on one refund, from its answer, a fetch or a notification. */
export interface RefundVerdict {
  status: 'succeeded' | 'failed';
  providerRefundId: string | null;
  reason?: string;
}

/**
 * Settles a pending card refund once, in a transaction that locks its row: whoever comes second
 * (the job pass, a notification, a retried answer) finds it settled and changes nothing.
 * Succeeded: the money left us (card_refunds_due -N, card_clearing +N). Failed for good: it goes
 * to the driver's balance instead (card_refunds_due -N, driver +N), so it is never lost; a guest
 * has no balance, so the refund stays failed for staff to see (logged as an error). Answers the
 * refund's state after the call and whether this call settled it; null when there is no such refund.
 */
export async function settleRefundAnswer(
  city: CityContext,
  refundId: string,
  verdict: RefundVerdict,
  log: Log,
): Promise<{ status: CardRefundRow['status']; changed: boolean } | null> {
  return city.db.transaction(async (tx) => {
    const row = await cardRefundRows.lock(tx, refundId);
    if (!row) return null;
    if (row.status !== 'pending') return { status: row.status, changed: false };
    const settledTransactionId =
      verdict.status === 'succeeded' ? await moneyLeft(tx, row) : await moneyStays(tx, row, log, verdict);
    await cardRefundRows.settle(tx, row.id, {
      status: verdict.status,
      providerRefundId: verdict.providerRefundId ?? row.providerRefundId,
      failureReason: verdict.status === 'failed' ? (verdict.reason ?? 'refused').slice(0, 500) : null,
      settledTransactionId,
    });
    // a guest's whole payment back: the payment's own state says so, as before card_refunds
    if (verdict.status === 'succeeded' && row.reason !== 'cancel')
      await cardPaymentRows.change(tx, row.cardPaymentId, { status: 'refunded', outcome: 'refunded' });
    return { status: verdict.status, changed: true };
  });
}

async function moneyLeft(tx: Db, row: CardRefundRow): Promise<number | null> {
  if (row.ledgerTransactionId === null) return null;
  const posted = await postTransaction(tx, {
    kind: 'card_refund',
    scope: 'system',
    idempotencyKey: `card-refund-settled:${row.id}`,
    postings: [
      { account: await cardRefundRows.dueAccountId(tx), amount: -row.amountKopecks },
      { system: 'card_clearing', amount: row.amountKopecks },
    ],
    // not paymentId: the card reconciliation counts card_clearing moves naming it as money taken
    metadata: { cardRefundId: row.id, cardPaymentId: row.cardPaymentId, sessionId: row.sessionId },
  });
  return posted.id;
}

async function moneyStays(tx: Db, row: CardRefundRow, log: Log, verdict: RefundVerdict) {
  const facts = { refundId: row.id, paymentId: row.cardPaymentId, reason: verdict.reason };
  if (row.ledgerTransactionId === null || row.userId === null) {
    log.error(facts, 'a refund to a guest card failed for good; it needs staff');
    return null;
  }
  log.warn(facts, 'a refund to the card failed for good; crediting the balance');
  const posted = await postTransaction(tx, {
    kind: 'card_refund',
    scope: 'system',
    idempotencyKey: `card-refund-to-balance:${row.id}`,
    postings: [
      { account: await cardRefundRows.dueAccountId(tx), amount: -row.amountKopecks },
      { driver: row.userId, amount: row.amountKopecks },
    ],
    // the history shows it as a cancel onto the balance; the card's row turns to error
    metadata: { cardRefundId: row.id, sessionId: row.sessionId, refundFailed: true },
  });
  return posted.id;
}

/** The provider's word on a refund (refund.succeeded, CloudPayments' Refund): settles our card refund once. */
export async function settleCardRefund(
  city: CityContext,
  provider: PaymentProvider,
  notification: Extract<ProviderNotification, { kind: 'refund' }>,
  log: Log,
): Promise<NotificationOutcome> {
  const payment = await cardPaymentRows.byProviderId(city.db, provider.name, notification.providerPaymentId);
  if (!payment) return { verdict: 'unknown-payment' };
  const refund =
    (await cardRefundRows.byProviderRefundId(city.db, payment.id, notification.providerRefundId)) ??
    // the notification can come before our call got the provider's id back
    (await cardRefundRows.awaitingReceipt(city.db, payment.id, notification.amountKopecks));
  const facts = {
    city: city.config.city,
    paymentId: payment.id,
    providerRefundId: notification.providerRefundId,
  };
  if (!refund || (refund.providerRefundId && refund.providerRefundId !== notification.providerRefundId)) {
    log.warn(facts, 'a refund notification for no refund of ours');
    return { verdict: 'accepted', effect: 'unknown-refund' };
  }
  if (refund.amountKopecks !== notification.amountKopecks) {
    log.error({ ...facts, reported: notification.amountKopecks }, 'card refund amount mismatch');
    return { verdict: 'accepted', effect: 'amount-mismatch' };
  }
  if (refund.status !== 'pending') return { verdict: 'accepted', effect: 'no-change' };
  const settled = await settleRefundAnswer(
    city,
    refund.id,
    { status: notification.outcome, providerRefundId: notification.providerRefundId, reason: 'refused' },
    log,
  );
  return { verdict: 'accepted', effect: settled?.changed ? `refund-${settled.status}` : 'no-change' };
}

/** A refund receipt's link into that refund's checkFiscal (and its cancel row in the history); false when no refund matches. */
export async function recordRefundReceipt(
  city: CityContext,
  payment: CardPaymentRow,
  notification: Extract<ProviderNotification, { kind: 'receipt' }>,
): Promise<boolean> {
  return city.db.transaction(async (tx) => {
    const refund =
      (notification.providerRefundId
        ? await cardRefundRows.byProviderRefundId(tx, payment.id, notification.providerRefundId)
        : null) ?? (await cardRefundRows.awaitingReceipt(tx, payment.id, notification.amountKopecks));
    if (!refund) return false;
    await cardRefundRows.setCheckFiscal(tx, refund, notification.url);
    return true;
  });
}
