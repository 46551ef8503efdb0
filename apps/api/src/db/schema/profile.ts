import { bigint, boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '@parking/domain/i18n/languages';
import { users } from './accounts.ts';

// Drizzle views of the tables in migrations/0014_profile_cabinet.sql; the SQL file is the
// source of truth (checks, unique indexes, the users.phone trigger).

const at = (name: string) => timestamp(name, { withTimezone: true });

export const userPhones = pgTable('user_phones', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type UserPhoneRow = typeof userPhones.$inferSelect;

export const vehicles = pgTable('vehicles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  plate: text('plate').notNull(),
  numberFormat: text('number_format').$type<'rus' | 'other'>().notNull(),
  category: text('category').$type<'A' | 'B' | 'C' | 'D' | 'M'>().notNull().default('B'),
  sts: text('sts'),
  docType: text('doc_type').notNull().default('STS'),
  isMain: boolean('is_main').notNull().default(false),
  name: text('name').notNull().default(''),
  vin: text('vin'),
  imei: text('imei'),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;

export const userDocuments = pgTable('user_documents', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').$type<'STS' | 'VU'>().notNull(),
  number: text('number').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type UserDocumentRow = typeof userDocuments.$inferSelect;

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reportHistoryOperation: boolean('report_history_operation').notNull().default(false),
  pushOff: boolean('push_off').notNull().default(false),
  checkParkingSessionBefore: boolean('check_parking_session_before').notNull().default(false),
  checkParkingSession: boolean('check_parking_session').notNull().default(false),
  /** Issue 23 (migration 0047): minutes before the end for the reminder, 5, 10 or 15. */
  reminderMinutes: smallint('reminder_minutes').notNull().default(10),
  reminderFallback: text('reminder_fallback').$type<'sms' | 'email'>().notNull().default('sms'),
  remindersAtNight: boolean('reminders_at_night').notNull().default(false),
  /** Migration 0049: the language the reminders were set in (their SMS and e-mails speak it). */
  reminderLang: text('reminder_lang').$type<Language>().notNull().default('ru'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
