import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { OperationStatus, OperationType } from '@parking/domain/operations/operations-contracts';
import { users } from './accounts.ts';
import { companies } from './company.ts';
import { ledgerTransactions } from './ledger.ts';
import { outbox } from './outbox.ts';

// Drizzle views of the tables in migrations/0017_profile_operations.sql (company rows: 0028,
// the domain types: 0032) and 0018_history_reports.sql; the SQL files are the source of truth.
// profile_operations is written by the database itself (triggers on the ledger and on card
// payments), so code only reads it, but for the subscription rows the ledger leaves to it.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The operations history: one row per operation a driver (or a company) sees. */
export const profileOperations = pgTable('profile_operations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The driver's row; null for a company's (exactly one of the two is set). */
  userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
  occurredAt: at('occurred_at').notNull(),
  type: text('type').$type<OperationType>().notNull(),
  /** Kopecks from the owner's side: spent < 0, received > 0. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status').$type<OperationStatus>().notNull(),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
    () => ledgerTransactions.id,
    { onDelete: 'restrict' },
  ),
  cardPaymentId: text('card_payment_id'),
  sessionId: bigint('session_id', { mode: 'number' }),
  zone: text('zone'),
  parkingCode: text('parking_code'),
  plate: text('plate'),
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  durationMinutes: integer('duration_minutes'),
  paymentMethod: text('payment_method'),
  driverPhone: text('driver_phone'),
  checkFiscal: text('check_fiscal'),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
  /** The company driver the row was for; kept after the driver is removed. */
  companyDriverId: integer('company_driver_id'),
  /** The company driver's name at the time (a company's rows only). */
  driverName: text('driver_name'),
  /** Support's reason of a correction or stay refund (migration 0041), shown in the description. */
  note: text('note'),
});
export type ProfileOperationRow = typeof profileOperations.$inferSelect;

/** Which driver got which month's report; the primary key lets one claimer queue it. */
export const historyReports = pgTable(
  'history_reports',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first day of the reported month in the city's calendar. */
    month: date('month', { mode: 'string' }).notNull(),
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    operations: integer('operations').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
