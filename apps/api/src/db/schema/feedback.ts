import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AppealStatus, MessageAuthor } from '@parking/domain/feedback/appeal-contracts';
import type { Language } from '@parking/domain/i18n/languages';
import { users } from './accounts.ts';
import { operators } from './operator.ts';

// Drizzle views of the tables in migrations/0027_feedback_operators.sql (and 0035's read mark);
// the SQL file is the source of truth (checks, indexes).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A driver's appeal (document 2 §3 "Feedback appeal"). */
export const appeals = pgTable('appeals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A code of the city's settings topics at the time of writing; '' for none. */
  topicCode: text('topic_code').notNull().default(''),
  /** Digits; '' for none. */
  phone: text('phone').notNull().default(''),
  email: text('email').notNull(),
  /** The driver's language when writing: the reply notice is mailed in it. */
  lang: text('lang').$type<Language>().notNull().default('ru'),
  status: text('status').$type<AppealStatus>().notNull().default('registered'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** The driver has read the appeal up to this message id; 0 for none (migration 0035). */
  driverReadMessageId: bigint('driver_read_message_id', { mode: 'number' }).notNull().default(0),
});
export type AppealRow = typeof appeals.$inferSelect;

/** The appeal's chat, the driver's first message (the form's text) included. */
export const appealMessages = pgTable('appeal_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  appealId: integer('appeal_id')
    .notNull()
    .references(() => appeals.id, { onDelete: 'cascade' }),
  author: text('author').$type<MessageAuthor>().notNull(),
  /** An operator's message names its operator; a driver's never does. */
  operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type AppealMessageRow = typeof appealMessages.$inferSelect;
