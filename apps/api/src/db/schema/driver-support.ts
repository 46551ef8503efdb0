import type { CorrectionKind, CorrectionStatus } from '@parking/domain/staff/driver-support-contracts';
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { ledgerTransactions } from './ledger.ts';
import { operators } from './operator.ts';

// Drizzle views of the tables in migrations/0041_driver_support.sql (issue 21 item 1); the SQL
// file is the source of truth (the checks, the unique request id).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A driver's account blocked by support: one row while the block lasts. */
export const driverBlocks = pgTable('driver_blocks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  blockedAt: at('blocked_at').notNull().defaultNow(),
  reason: text('reason').notNull(),
  staffId: integer('staff_id').references(() => operators.id),
  staffLogin: text('staff_login').notNull(),
});
export type DriverBlockRow = typeof driverBlocks.$inferSelect;

/** Support's money actions on a driver's balance, pending ones included. */
export const driverCorrections = pgTable('driver_corrections', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  kind: text('kind').$type<CorrectionKind>().notNull(),
  sessionId: bigint('session_id', { mode: 'number' }),
  /** Kopecks onto the driver's balance (a debit < 0). */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  status: text('status').$type<CorrectionStatus>().notNull(),
  requestId: text('request_id').notNull(),
  requestedBy: integer('requested_by').references(() => operators.id),
  requestedLogin: text('requested_login').notNull(),
  requestedAt: at('requested_at').notNull().defaultNow(),
  decidedBy: integer('decided_by').references(() => operators.id),
  decidedLogin: text('decided_login'),
  decidedAt: at('decided_at'),
  decisionReason: text('decision_reason'),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
    () => ledgerTransactions.id,
    { onDelete: 'restrict' },
  ),
});
export type DriverCorrectionRow = typeof driverCorrections.$inferSelect;
export type NewDriverCorrection = typeof driverCorrections.$inferInsert;
