import { and, asc, eq, inArray, lte, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db-types.ts';
import { cardPayments, type CardPaymentRow } from '../schema/card-payments.ts';

export type NewCardPayment = typeof cardPayments.$inferInsert;
export type CardPaymentChange = Partial<
  Pick<
    CardPaymentRow,
    'status' | 'outcome' | 'failureReason' | 'providerPaymentId' | 'redirectUrl' | 'receipt' | 'widget'
  >
> & { settled?: boolean };

const secondsAgo = (seconds: number) => sql`now() - ${seconds}::float8 * interval '1 second'`;

/** card_payments: one row per card payment, written only by services/card-payments. */
export const cardPaymentRows = {
  /** Null when (payer_scope, idempotency_key) is taken: a retry; read that row instead. */
  async insertIfNew(db: Db, values: NewCardPayment): Promise<CardPaymentRow | null> {
    const [row] = await db.insert(cardPayments).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  async byKey(db: Db, payerScope: string, key: string): Promise<CardPaymentRow | null> {
    const [row] = await db
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.payerScope, payerScope), eq(cardPayments.idempotencyKey, key)));
    return row ?? null;
  },

  async byId(db: Db, id: string): Promise<CardPaymentRow | null> {
    const [row] = await db.select().from(cardPayments).where(eq(cardPayments.id, id));
    return row ?? null;
  },

  /** Locks the row for the settling transaction: settlements of one payment run one at a time. */
  async lockById(db: Db, id: string): Promise<CardPaymentRow | null> {
    const [row] = await db.select().from(cardPayments).where(eq(cardPayments.id, id)).for('update');
    return row ?? null;
  },

  async byProviderId(db: Db, provider: string, providerPaymentId: string): Promise<CardPaymentRow | null> {
    const [row] = await db
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.provider, provider), eq(cardPayments.providerPaymentId, providerPaymentId)));
    return row ?? null;
  },

  /**
   * The fiscal receipt's link of a payment, and of its rows in the operations history (the
   * payment's own, and the ledger move it paid for); false when there is no such payment.
   */
  async setCheckFiscal(db: Db, id: string, checkFiscal: string): Promise<boolean> {
    const rows = await db
      .update(cardPayments)
      .set({ checkFiscal, updatedAt: sql`now()` })
      .where(eq(cardPayments.id, id))
      .returning({ id: cardPayments.id });
    if (rows.length === 0) return false;
    await db.execute(
      sql`UPDATE profile_operations SET check_fiscal = ${checkFiscal}
           WHERE card_payment_id = ${id} AND type <> 'cancel' AND type <> 'bonus20'`,
    );
    return true;
  },

  async lockByProviderId(
    db: Db,
    provider: string,
    providerPaymentId: string,
  ): Promise<CardPaymentRow | null> {
    const [row] = await db
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.provider, provider), eq(cardPayments.providerPaymentId, providerPaymentId)))
      .for('update');
    return row ?? null;
  },

  /** Keeps the receipt's address on a payment still waiting for the bank; false otherwise. */
  async setReceiptEmail(db: Db, id: string, email: string): Promise<boolean> {
    const rows = await db
      .update(cardPayments)
      .set({ receiptEmail: email, updatedAt: sql`now()` })
      .where(and(eq(cardPayments.id, id), eq(cardPayments.status, 'pending')))
      .returning({ id: cardPayments.id });
    return rows.length > 0;
  },

  async change(db: Db, id: string, change: CardPaymentChange): Promise<void> {
    const { settled, ...fields } = change;
    await db
      .update(cardPayments)
      .set({ ...fields, updatedAt: sql`now()`, ...(settled ? { settledAt: sql`now()` } : {}) })
      .where(eq(cardPayments.id, id));
  },

  /**
   * Takes up to `limit` pending payments older than `olderThanSeconds` that no instance looked
   * at in the last `leaseSeconds`, and stamps them, in one statement (SKIP LOCKED: instances
   * sharing a server never ask the provider about the same payment at once).
   */
  async claimPending(db: Db, olderThanSeconds: number, leaseSeconds: number, limit: number) {
    return leaseBatch(
      db,
      and(sql`${cardPayments.status} = 'pending'`, lte(cardPayments.createdAt, secondsAgo(olderThanSeconds))),
      cardPayments.createdAt,
      leaseSeconds,
      limit,
    ).returning({
      id: cardPayments.id,
      providerPaymentId: cardPayments.providerPaymentId,
      provider: cardPayments.provider,
      ageSeconds: sql<number>`extract(epoch from now() - ${cardPayments.createdAt})::float8`,
    });
  },

  /**
   * Paid payments of this provider still without their fiscal receipt's link (settled in the last
   * three days), each leased for `leaseSeconds` to one instance (SKIP LOCKED), oldest first.
   */
  async claimReceiptless(db: Db, provider: string, leaseSeconds: number, limit: number) {
    return leaseBatch(
      db,
      and(
        eq(cardPayments.provider, provider),
        sql`${cardPayments.status} IN ('succeeded', 'refunded')`,
        isNull(cardPayments.checkFiscal),
        sql`${cardPayments.receipt} IS NOT NULL`,
        sql`${cardPayments.settledAt} > now() - interval '3 days'`,
      ),
      cardPayments.settledAt,
      leaseSeconds,
      limit,
    ).returning({ id: cardPayments.id, providerPaymentId: cardPayments.providerPaymentId });
  },

  /** Guest money waiting to go back to the card (the provider's refund failed or never ran). */
  async claimRefunds(db: Db, leaseSeconds: number, limit: number) {
    return leaseBatch(
      db,
      sql`${cardPayments.outcome} = 'refund_pending'`,
      cardPayments.updatedAt,
      leaseSeconds,
      limit,
    ).returning();
  },
};

/**
 * Takes up to `limit` payments matching `where` that no instance looked at in the last
 * `leaseSeconds`, oldest by `order` first, and stamps them, in one statement (SKIP LOCKED:
 * instances sharing a server never ask the provider about the same payment at once). The caller
 * says which columns come back.
 */
function leaseBatch(db: Db, where: SQL | undefined, order: AnyPgColumn, leaseSeconds: number, limit: number) {
  const due = db
    .select({ id: cardPayments.id })
    .from(cardPayments)
    .where(
      and(where, or(isNull(cardPayments.checkedAt), lte(cardPayments.checkedAt, secondsAgo(leaseSeconds)))),
    )
    .orderBy(asc(order))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(cardPayments)
    .set({ checkedAt: sql`now()` })
    .where(inArray(cardPayments.id, due));
}
