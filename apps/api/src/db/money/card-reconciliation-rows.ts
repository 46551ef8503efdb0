import { sql, type SQL } from 'drizzle-orm';
import type { CardPaymentStatus } from '../schema/card-payments.ts';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/** Our side of a card payment, with the card money the ledger moved for it. */
export interface OurCardPayment {
  id: string;
  providerPaymentId: string;
  status: CardPaymentStatus;
  /** What the settlement did with the money (refilled, handled, refund_pending, ...). */
  outcome: string | null;
  amountKopecks: number;
  purpose: string;
  method: string;
  createdAt: Date;
  /** card_clearing's postings for it, negated: the card money credited here (0 when none). */
  ledgerKopecks: number;
}

/**
 * card_payments of one provider chosen by `where`, each with the card_clearing postings of the
 * ledger moves naming it (metadata.paymentId). The journal is read from the oldest chosen
 * payment on (a move never precedes its payment), by the created_at index.
 */
async function read(db: Db, provider: string, where: SQL): Promise<OurCardPayment[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    WITH ours AS (
      SELECT cp.id, cp.provider_payment_id, cp.status, cp.outcome, cp.amount_kopecks, cp.purpose,
             cp.method, cp.created_at
        FROM card_payments cp
       WHERE cp.provider = ${provider} AND ${where}
    ),
    card_money AS (
      SELECT t.metadata ->> 'paymentId' AS payment_id, -sum(p.amount) AS kopecks
        FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id
       WHERE t.created_at >= (SELECT min(created_at) FROM ours)
         AND t.metadata ? 'paymentId' AND a.kind = 'card_clearing'
       GROUP BY 1
    )
    SELECT ours.*, coalesce(m.kopecks, 0) AS ledger_kopecks
      FROM ours LEFT JOIN card_money m ON m.payment_id = ours.id
     ORDER BY ours.created_at, ours.id`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    providerPaymentId: String(r.provider_payment_id),
    status: r.status as CardPaymentStatus,
    outcome: r.outcome === null ? null : String(r.outcome),
    amountKopecks: Number(r.amount_kopecks),
    purpose: String(r.purpose),
    method: String(r.method),
    createdAt: new Date(r.created_at as string | Date),
    ledgerKopecks: Number(r.ledger_kopecks),
  }));
}

/** Reads of card payments for the card reconciliation (services/money). */
export const cardReconciliationRows = {
  /** Made in [from, to). */
  made(db: Db, provider: string, period: { from: Date; to: Date }): Promise<OurCardPayment[]> {
    return read(
      db,
      provider,
      sql`cp.created_at >= ${period.from.toISOString()}::timestamptz
          AND cp.created_at < ${period.to.toISOString()}::timestamptz`,
    );
  },

  /** The provider's payments we have, whenever they were made (a period's edge splits a pair). */
  async byProviderIds(db: Db, provider: string, ids: readonly string[]): Promise<OurCardPayment[]> {
    if (ids.length === 0) return [];
    return read(
      db,
      provider,
      sql`cp.provider_payment_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  },
};
