import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import {
  sandboxBankPayments,
  sandboxBankRefunds,
  type SandboxBankPaymentRow,
} from '../schema/card-payments.ts';

export interface NewSandboxPayment {
  id: string;
  merchantPaymentId: string;
  amountKopecks: number;
  description: string;
  returnUrl: string;
  webhookUrl: string;
  expiresInSeconds: number;
}

/** sandbox_bank_payments: the sandbox bank's side of each payment (integrations/payments/sandbox). */
export const sandboxBankRows = {
  async insert(db: Db, p: NewSandboxPayment): Promise<void> {
    const { expiresInSeconds, ...values } = p;
    await db
      .insert(sandboxBankPayments)
      .values({ ...values, expiresAt: sql`now() + ${expiresInSeconds}::float8 * interval '1 second'` });
  },

  /** With `expired`: still pending but past its pay-by time. */
  async byId(db: Db, id: string): Promise<(SandboxBankPaymentRow & { expired: boolean }) | null> {
    const [row] = await db
      .select({ row: sandboxBankPayments, expired: sql<boolean>`${sandboxBankPayments.expiresAt} <= now()` })
      .from(sandboxBankPayments)
      .where(eq(sandboxBankPayments.id, id));
    return row ? { ...row.row, expired: row.expired } : null;
  },

  /** The bank's statement for the money reconciliation: payments made in [from, to), oldest first. */
  async madeBetween(db: Db, from: Date, to: Date): Promise<(SandboxBankPaymentRow & { expired: boolean })[]> {
    const rows = await db
      .select({ row: sandboxBankPayments, expired: sql<boolean>`${sandboxBankPayments.expiresAt} <= now()` })
      .from(sandboxBankPayments)
      .where(and(gte(sandboxBankPayments.createdAt, from), lt(sandboxBankPayments.createdAt, to)))
      .orderBy(asc(sandboxBankPayments.createdAt), asc(sandboxBankPayments.id));
    return rows.map((r) => ({ ...r.row, expired: r.expired }));
  },

  /**
   * Records the payer's decision once: only a pending, unexpired payment changes. `notify`
   * false holds the notification back (the pay page's "do not notify" test switch).
   */
  async decide(
    db: Db,
    id: string,
    status: 'succeeded' | 'failed',
    eventId: string,
    notify: boolean,
  ): Promise<boolean> {
    const rows = await db
      .update(sandboxBankPayments)
      .set({
        status,
        decidedAt: sql`now()`,
        webhookEventId: eventId,
        webhookState: notify ? 'due' : 'none',
        webhookNextAt: sql`now()`,
      })
      .where(
        and(
          eq(sandboxBankPayments.id, id),
          sql`${sandboxBankPayments.status} = 'pending'`,
          sql`${sandboxBankPayments.expiresAt} > now()`,
        ),
      )
      .returning({ id: sandboxBankPayments.id });
    return rows.length === 1;
  },

  /**
   * One refund of a paid payment, made once per refund key (a retry answers the first one); null
   * when the payment is not paid or the amount is more than what is left of it.
   */
  async refund(
    db: Db,
    id: string,
    refundKey: string,
    amountKopecks: number,
  ): Promise<{ id: string; amountKopecks: number } | null> {
    return db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.id, id))
        .for('update');
      if (!payment) return null;
      const [earlier] = await tx
        .select()
        .from(sandboxBankRefunds)
        .where(and(eq(sandboxBankRefunds.paymentId, id), eq(sandboxBankRefunds.refundKey, refundKey)));
      if (earlier) return { id: earlier.id, amountKopecks: earlier.amountKopecks };
      const left = payment.amountKopecks - payment.refundedKopecks;
      if (payment.status === 'pending' || payment.status === 'failed' || amountKopecks > left) return null;
      const refundId = `sbx_rf_${randomBytes(12).toString('base64url')}`;
      await tx.insert(sandboxBankRefunds).values({ id: refundId, paymentId: id, refundKey, amountKopecks });
      await tx
        .update(sandboxBankPayments)
        .set({
          refundedKopecks: payment.refundedKopecks + amountKopecks,
          ...(amountKopecks === left ? { status: 'refunded' as const } : {}),
        })
        .where(eq(sandboxBankPayments.id, id));
      return { id: refundId, amountKopecks };
    });
  },

  /** A refund made under this key, or null. */
  async refundByKey(db: Db, id: string, refundKey: string): Promise<{ id: string } | null> {
    const [row] = await db
      .select({ id: sandboxBankRefunds.id })
      .from(sandboxBankRefunds)
      .where(and(eq(sandboxBankRefunds.paymentId, id), eq(sandboxBankRefunds.refundKey, refundKey)));
    return row ?? null;
  },

  /** Due notifications (or one of them), each leased for `leaseMs` to this sender (SKIP LOCKED). */
  async claimDueWebhooks(
    db: Db,
    limit: number,
    leaseMs: number,
    onlyId?: string,
  ): Promise<SandboxBankPaymentRow[]> {
    const due = db
      .select({ id: sandboxBankPayments.id })
      .from(sandboxBankPayments)
      .where(
        and(
          sql`${sandboxBankPayments.webhookState} = 'due'`,
          lte(sandboxBankPayments.webhookNextAt, sql`now()`),
          ...(onlyId ? [eq(sandboxBankPayments.id, onlyId)] : []),
        ),
      )
      .orderBy(asc(sandboxBankPayments.webhookNextAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(sandboxBankPayments)
      .set({
        webhookAttempts: sql`${sandboxBankPayments.webhookAttempts} + 1`,
        webhookNextAt: sql`now() + ${leaseMs}::float8 * interval '1 millisecond'`,
      })
      .where(inArray(sandboxBankPayments.id, due))
      .returning();
  },

  async webhookDelivered(db: Db, id: string): Promise<void> {
    await db
      .update(sandboxBankPayments)
      .set({ webhookState: 'delivered', webhookNextAt: null, webhookLastError: null })
      .where(eq(sandboxBankPayments.id, id));
  },

  /** `retryInMs` null: give up (the shop's reconciliation will ask instead). */
  async webhookFailed(db: Db, id: string, error: string, retryInMs: number | null): Promise<void> {
    await db
      .update(sandboxBankPayments)
      .set(
        retryInMs === null
          ? { webhookState: 'gave_up', webhookNextAt: null, webhookLastError: error }
          : {
              webhookNextAt: sql`now() + ${retryInMs}::float8 * interval '1 millisecond'`,
              webhookLastError: error,
            },
      )
      .where(and(eq(sandboxBankPayments.id, id), sql`${sandboxBankPayments.webhookState} = 'due'`));
  },
};
