import type { Db } from '../../db/db-types.ts';
import { ledgerAccountRows } from '../../db/ledger/ledger-account-rows.ts';

/**
 * The balance the cost preview shows. The web asks for a cost on every change of the payment
 * form, so the driver's balance is kept in memory for a second instead of read each time.
 * Money moves through this process forget it at once (postTransaction and the SQL balance
 * start call forgetPreview); a move on another instance shows within the second. Only for display: paying checks the
 * stored balance under its row lock, whatever this says.
 */
export const PREVIEW_BALANCE_MS = 1000;
const MAX_ENTRIES = 50_000;

interface Entry {
  db: Db;
  balance: number;
  until: number;
}
const entries = new Map<number, Entry>();

export async function previewBalanceOf(db: Db, userId: number): Promise<number> {
  const hit = peekPreviewBalance(db, userId);
  if (hit !== undefined) return hit;
  const balance = (await ledgerAccountRows.balanceOfUser(db, userId)) ?? 0;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(userId, { db, balance, until: Date.now() + PREVIEW_BALANCE_MS });
  return balance;
}

/** The preview without waiting when it is in memory and fresh; else undefined. */
export function peekPreviewBalance(db: Db, userId: number): number | undefined {
  const hit = entries.get(userId);
  return hit && hit.db === db && hit.until > Date.now() ? hit.balance : undefined;
}

export function forgetPreview(userId: number): void {
  entries.delete(userId);
}
