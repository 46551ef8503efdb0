import type { FiscalReceipt } from '@parking/domain/payments/fiscal-receipt';
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './company.ts';

// Drizzle views of the tables in migrations/0007_card_payments.sql; the SQL file is the source
// of truth (checks, unique keys, partial indexes).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What a card payment pays for; each purpose has its handler (services/card-payments). */
export type CardPaymentPurpose = 'refill' | 'session' | 'deferred' | 'planar' | 'subscription';
export type CardPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'expired' | 'refunded';

export type CardPaymentOutcome =
  'refilled' | 'handled' | 'credited_to_balance' | 'late_credited' | 'refund_pending' | 'refunded';
export type DescriptionType = 'extension' | 'refill' | 'payment';

export const cardPayments = pgTable('card_payments', {
  id: text('id').primaryKey(),
  purpose: text('purpose').$type<CardPaymentPurpose>().notNull(),
  status: text('status').$type<CardPaymentStatus>().notNull().default('pending'),
  outcome: text('outcome').$type<CardPaymentOutcome>(),
  amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
  bonusKopecks: bigint('bonus_kopecks', { mode: 'number' }).notNull().default(0),
  userId: integer('user_id').references(() => users.id),
  guestTokenId: bigint('guest_token_id', { mode: 'number' }),
  /** A company's top-up (migration 0028): the payer is the company alone. */
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
  method: text('method').notNull(),
  phone: text('phone'),
  descriptionType: text('description_type').$type<DescriptionType>().notNull(),
  returnPath: text('return_path').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  payerScope: text('payer_scope').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  provider: text('provider').notNull(),
  providerPaymentId: text('provider_payment_id').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  /** The address typed on the /payment page; the receipt goes there once paid (migration 0036). */
  receiptEmail: text('receipt_email'),
  /** The 54-FZ receipt sent with the payment (migration 0044): integrations/payments/fiscal-receipt.ts. */
  receipt: jsonb('receipt').$type<FiscalReceipt>(),
  /** The provider's widget options for the /payment page (CloudPayments), as createPayment gave them. */
  widget: jsonb('widget').$type<Record<string, unknown>>(),
  /** The fiscal receipt's link (or number) once the provider's cash register made it. */
  checkFiscal: text('check_fiscal'),
  failureReason: text('failure_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  settledAt: at('settled_at'),
  checkedAt: at('checked_at'),
});
export type CardPaymentRow = typeof cardPayments.$inferSelect;

export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id').references(() => cardPayments.id),
    type: text('type').notNull(),
    effect: text('effect').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The sandbox bank's refunds (migration 0044): one per refund key, never more than was paid. */
export const sandboxBankRefunds = pgTable('sandbox_bank_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  refundKey: text('refund_key').notNull(),
  amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type SandboxBankStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';
export type SandboxWebhookState = 'none' | 'due' | 'delivered' | 'gave_up';

export const sandboxBankPayments = pgTable('sandbox_bank_payments', {
  id: text('id').primaryKey(),
  merchantPaymentId: text('merchant_payment_id').notNull(),
  amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  status: text('status').$type<SandboxBankStatus>().notNull().default('pending'),
  refundedKopecks: bigint('refunded_kopecks', { mode: 'number' }).notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  decidedAt: at('decided_at'),
  webhookState: text('webhook_state').$type<SandboxWebhookState>().notNull().default('none'),
  webhookEventId: text('webhook_event_id'),
  webhookAttempts: integer('webhook_attempts').notNull().default(0),
  webhookNextAt: at('webhook_next_at'),
  webhookLastError: text('webhook_last_error'),
});
export type SandboxBankPaymentRow = typeof sandboxBankPayments.$inferSelect;
