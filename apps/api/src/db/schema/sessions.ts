import { bigint, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DayType } from '@parking/domain/contracts/map-info';
import { authTokens, users } from './accounts.ts';
import { companies, companyDrivers } from './company.ts';

// Drizzle views of the tables in migrations/0006_sessions.sql; the SQL file is the source of
// truth (status checks, the live-plate unique index, the calendar seed).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const productionCalendar = pgTable('production_calendar', {
  day: date('day', { mode: 'string' }).primaryKey(),
  dayType: text('day_type').$type<DayType>().notNull(),
});

export const SESSION_KINDS = [
  'payment',
  'postPayment',
  'continueSession',
  'paymentUnregister',
  'postPaymentUnregister',
  'noBalance',
] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export type SessionStatus = 'awaiting_payment' | 'active' | 'waiting' | 'finished' | 'cancelled';

export const parkingSessions = pgTable('parking_sessions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.id),
  guestTokenId: bigint('guest_token_id', { mode: 'number' }).references(() => authTokens.id),
  kind: text('kind').$type<SessionKind>().notNull(),
  status: text('status').$type<SessionStatus>().notNull(),
  zone: text('zone').notNull(),
  parkingCode: text('parking_code'),
  plate: text('plate').notNull(),
  category: text('category').notNull(),
  numberFormat: text('number_format').$type<'rus' | 'other'>().notNull(),
  startsAt: at('starts_at').notNull(),
  /** Null while a no-balance session runs open-ended. */
  endsAt: at('ends_at'),
  durationMinutes: integer('duration_minutes').notNull().default(0),
  sumKopecks: bigint('sum_kopecks', { mode: 'number' }).notNull().default(0),
  amountToPay: bigint('amount_to_pay', { mode: 'number' }).notNull().default(0),
  refundKopecks: bigint('refund_kopecks', { mode: 'number' }).notNull().default(0),
  paymentMethod: text('payment_method').notNull(),
  cardPaymentId: text('card_payment_id'),
  /** A fleet session's payer company and company driver (migration 0028); null otherwise. */
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
  companyDriverId: integer('company_driver_id').references(() => companyDrivers.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type SessionRow = typeof parkingSessions.$inferSelect;
export type NewSessionRow = typeof parkingSessions.$inferInsert;
