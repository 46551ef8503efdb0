import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MessageChannel, MessageTemplate } from '../../services/delivery/outgoing-message.ts';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** Drizzle view of outbox (migrations/0004_outbox.sql): messages waiting for the delivery worker. */
export const outbox = pgTable('outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel').$type<MessageChannel>().notNull(),
  recipient: text('recipient').notNull(),
  template: text('template').$type<MessageTemplate>().notNull(),
  vars: jsonb('vars').$type<Record<string, string>>().notNull(),
  lang: text('lang').$type<'ru' | 'en'>().notNull(),
  status: text('status').$type<OutboxStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DevOutboxRow = typeof devOutbox.$inferSelect;
