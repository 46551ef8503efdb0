import type { Db } from '../../db/db-types.ts';
import { ledgerPost, type PostedBalance, type PostingTarget } from '../../db/ledger/ledger-post.ts';
import type { LedgerTransactionKind, SystemAccountKind } from '../../db/schema/ledger.ts';
import { forgetPreview } from './balance-preview.ts';
import { isSystemKind, shardOf } from './ledger-accounts.ts';
import { LedgerRuleError, NoMoneyNoHoney } from './ledger-errors.ts';

/** One line of a move: `amount` kopecks onto ledger account `account` (negative takes off). */
export interface Posting {
  account: number;
  amount: number;
}

/** A line onto a driver's balance, named by the user id (the account is made on first use). */
export interface DriverPosting {
  driver: number;
  amount: number;
}

/** A line onto a company's balance (fleet money), by company id; made on first use. */
export interface CompanyPosting {
  company: number;
  amount: number;
}

/** A line onto a system account, by kind, with `spreadKey` for the spread kinds (see systemAccount). */
export interface SystemPosting {
  system: SystemAccountKind;
  spreadKey?: number;
  amount: number;
}

export interface PostTransactionInput {
  kind: LedgerTransactionKind;
  /** Unique within scope: the same move can never be journaled twice. */
  idempotencyKey: string;
  /** Whose keys these are: `user:<id>`, `guest:<token id>`, `system`, ... */
  scope: string;
  /** Naming a driver or a system kind saves the lookups: the database resolves them in the same call. */
  postings: readonly (Posting | DriverPosting | CompanyPosting | SystemPosting)[];
  metadata?: Record<string, unknown>;
}

export interface PostedTransaction {
  id: number;
  createdAt: string;
  /** Every account the move touched, with its balance after the move (in this transaction). */
  balances: readonly PostedBalance[];
}

/**
 * Journals one balanced money move and applies it to the stored balances, all or nothing, in
 * one database call (ledger_post, db/routines/functions/ledger_post.sql).
 *
 * Inside the caller's transaction, or on its own when given the database (one statement is its
 * own transaction). A refusal changes nothing and leaves the caller's transaction usable: it
 * may catch NoMoneyNoHoney and, say, defer a session instead. Balances change by relative
 * UPDATEs in ascending account id order, so two moves touching the same accounts always lock
 * them in the same order and cannot deadlock; the row lock plus the CHECK on the balance make
 * the overdraft test atomic.
 */
export async function postTransaction(db: Db, input: PostTransactionInput): Promise<PostedTransaction> {
  const postings = validate(input);
  let posted;
  try {
    posted = await ledgerPost(db, {
      kind: input.kind,
      scope: input.scope,
      idempotencyKey: input.idempotencyKey,
      metadata: input.metadata ?? {},
      postings,
    });
  } catch (error) {
    // raised by ledger_post for an account id or system row that does not exist
    if ((error as { code?: string }).code === '22023' || codeOfCause(error) === '22023')
      throw new LedgerRuleError(messageOf(error));
    throw error;
  }
  if (posted.refused) throw new NoMoneyNoHoney();
  // the cost preview's cached balance of every driver whose money moved is stale now
  for (const { userId } of posted.balances) if (userId !== null) forgetPreview(userId);
  return { id: posted.id, createdAt: posted.createdAt.toISOString(), balances: posted.balances };
}

/** The company's balance after a move that touched it (fleet parking, top-up, refund). */
export function companyBalanceAfter(posted: PostedTransaction, companyId: number): number {
  const found = posted.balances.find((b) => b.companyId === companyId);
  if (!found) throw new LedgerRuleError(`the move did not touch company ${companyId}`);
  return found.balance;
}

/** The driver's balance after a move that touched it (what the answers of the calls show). */
export function balanceAfter(posted: PostedTransaction, userId: number): number {
  const found = posted.balances.find((b) => b.userId === userId);
  if (!found) throw new LedgerRuleError(`the move did not touch driver ${userId}`);
  return found.balance;
}

/** The postings as ledger_post takes them; throws on any broken rule before the database. */
function validate(input: PostTransactionInput): PostingTarget[] {
  if (!input.idempotencyKey || input.idempotencyKey.length > 200)
    throw new LedgerRuleError('an idempotency key of 1 to 200 characters is required');
  if (!input.scope || input.scope.length > 100)
    throw new LedgerRuleError('a scope of 1 to 100 characters is required');
  if (input.postings.length < 2) throw new LedgerRuleError('a move needs at least two postings');
  // BigInt so a sum of large amounts cannot round its way to zero
  let sum = 0n;
  const targets = input.postings.map((posting): PostingTarget => {
    const { amount } = posting;
    if (!Number.isSafeInteger(amount) || amount === 0)
      throw new LedgerRuleError(`posting amounts are non-zero whole kopecks, got ${String(amount)}`);
    sum += BigInt(amount);
    if ('system' in posting) {
      if (!isSystemKind(posting.system)) throw new LedgerRuleError(`bad system account ${posting.system}`);
      return { system: posting.system, shard: shardOf(posting.system, posting.spreadKey), amount };
    }
    const [field, id] =
      'driver' in posting
        ? (['driver', posting.driver] as const)
        : 'company' in posting
          ? (['company', posting.company] as const)
          : (['account', posting.account] as const);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
      throw new LedgerRuleError(`bad ledger ${field} ${String(id)}`);
    if (field === 'driver') return { driver: id, amount };
    return field === 'company' ? { company: id, amount } : { account: id, amount };
  });
  if (sum !== 0n) throw new LedgerRuleError(`postings sum to ${sum} kopecks, not zero`);
  return targets;
}

function codeOfCause(error: unknown): string | undefined {
  return (error as { cause?: { code?: string } }).cause?.code;
}

function messageOf(error: unknown): string {
  const cause = (error as { cause?: { message?: string } }).cause;
  return cause?.message ?? (error as Error).message;
}
