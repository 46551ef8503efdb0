import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ReceiptSource, ReceiptStatus } from '@parking/domain/receipts/receipt-contracts';
import type { ReceiptType } from '@parking/domain/receipts/payer-contracts';
import { users } from './accounts.ts';
import { ledgerTransactions } from './ledger.ts';

// Drizzle views of the tables in migrations/0023_receipts.sql; the SQL file is the source of
// truth (the payee's and the UIN's forms, the paid and subscription checks).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The city operator printed as the payee of every document: one row (id 1) per city database. */
export const receiptPayee = pgTable('receipt_payee', {
  id: smallint('id').primaryKey().default(1),
  name: text('name').notNull(),
  inn: text('inn').notNull(),
  kpp: text('kpp').notNull(),
  account: text('account').notNull(),
  bankName: text('bank_name').notNull(),
  bik: text('bik').notNull(),
  corrAccount: text('corr_account').notNull(),
  address: text('address').notNull(),
  /** The operator's 8-digit participant code that opens every UIN (services/receipts/uin.ts). */
  uinPrefix: text('uin_prefix').notNull(),
});
export type ReceiptPayeeRow = typeof receiptPayee.$inferSelect;

/**
 * A receipt (individual payer) or an invoice (legal payer) for a top-up or a subscription; the
 * payer and the payee are copied in as printed. Numbered from receipts_id_seq (from 1001).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('receipts_id_seq')`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type').$type<ReceiptType>().notNull(),
    source: text('source').$type<ReceiptSource>().notNull(),
    status: text('status').$type<ReceiptStatus>().notNull().default('awaiting'),
    sumKopecks: bigint('sum_kopecks', { mode: 'number' }).notNull(),
    uin: text('uin').notNull(),
    purpose: text('purpose').notNull(),
    payer: jsonb('payer').$type<Record<string, unknown>>().notNull(),
    payee: jsonb('payee').$type<Record<string, unknown>>().notNull(),
    /** The benefits row awaiting this payment (a subscription receipt), and its first day. */
    subscriptionId: bigint('subscription_id', { mode: 'number' }),
    /** YYYY-MM-DD */
    subscriptionStart: date('subscription_start', { mode: 'string' }),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    paidLedgerTransactionId: bigint('paid_ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
      { onDelete: 'restrict' },
    ),
  },
  (t) => [unique('receipts_uin_uq').on(t.uin)],
);
export type ReceiptRow = typeof receipts.$inferSelect;
