import { sql } from 'drizzle-orm';
import type { LedgerAccountKind } from '../schema/ledger.ts';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/** One kind of ledger account around one day, in kopecks (see dailyCloseRows.read). */
export interface CloseKindSums {
  kind: LedgerAccountKind;
  accounts: number;
  /** The journal's postings before the day. */
  before: number;
  debits: number;
  credits: number;
  /** The journal's postings at or after the day's end. */
  after: number;
  /** The stored balances now (ledger_accounts.balance). */
  stored: number;
}

const num = (v: unknown): number => Number(v ?? 0);

/** Reads of the ledger for the daily close (services/money). */
export const dailyCloseRows = {
  /**
   * Per account kind: the postings before [start, end), in it (negative and positive apart),
   * after it, and the stored balances now, in one statement (one snapshot). `before` sums the
   * whole journal up to the day: that is the point of the close, which checks the stored
   * balances against every posting ever made.
   */
  async read(
    db: Db,
    day: { start: Date; end: Date },
  ): Promise<{ kinds: CloseKindSums[]; transactions: number }> {
    const start = sql`${day.start.toISOString()}::timestamptz`;
    const end = sql`${day.end.toISOString()}::timestamptz`;
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`
      WITH journal AS (
        SELECT a.kind,
               sum(p.amount) FILTER (WHERE t.created_at < ${start}) AS before,
               sum(p.amount) FILTER (WHERE t.created_at >= ${start} AND t.created_at < ${end}
                                       AND p.amount < 0) AS debits,
               sum(p.amount) FILTER (WHERE t.created_at >= ${start} AND t.created_at < ${end}
                                       AND p.amount > 0) AS credits,
               sum(p.amount) FILTER (WHERE t.created_at >= ${end}) AS after
          FROM ledger_postings p
          JOIN ledger_transactions t ON t.id = p.transaction_id
          JOIN ledger_accounts a ON a.id = p.account_id
         GROUP BY a.kind
      ),
      stored AS (
        SELECT kind, count(*) FILTER (WHERE created_at < ${end}) AS accounts, sum(balance) AS stored
          FROM ledger_accounts GROUP BY kind
      )
      SELECT s.kind, s.accounts, s.stored, j.before, j.debits, j.credits, j.after,
             (SELECT count(*) FROM ledger_transactions t
               WHERE t.created_at >= ${start} AND t.created_at < ${end}) AS transactions
        FROM stored s LEFT JOIN journal j ON j.kind = s.kind`,
    );
    return {
      kinds: rows.map((r) => ({
        kind: r.kind as LedgerAccountKind,
        accounts: num(r.accounts),
        before: num(r.before),
        debits: num(r.debits),
        credits: num(r.credits),
        after: num(r.after),
        stored: num(r.stored),
      })),
      transactions: num(rows[0]?.transactions),
    };
  },
};
