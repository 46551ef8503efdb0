import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import { cardPayments, type CardPaymentRow } from '../schema/card-payments.ts';
import { cardRefunds, type CardRefundRow, type NewCardRefund } from '../schema/card-refunds.ts';
import { profileOperations } from '../schema/operations.ts';

export type OpenCardRefund = Omit<
  NewCardRefund,
  'paymentKopecks' | 'refundedBefore' | 'refundedAfter' | 'status' | 'attempts' | 'createdAt'
>;

/** A card payment that paid (part of) a stay, with what is left of it to refund. */
export interface StayCardPayment {
  payment: CardPaymentRow;
  refundableKopecks: number;
}

/** card_refunds: one row per refund to a card, written only by services/card-refunds. */
export const cardRefundRows = {
  /** The ledger account of money owed back to cards (migration 0045 made it). */
  async dueAccountId(db: Db): Promise<number> {
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`SELECT id FROM ledger_accounts
           WHERE kind = 'card_refunds_due' AND user_id IS NULL AND company_id IS NULL AND shard = 0`,
    );
    if (!rows[0]) throw new Error('ledger account card_refunds_due is missing (migration 0045)');
    return Number(rows[0].id);
  },

  /**
   * The card payments a driver's stay was paid with (its start, and renewals naming it), whose
   * purpose took the money, newest first, each with what its earlier refunds left of it.
   */
  async ofStay(
    db: Db,
    stay: { sessionId: number; userId: number; cardPaymentId: string | null },
  ): Promise<StayCardPayment[]> {
    const rows = await db
      .select({
        payment: cardPayments,
        refunded: sql<string>`coalesce((SELECT max(r.refunded_after) FROM card_refunds r
                                         WHERE r.card_payment_id = ${cardPayments.id}), 0)`,
      })
      .from(cardPayments)
      .where(
        and(
          sql`${cardPayments.status} = 'succeeded' AND ${cardPayments.outcome} = 'handled'`,
          sql`(${cardPayments.id} = ${stay.cardPaymentId ?? ''}
               OR (${cardPayments.userId} = ${stay.userId}
                   AND ${cardPayments.payload} ->> 'sessionId' = ${String(stay.sessionId)}))`,
        ),
      )
      .orderBy(sql`${cardPayments.createdAt} DESC, ${cardPayments.id} DESC`);
    return rows.map((r) => ({
      payment: r.payment,
      refundableKopecks: r.payment.amountKopecks - Number(r.refunded),
    }));
  },

  /**
   * Adds a refund at the end of its payment's chain (see the migration): null when the same
   * refund exists already (the unique keys: one per cancel and payment, one whole refund).
   */
  async insert(db: Db, payment: CardPaymentRow, values: OpenCardRefund): Promise<CardRefundRow | null> {
    const rows = await rowsOf<{ refunded: string | null }>(
      db,
      sql`SELECT max(refunded_after) AS refunded FROM card_refunds WHERE card_payment_id = ${payment.id}`,
    );
    const before = Number(rows[0]?.refunded ?? 0);
    const [row] = await db
      .insert(cardRefunds)
      .values({
        ...values,
        paymentKopecks: payment.amountKopecks,
        refundedBefore: before === 0 ? null : before,
        refundedAfter: before + values.amountKopecks,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  async byId(db: Db, id: string): Promise<CardRefundRow | null> {
    const [row] = await db.select().from(cardRefunds).where(eq(cardRefunds.id, id));
    return row ?? null;
  },

  async wholeOf(db: Db, cardPaymentId: string): Promise<CardRefundRow | null> {
    const [row] = await db
      .select()
      .from(cardRefunds)
      .where(and(eq(cardRefunds.cardPaymentId, cardPaymentId), sql`${cardRefunds.reason} <> 'cancel'`));
    return row ?? null;
  },

  /** Locks the row for the settling transaction: one answer settles it, later ones see it settled. */
  async lock(db: Db, id: string): Promise<CardRefundRow | null> {
    const [row] = await db.select().from(cardRefunds).where(eq(cardRefunds.id, id)).for('update');
    return row ?? null;
  },

  /**
   * Takes a pending refund for asking the provider: it is not due again for `leaseSeconds`, so
   * the job pass of another instance leaves it alone meanwhile. Null when it is settled or
   * someone else holds it.
   */
  async claim(db: Db, id: string, leaseSeconds: number): Promise<CardRefundRow | null> {
    const [row] = await db
      .update(cardRefunds)
      .set({ attempts: sql`${cardRefunds.attempts} + 1`, nextTryAt: leaseEnd(leaseSeconds) })
      .where(
        and(
          eq(cardRefunds.id, id),
          eq(cardRefunds.status, 'pending'),
          lte(cardRefunds.nextTryAt, sql`now()`),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Pending refunds due for another try, each leased to this pass (SKIP LOCKED). */
  async claimDue(db: Db, leaseSeconds: number, limit: number): Promise<CardRefundRow[]> {
    const due = db
      .select({ id: cardRefunds.id })
      .from(cardRefunds)
      .where(and(eq(cardRefunds.status, 'pending'), lte(cardRefunds.nextTryAt, sql`now()`)))
      .orderBy(asc(cardRefunds.nextTryAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(cardRefunds)
      .set({ attempts: sql`${cardRefunds.attempts} + 1`, nextTryAt: leaseEnd(leaseSeconds) })
      .where(and(inArray(cardRefunds.id, due), eq(cardRefunds.status, 'pending')))
      .returning();
  },

  /** Not answered yet: ask again in `seconds`, remembering the provider's refund id once known. */
  async retryLater(db: Db, id: string, providerRefundId: string | null, seconds: number): Promise<void> {
    await db
      .update(cardRefunds)
      .set({
        nextTryAt: leaseEnd(seconds),
        ...(providerRefundId ? { providerRefundId } : {}),
      })
      .where(and(eq(cardRefunds.id, id), eq(cardRefunds.status, 'pending')));
  },

  /** The provider's final word (the caller holds the row's lock). */
  async settle(
    db: Db,
    id: string,
    change: Pick<CardRefundRow, 'status' | 'providerRefundId' | 'failureReason' | 'settledTransactionId'>,
  ): Promise<void> {
    await db
      .update(cardRefunds)
      // settled: the retry lease no longer applies; the receipt pass may ask about it at once
      .set({ ...change, settledAt: sql`now()`, nextTryAt: sql`now()` })
      .where(eq(cardRefunds.id, id));
  },

  async byProviderRefundId(db: Db, cardPaymentId: string, providerRefundId: string) {
    const [row] = await db
      .select()
      .from(cardRefunds)
      .where(
        and(eq(cardRefunds.cardPaymentId, cardPaymentId), eq(cardRefunds.providerRefundId, providerRefundId)),
      );
    return row ?? null;
  },

  /** The oldest refund of this payment for this amount still without a receipt (not failed). */
  async awaitingReceipt(db: Db, cardPaymentId: string, amountKopecks: number) {
    const [row] = await db
      .select()
      .from(cardRefunds)
      .where(
        and(
          eq(cardRefunds.cardPaymentId, cardPaymentId),
          eq(cardRefunds.amountKopecks, amountKopecks),
          sql`${cardRefunds.status} <> 'failed'`,
          isNull(cardRefunds.checkFiscal),
        ),
      )
      .orderBy(asc(cardRefunds.createdAt))
      .limit(1);
    return row ?? null;
  },

  /**
   * Refunds the provider made (in the last three days) still without their receipt's link, of
   * payments made through `provider`, each leased for `leaseSeconds` (SKIP LOCKED); for a provider
   * that does not send receipts but lets us ask (YooKassa).
   */
  async claimReceiptless(db: Db, provider: string, leaseSeconds: number, limit: number) {
    const due = db
      .select({ id: cardRefunds.id })
      .from(cardRefunds)
      .innerJoin(cardPayments, eq(cardPayments.id, cardRefunds.cardPaymentId))
      .where(
        and(
          eq(cardRefunds.status, 'succeeded'),
          isNull(cardRefunds.checkFiscal),
          sql`${cardRefunds.providerRefundId} IS NOT NULL`,
          sql`${cardRefunds.settledAt} > now() - interval '3 days'`,
          lte(cardRefunds.nextTryAt, sql`now()`),
          eq(cardPayments.provider, provider),
        ),
      )
      .orderBy(asc(cardRefunds.settledAt))
      .limit(limit)
      .for('update', { of: cardRefunds, skipLocked: true });
    const claimed = await db
      .update(cardRefunds)
      .set({ nextTryAt: leaseEnd(leaseSeconds) })
      .where(inArray(cardRefunds.id, due))
      .returning({
        id: cardRefunds.id,
        cardPaymentId: cardRefunds.cardPaymentId,
        providerRefundId: cardRefunds.providerRefundId,
      });
    if (claimed.length === 0) return [];
    const payments = await db
      .select({ id: cardPayments.id, providerPaymentId: cardPayments.providerPaymentId })
      .from(cardPayments)
      .where(
        inArray(
          cardPayments.id,
          claimed.map((c) => c.cardPaymentId),
        ),
      );
    const providerIdOf = new Map(payments.map((p) => [p.id, p.providerPaymentId]));
    return claimed.map((c) => ({
      id: c.id,
      providerRefundId: c.providerRefundId!,
      providerPaymentId: providerIdOf.get(c.cardPaymentId)!,
    }));
  },

  /** The refund receipt's link on the refund and on its cancel row of the history. */
  async setCheckFiscal(db: Db, refund: CardRefundRow, url: string): Promise<void> {
    await db.update(cardRefunds).set({ checkFiscal: url }).where(eq(cardRefunds.id, refund.id));
    if (refund.ledgerTransactionId === null) return;
    await db
      .update(profileOperations)
      .set({ checkFiscal: url })
      .where(eq(profileOperations.ledgerTransactionId, refund.ledgerTransactionId));
  },
};

function leaseEnd(seconds: number) {
  return sql`now() + ${seconds}::float8 * interval '1 second'`;
}
