import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

export interface LedgerInvariants {
  /** every transaction has at least two postings and they sum to zero */
  postingsSumZero: boolean;
  /** every stored balance equals the sum of its account's postings */
  balancesMatchPostings: boolean;
  noNegativeDriverBalance: boolean;
  /** no company's balance below zero (fleet money, migration 0028) */
  noNegativeCompanyBalance: boolean;
}

/**
 * The ledger's invariants, computed by the database over the whole journal: for tests, a
 * health check and nightly reconciliation. Reads everything, so not for a request's hot path.
 */
/**
 * What checkInvariants answers for a sound ledger. Tests compare against this one object, so a new
 * invariant is one more key here (the type demands it) rather than an edit of every test.
 */
export const INVARIANTS_HOLD: LedgerInvariants = {
  postingsSumZero: true,
  balancesMatchPostings: true,
  noNegativeDriverBalance: true,
  noNegativeCompanyBalance: true,
};

export async function checkInvariants(db: Db): Promise<LedgerInvariants> {
  const rows = await rowsOf<Record<string, boolean>>(
    db,
    sql`
    SELECT
      NOT EXISTS (
        SELECT 1 FROM ledger_transactions t
          LEFT JOIN ledger_postings p ON p.transaction_id = t.id
         GROUP BY t.id
        HAVING count(p.id) < 2 OR coalesce(sum(p.amount), 0) <> 0
      ) AS "postingsSumZero",
      NOT EXISTS (
        SELECT 1 FROM ledger_accounts a
          LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_postings GROUP BY account_id) s
            ON s.account_id = a.id
         WHERE a.balance <> coalesce(s.total, 0)
      ) AS "balancesMatchPostings",
      NOT EXISTS (
        SELECT 1 FROM ledger_accounts WHERE kind = 'driver_balance' AND balance < 0
      ) AS "noNegativeDriverBalance",
      NOT EXISTS (
        SELECT 1 FROM ledger_accounts WHERE kind = 'company_balance' AND balance < 0
      ) AS "noNegativeCompanyBalance"`,
  );
  const row = rows[0]!;
  return {
    postingsSumZero: row.postingsSumZero === true,
    balancesMatchPostings: row.balancesMatchPostings === true,
    noNegativeDriverBalance: row.noNegativeDriverBalance === true,
    noNegativeCompanyBalance: row.noNegativeCompanyBalance === true,
  };
}
