import type { Db } from '../db-types.ts';
import { ledgerPostings, ledgerTransactions, type LedgerTransactionKind } from '../schema/ledger.ts';

/** ledger_transactions and ledger_postings: append-only, so inserts are all there is. */
export const journalRows = {
  async insertTransaction(
    db: Db,
    row: {
      kind: LedgerTransactionKind;
      scope: string;
      idempotencyKey: string;
      metadata: Record<string, unknown>;
    },
  ): Promise<{ id: number; createdAt: Date }> {
    const [made] = await db
      .insert(ledgerTransactions)
      .values(row)
      .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
    return made!;
  },

  async insertPostings(
    db: Db,
    transactionId: number,
    postings: readonly { accountId: number; amount: number }[],
  ): Promise<void> {
    await db.insert(ledgerPostings).values(postings.map((p) => ({ transactionId, ...p })));
  },
};
