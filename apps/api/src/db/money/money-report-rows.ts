import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

export type MoneyGroupKey = 'day' | 'zone' | 'method';

/** One group's sums, in kopecks as the ledger signs them (see moneyReportRows.read). */
export interface MoneyGroupSums {
  key: string | null;
  revenue: number;
  refunds: number;
  adjustments: number;
  bonus: number;
  sessions: number;
  minutes: number;
}

/** The four system accounts' postings over the period, summed with no join to anything else. */
export interface LedgerMovementSums {
  revenue: number;
  refunds: number;
  adjustments: number;
  bonus: number;
}

/**
 * The group of a money move. A move names its stay (metadata.sessionId) and its card payment
 * (metadata.paymentId); the method is the card payment's, else the stay's, else the one the move
 * names (a receipt's 'Квитанция'), else the balance it was paid from.
 */
function groupKey(by: MoneyGroupKey, timeZone: string): SQL {
  if (by === 'day') return sql`to_char(m.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
  if (by === 'zone') return sql`s.zone`;
  return sql`coalesce(cp.method, s.payment_method, m.metadata ->> 'method',
                      CASE WHEN m.company THEN 'corporate' WHEN m.driver THEN 'balance' END)`;
}

const num = (v: unknown): number => Number(v ?? 0);

/** Reads of the ledger for the money reports (services/money). */
export const moneyReportRows = {
  /**
   * Every ledger transaction of [from, to) that touched city_revenue, refunds, adjustments or
   * bonus, summed per group, and the same four accounts' postings summed on their own (the row
   * marked ledger): one statement, so both see one snapshot and must agree to the kopeck.
   * A stay counts once, in the group of its paying move that is not a renewal (a balance or
   * fleet start says action 'start', a card renewal's payment says action 'renew').
   */
  async read(
    db: Db,
    period: { from: Date; to: Date },
    by: MoneyGroupKey,
    timeZone: string,
  ): Promise<{ groups: MoneyGroupSums[]; ledger: LedgerMovementSums }> {
    const from = sql`${period.from.toISOString()}::timestamptz`;
    const to = sql`${period.to.toISOString()}::timestamptz`;
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`
      WITH moves AS (
        SELECT t.id, t.kind, t.metadata, t.created_at,
               coalesce(sum(p.amount) FILTER (WHERE a.kind = 'city_revenue'), 0) AS revenue,
               coalesce(sum(p.amount) FILTER (WHERE a.kind = 'refunds'), 0) AS refunds,
               coalesce(sum(p.amount) FILTER (WHERE a.kind = 'adjustments'), 0) AS adjustments,
               coalesce(sum(p.amount) FILTER (WHERE a.kind = 'bonus'), 0) AS bonus,
               bool_or(a.kind = 'driver_balance') AS driver,
               bool_or(a.kind = 'company_balance') AS company
          FROM ledger_transactions t
          JOIN ledger_postings p ON p.transaction_id = t.id
          JOIN ledger_accounts a ON a.id = p.account_id
         WHERE t.created_at >= ${from} AND t.created_at < ${to}
         GROUP BY t.id
        HAVING bool_or(a.kind IN ('city_revenue', 'refunds', 'adjustments', 'bonus'))
      ),
      placed AS (
        SELECT ${groupKey(by, timeZone)} AS key, m.revenue, m.refunds, m.adjustments, m.bonus,
               CASE WHEN m.kind = 'parking_payment' AND s.id IS NOT NULL
                     AND coalesce(m.metadata ->> 'action', cp.payload ->> 'action', 'start') <> 'renew'
                    THEN s.id END AS started,
               s.duration_minutes
          FROM moves m
          -- CASE, not AND: only a number is cast (the order of AND's operands is the planner's)
          LEFT JOIN parking_sessions s
            ON s.id = CASE WHEN jsonb_typeof(m.metadata -> 'sessionId') = 'number'
                           THEN (m.metadata ->> 'sessionId')::bigint END
          LEFT JOIN card_payments cp ON cp.id = m.metadata ->> 'paymentId'
      )
      SELECT key, sum(revenue) AS revenue, sum(refunds) AS refunds, sum(adjustments) AS adjustments,
             sum(bonus) AS bonus, count(DISTINCT started) AS sessions,
             coalesce(sum(duration_minutes) FILTER (WHERE started IS NOT NULL), 0) AS minutes,
             false AS ledger
        FROM placed GROUP BY key
      UNION ALL
      SELECT NULL, coalesce(sum(p.amount) FILTER (WHERE a.kind = 'city_revenue'), 0),
             coalesce(sum(p.amount) FILTER (WHERE a.kind = 'refunds'), 0),
             coalesce(sum(p.amount) FILTER (WHERE a.kind = 'adjustments'), 0),
             coalesce(sum(p.amount) FILTER (WHERE a.kind = 'bonus'), 0), 0, 0, true
        FROM ledger_postings p
        JOIN ledger_transactions t ON t.id = p.transaction_id
        JOIN ledger_accounts a ON a.id = p.account_id
       WHERE t.created_at >= ${from} AND t.created_at < ${to}
         AND a.kind IN ('city_revenue', 'refunds', 'adjustments', 'bonus')`,
    );
    const sums = (r: Record<string, unknown>) => ({
      revenue: num(r.revenue),
      refunds: num(r.refunds),
      adjustments: num(r.adjustments),
      bonus: num(r.bonus),
    });
    const ledgerRow = rows.find((r) => r.ledger === true)!;
    const groups = rows
      .filter((r) => r.ledger !== true)
      .map((r) => ({
        key: r.key === null ? null : String(r.key),
        ...sums(r),
        sessions: num(r.sessions),
        minutes: num(r.minutes),
      }));
    return { groups, ledger: sums(ledgerRow) };
  },
};
