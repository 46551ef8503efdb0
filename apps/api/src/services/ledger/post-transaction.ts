import type { Db } from '../../db/db-types.ts';
import { checkViolation } from '../../db/ledger/check-violation.ts';
import { journalRows } from '../../db/ledger/journal-rows.ts';
import { ledgerAccountRows } from '../../db/ledger/ledger-account-rows.ts';
import type { LedgerTransactionKind } from '../../db/schema/ledger.ts';
import { LedgerRuleError, NoMoneyNoHoney } from './ledger-errors.ts';

/** One line of a move: `amount` kopecks onto ledger account `account` (negative takes off). */
export interface Posting {
  account: number;
  amount: number;
}

export interface PostTransactionInput {
  kind: LedgerTransactionKind;
  /** Unique within scope: the same move can never be journaled twice. */
  idempotencyKey: string;
  /** Whose keys these are: `user:<id>`, `guest:<token id>`, `system`, ... */
  scope: string;
  postings: readonly Posting[];
  metadata?: Record<string, unknown>;
}

export interface PostedTransaction {
  id: number;
  createdAt: string;
}

/**
 * Journals one balanced money move and applies it to the stored balances, all or nothing.
 *
 * Runs in a savepoint of the caller's transaction (or its own transaction when given the
 * database), so a refusal leaves the caller's transaction usable: it may catch NoMoneyNoHoney
 * and, say, defer a session instead. Balances change by relative UPDATEs in ascending account
 * id order, so two moves touching the same accounts always lock them in the same order and
 * cannot deadlock; the row lock plus the CHECK on the balance make the overdraft test atomic.
 */
export async function postTransaction(db: Db, input: PostTransactionInput): Promise<PostedTransaction> {
  const net = validate(input);
  try {
    return await db.transaction(async (tx) => {
      const made = await journalRows.insertTransaction(tx, {
        kind: input.kind,
        scope: input.scope,
        idempotencyKey: input.idempotencyKey,
        metadata: input.metadata ?? {},
      });
      for (const [accountId, amount] of net) {
        if (amount === 0) continue;
        if (!(await ledgerAccountRows.addToBalance(tx, accountId, amount)))
          throw new LedgerRuleError(`ledger account ${accountId} does not exist`);
      }
      await journalRows.insertPostings(
        tx,
        made.id,
        input.postings.map((p) => ({ accountId: p.account, amount: p.amount })),
      );
      return { id: made.id, createdAt: new Date(made.createdAt).toISOString() };
    });
  } catch (error) {
    if (checkViolation(error) === 'ledger_accounts_driver_nonnegative_ck') throw new NoMoneyNoHoney();
    throw error;
  }
}

/** The net change per account, ascending by account id; throws on any broken rule. */
function validate(input: PostTransactionInput): [number, number][] {
  if (!input.idempotencyKey || input.idempotencyKey.length > 200)
    throw new LedgerRuleError('an idempotency key of 1 to 200 characters is required');
  if (!input.scope || input.scope.length > 100)
    throw new LedgerRuleError('a scope of 1 to 100 characters is required');
  if (input.postings.length < 2) throw new LedgerRuleError('a move needs at least two postings');
  const net = new Map<number, number>();
  // BigInt so a sum of large amounts cannot round its way to zero
  let sum = 0n;
  for (const { account, amount } of input.postings) {
    if (!Number.isSafeInteger(account) || account <= 0)
      throw new LedgerRuleError(`bad ledger account ${String(account)}`);
    if (!Number.isSafeInteger(amount) || amount === 0)
      throw new LedgerRuleError(`posting amounts are non-zero whole kopecks, got ${String(amount)}`);
    sum += BigInt(amount);
    net.set(account, (net.get(account) ?? 0) + amount);
  }
  if (sum !== 0n) throw new LedgerRuleError(`postings sum to ${sum} kopecks, not zero`);
  return [...net.entries()].sort((a, b) => a[0] - b[0]);
}
