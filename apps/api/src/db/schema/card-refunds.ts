import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FiscalReceipt } from '@parking/domain/payments/fiscal-receipt';
import { users } from './accounts.ts';
import { ledgerTransactions } from './ledger.ts';

// Drizzle view of card_refunds (migrations/0045_card_refunds.sql, the source of truth: the chain
// of constraints that keeps a payment's refunds within its amount, the unique keys).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** cancel: a card-paid stay's unused minutes; purpose_refused / late: a guest's whole payment. */
export type CardRefundReason = 'cancel' | 'purpose_refused' | 'late';
export type CardRefundStatus = 'pending' | 'succeeded' | 'failed';

export const cardRefunds = pgTable('card_refunds', {
  /** Ours, and the provider's idempotency key for it. */
  id: text('id').primaryKey(),
  cardPaymentId: text('card_payment_id').notNull(),
  /** The payment's amount (a foreign key checks it): the refunds' sum stays within it. */
  paymentKopecks: bigint('payment_kopecks', { mode: 'number' }).notNull(),
  amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
  /** Where this refund starts in the payment's chain of refunds (null: the first). */
  refundedBefore: bigint('refunded_before', { mode: 'number' }),
  refundedAfter: bigint('refunded_after', { mode: 'number' }).notNull(),
  reason: text('reason').$type<CardRefundReason>().notNull(),
  sessionId: bigint('session_id', { mode: 'number' }),
  /** The driver whose balance gets the money when the card refund fails for good; null: a guest. */
  userId: integer('user_id').references(() => users.id),
  status: text('status').$type<CardRefundStatus>().notNull().default('pending'),
  providerRefundId: text('provider_refund_id'),
  failureReason: text('failure_reason'),
  receipt: jsonb('receipt').$type<FiscalReceipt>().notNull(),
  checkFiscal: text('check_fiscal'),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
    () => ledgerTransactions.id,
  ),
  settledTransactionId: bigint('settled_transaction_id', { mode: 'number' }).references(
    () => ledgerTransactions.id,
  ),
  attempts: integer('attempts').notNull().default(0),
  nextTryAt: at('next_try_at').notNull().defaultNow(),
  createdAt: at('created_at').notNull().defaultNow(),
  settledAt: at('settled_at'),
});
export type CardRefundRow = typeof cardRefunds.$inferSelect;
export type NewCardRefund = typeof cardRefunds.$inferInsert;
