import type { Db } from '../../db/db-types.ts';
import { ledgerAccountRows } from '../../db/ledger/ledger-account-rows.ts';
import type { SystemAccountKind } from '../../db/schema/ledger.ts';
import { LedgerRuleError } from './ledger-errors.ts';

// Account lookups for building postings. Ids are plain numbers: postTransaction takes them.

/** The driver's balance account, made on first use (race-safe). */
export function driverAccount(db: Db, userId: number): Promise<number> {
  return ledgerAccountRows.driverId(db, userId);
}

/** Kinds kept in 64 rows so concurrent payments do not queue on one row lock (migrations 0009, 0030). */
const SHARDED: ReadonlySet<SystemAccountKind> = new Set(['city_revenue', 'refunds']);
const SHARDS = 64;

/** The row of a system kind a spread key lands on (0 for kinds kept in one row, or no key). */
export function shardOf(kind: SystemAccountKind, spreadKey?: number): number {
  return SHARDED.has(kind) && spreadKey !== undefined ? Math.abs(Math.trunc(spreadKey)) % SHARDS : 0;
}

const SYSTEM_KINDS: ReadonlySet<string> = new Set<SystemAccountKind>([
  'card_clearing',
  'bonus',
  'city_revenue',
  'refunds',
  'adjustments',
]);

export function isSystemKind(kind: string): kind is SystemAccountKind {
  return SYSTEM_KINDS.has(kind);
}

/**
 * A city-wide account; the migrations create all of them. For city_revenue and refunds pass a
 * spread key (the driver's id, say): moves with different keys land on different rows of the
 * kind, so they do not wait for each other's commit. Without one, the first row.
 */
export async function systemAccount(db: Db, kind: SystemAccountKind, spreadKey?: number): Promise<number> {
  const id = await ledgerAccountRows.systemId(db, kind, shardOf(kind, spreadKey));
  if (id === null) throw new LedgerRuleError(`system account ${kind} is missing`);
  return id;
}

/** A system kind's balance in kopecks, over all its rows. */
export function systemBalance(db: Db, kind: SystemAccountKind): Promise<number> {
  return ledgerAccountRows.systemBalance(db, kind);
}

/**
 * The driver's balance in kopecks, 0 for a driver who never had money. Never negative (the
 * database refuses it); the seeds' "-1 is shown as 0" is a display rule for the web client and
 * the answer shaping of the routes, not a ledger state.
 */
export async function balanceOf(db: Db, userId: number): Promise<number> {
  return (await ledgerAccountRows.balanceOfUser(db, userId)) ?? 0;
}
