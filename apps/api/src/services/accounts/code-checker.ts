import type { Db } from '../../db/db-types.ts';
import type { CodePurpose, VerificationCodeRow } from '../../db/schema/accounts.ts';
import { codeRows } from '../../db/accounts/code-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { ACCOUNT_LIMITS as L } from './account-limits.ts';
import { secretValues } from './secret-values.ts';

export type CodeOwner = { handleHash: string } | { userId: number };

/**
 * Checks a code against the newest one of its owner and purpose. Every check spends a try
 * first, so the sixth guess fails even when right; an expired, used or superseded code is
 * IncorrectCode like a wrong one (the driver's remedy is the same: ask for a new code).
 * `consume: false` (restore's check step) leaves the code usable by the final step.
 * Null on failure rather than a throw: a caller inside a transaction returns and lets the
 * transaction commit, so the spent try is kept; only the success path may roll back.
 */
export async function checkCode(
  db: Db,
  owner: CodeOwner,
  purpose: CodePurpose,
  code: string,
  consume = true,
): Promise<VerificationCodeRow | null> {
  const newest = await codeRows.newest(db, owner, purpose);
  if (!newest) return null;
  const row = await codeRows.claimTry(db, newest.id, L.codeMaxTries);
  if (!row) return null;
  if (!secretValues.same(row.codeHash, secretValues.salted(row.codeSalt, code))) return null;
  if (!consume) {
    await codeRows.markVerified(db, row.id);
    return row;
  }
  return (await codeRows.markUsed(db, row.id)) ? row : null;
}

/** checkCode outside any transaction, answering IncorrectCode (400) when it fails. */
export async function checkCodeOrThrow(
  db: Db,
  owner: CodeOwner,
  purpose: CodePurpose,
  code: string,
  consume = true,
): Promise<VerificationCodeRow> {
  const row = await checkCode(db, owner, purpose, code, consume);
  if (!row) throw new AppError('IncorrectCode', 400);
  return row;
}
