import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { LedgerTransactionKind, SystemAccountKind } from '../schema/ledger.ts';

/** Where a posting goes, as ledger_post (db/routines/functions/ledger_post.sql) reads it. */
export type PostingTarget =
  | { account: number; amount: number }
  | { driver: number; amount: number }
  | { company: number; amount: number }
  | { system: SystemAccountKind; shard: number; amount: number };

export interface PostedBalance {
  account: number;
  /** The driver of a driver_balance account, null for a system account. */
  userId: number | null;
  /** The company of a company_balance account (migration 0028), else null. */
  companyId: number | null;
  balance: number;
}

export type LedgerPostResult =
  { refused: true } | { refused: false; id: number; createdAt: Date; balances: PostedBalance[] };

/**
 * One call of ledger_post: resolves the targets, applies the balances, journals the move and
 * answers the new balances, in one round trip. `refused` when a driver's balance would go
 * below zero (nothing changed). SQLSTATE 22023 when an account does not exist.
 */
export async function ledgerPost(
  db: Db,
  move: {
    kind: LedgerTransactionKind;
    scope: string;
    idempotencyKey: string;
    metadata: Record<string, unknown>;
    postings: readonly PostingTarget[];
  },
): Promise<LedgerPostResult> {
  const rows = await rowsOf(
    db,
    sql`
    SELECT transaction_id, created_at, balances
      FROM ledger_post(${move.kind}, ${move.scope}, ${move.idempotencyKey},
                       ${JSON.stringify(move.metadata)}::jsonb, ${JSON.stringify(move.postings)}::jsonb)`,
  );
  const row = rows[0]!;
  if (row.transaction_id === null) return { refused: true };
  return {
    refused: false,
    id: Number(row.transaction_id),
    createdAt: new Date(row.created_at as string | Date),
    balances: (row.balances as PostedBalance[]).map((b) => ({
      account: Number(b.account),
      userId: b.userId === null ? null : Number(b.userId),
      companyId: b.companyId === null || b.companyId === undefined ? null : Number(b.companyId),
      balance: Number(b.balance),
    })),
  };
}
