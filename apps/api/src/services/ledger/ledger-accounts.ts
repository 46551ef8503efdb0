import type { Db } from '../../db/db-types.ts';
import { ledgerAccountRows } from '../../db/ledger/ledger-account-rows.ts';
import type { SystemAccountKind } from '../../db/schema/ledger.ts';
import { LedgerRuleError } from './ledger-errors.ts';

// Account lookups for building postings. Ids are plain numbers: postTransaction takes them.

/** The driver's balance account, made on first use (race-safe). */
export function driverAccount(db: Db, userId: number): Promise<number> {
  return ledgerAccountRows.driverId(db, userId);
}

/** A city-wide account; the migration creates all of them. */
export async function systemAccount(db: Db, kind: SystemAccountKind): Promise<number> {
  const id = await ledgerAccountRows.systemId(db, kind);
  if (id === null) throw new LedgerRuleError(`system account ${kind} is missing`);
  return id;
}

/**
 * The driver's balance in kopecks, 0 for a driver who never had money. Never negative (the
 * database refuses it); the seeds' "-1 is shown as 0" is a display rule for the web client and
 * the answer shaping of the routes, not a ledger state.
 */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  return (await ledgerAccountRows.balanceOfUser(db, userId)) ?? 0;
}
