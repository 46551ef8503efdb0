import { bigint, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Language } from '@parking/domain/i18n/languages';
import { users } from './accounts.ts';
import { outbox } from './outbox.ts';
import { parkingSessions } from './sessions.ts';

// Drizzle views of the tables in migrations/0047_parking_reminders.sql; the SQL file is the
// source of truth (checks, the scan index).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Per-city secrets shared by every server instance (the link key, generated VAPID keys). */
export const citySecrets = pgTable('city_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A browser's web push subscription (RFC 8030 endpoint, RFC 8291 keys). */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  lang: text('lang').$type<Language>().notNull().default('ru'),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export type ReminderKind = 'before_end' | 'ended';

/** The claim of one reminder: unique per stay, kind and end moment. */
export const parkingReminders = pgTable(
  'parking_reminders',
  {
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => parkingSessions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    endsAt: at('ends_at').notNull(),
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.sessionId, t.kind, t.endsAt)],
);
