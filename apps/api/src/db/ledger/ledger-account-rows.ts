import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { ledgerAccounts, type SystemAccountKind } from '../schema/ledger.ts';

/**
 * A system account has neither a driver nor a company; both conditions together are the
 * predicate of ledger_accounts_system_uq, so only with both can a lookup use that index
 * instead of reading every driver's and company's row.
 */
const NO_OWNER = [isNull(ledgerAccounts.userId), isNull(ledgerAccounts.companyId)] as const;

/** ledger_accounts: lookups by owner, and the one way a stored balance changes. */
export const ledgerAccountRows = {
  /**
   * The driver's balance account id, made on first use. ON CONFLICT DO NOTHING then SELECT is
   * race-safe: a concurrent creator makes us wait on the unique index, then we read its row.
   */
  async driverId(db: Db, userId: number): Promise<number> {
    const [made] = await db
      .insert(ledgerAccounts)
      .values({ kind: 'driver_balance', userId })
      .onConflictDoNothing()
      .returning({ id: ledgerAccounts.id });
    if (made) return made.id;
    const [found] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId));
    return found!.id;
  },

  async systemId(db: Db, kind: SystemAccountKind, shard = 0): Promise<number | null> {
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.shard, shard), ...NO_OWNER));
    return row?.id ?? null;
  },

  /** A system kind's balance: the sum of its shards. */
  async systemBalance(db: Db, kind: SystemAccountKind): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, kind), ...NO_OWNER));
    return Number(row?.total ?? 0);
  },

  async balanceOfUser(db: Db, userId: number): Promise<number | null> {
    const [row] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId));
    return row?.balance ?? null;
  },

  async byId(db: Db, id: number) {
    const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
    return row ?? null;
  },
};
