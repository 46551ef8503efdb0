import { integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '@parking/domain/i18n/languages';
import { bytea } from './bytea.ts';

// Drizzle views of the tables in migrations/0004_outbox.sql and 0018_history_reports.sql; the
// SQL files are the source of truth (outbox_template_check, last widened in 0036).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** 'push' (issue 23, migration 0046): the recipient is the account id; its push subscriptions receive it. */
export type MessageChannel = 'email' | 'sms' | 'call' | 'push';

/**
 * The templates outbox_template_check accepts. The delivery service owns their texts; callers
 * only say what and to whom.
 */
export type MessageTemplate =
  /**
   * vars: code, purpose ('registration' | 'email-change' | 'phone-change' | 'restore').
   * By call the code is the 4 digits the caller ID ends in; otherwise 6 digits.
   */
  | 'code'
  /** vars: password — the restore variant that sends a new password (by call: its last 4 digits) */
  | 'new-password'
  /** vars: none — notice after a password change (e-mail only) */
  | 'password-changed'
  /**
   * vars: month ('YYYY-MM'), spent, refilled (kopecks), operations (a count) — the monthly
   * operations history report (e-mail only); the history itself is an attachment.
   */
  | 'history-report'
  /** vars: title (the document's name), sum (kopecks), uin — a receipt or invoice, its PDF attached (e-mail only). */
  | 'receipt'
  /** vars: idAppeal (digits), excerpt (the reply's start, at most 200 characters) — the operator answered an appeal (e-mail only). */
  | 'appeal-reply'
  /** vars: amount (kopecks), url (where the payment is confirmed) — a payment by a phone method (SMS only). */
  | 'mobile-payment'
  /**
   * vars: kind ('before_end' | 'ended'), zone, plate, endsAt (ISO), url (the one-tap extend
   * link) — a reminder of a stay's end (issue 23 item 1, helper REM): push, SMS or e-mail.
   */
  | 'parking-reminder'
  /**
   * vars: amount (kopecks), description (what was paid: the payment's descriptionType), order (our payment id), paidAt (ISO) —
   * the receipt of a card payment, to the e-mail typed on the /payment page (e-mail only).
   */
  | 'payment-receipt'
  /**
   * vars: url (the proof's page), plate, order (the stay id), zone — the proof of a guest's paid
   * stay (issue 23 item 5, helper PROOF): e-mail with the PDF attached, or SMS with the link.
   */
  | 'parking-proof';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** Messages waiting for the delivery worker. */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel').$type<MessageChannel>().notNull(),
  recipient: text('recipient').notNull(),
  template: text('template').$type<MessageTemplate>().notNull(),
  vars: jsonb('vars').$type<Record<string, string>>().notNull().default({}),
  lang: text('lang').$type<Language>().notNull(),
  status: text('status').$type<OutboxStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: at('created_at').notNull().defaultNow(),
  sentAt: at('sent_at'),
});
export type OutboxRow = typeof outbox.$inferSelect;

/** What the dev outbox "sent", for the developer's page (never written in production). */
export const devOutbox = pgTable('dev_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
  channel: text('channel').$type<MessageChannel>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  /** An e-mail's HTML part (issue 24), shown by /api/dev/outbox?view=html. */
  html: text('html'),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type DevOutboxRow = typeof devOutbox.$inferSelect;

/**
 * Files of a message, apart from the hot outbox rows; deleted once the message is sent or has
 * failed for good.
 */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.outboxId, t.position] })],
);

/** A file sent with an e-mail; kept in outbox_attachments until the message is sent. */
export type OutgoingAttachment = Pick<
  typeof outboxAttachments.$inferSelect,
  'filename' | 'contentType' | 'content'
>;
