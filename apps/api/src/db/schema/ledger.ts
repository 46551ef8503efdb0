import { bigint, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './company.ts';

// Drizzle views of the tables in migrations/0005_ledger.sql; the SQL file is the source of truth
// (sign checks, the deferred balance trigger, append-only triggers).

const at = (name: string) => timestamp(name, { withTimezone: true });

export type LedgerAccountKind =
  | 'driver_balance'
  | 'company_balance'
  | 'card_clearing'
  | 'bonus'
  | 'city_revenue'
  | 'refunds'
  | 'adjustments';
export type SystemAccountKind = Exclude<LedgerAccountKind, 'driver_balance' | 'company_balance'>;
export type LedgerTransactionKind =
  'refill' | 'card_refund' | 'bonus' | 'parking_payment' | 'parking_refund' | 'adjustment';

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').$type<LedgerAccountKind>().notNull(),
  userId: integer('user_id').references(() => users.id),
  /** A company's balance (migration 0028); a system account has neither owner. */
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  /** 0, or 1..63 for the spread rows of city_revenue and refunds (migrations 0009, 0030). */
  shard: smallint('shard').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').$type<LedgerTransactionKind>().notNull(),
  scope: text('scope').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

export const ledgerPostings = pgTable('ledger_postings', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  transactionId: bigint('transaction_id', { mode: 'number' })
    .notNull()
    .references(() => ledgerTransactions.id),
  accountId: integer('account_id')
    .notNull()
    .references(() => ledgerAccounts.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
});
export type LedgerPostingRow = typeof ledgerPostings.$inferSelect;

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
