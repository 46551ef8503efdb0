import { bigint, boolean, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './operator.ts';

// Drizzle views of the tables in migrations/0043_enforcement.sql (issue 21 item 4); the SQL file
// is the source of truth (the checks, the secret's unique index, why the window lives in the row).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Partner systems' keys for the enforcement check: only the secret's SHA-256 is kept. */
export const apiKeys = pgTable('api_keys', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  secretHash: text('secret_hash').notNull(),
  ratePerMinute: integer('rate_per_minute').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  createdBy: integer('created_by').references(() => operators.id),
  createdLogin: text('created_login').notNull(),
  revokedAt: at('revoked_at'),
  revokedBy: integer('revoked_by').references(() => operators.id),
  lastUsedAt: at('last_used_at'),
  /** The minute being counted and the calls counted in it, shared by every instance. */
  windowStart: at('window_start'),
  windowUsed: integer('window_used').notNull().default(0),
});
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Every enforcement check and its answer. */
export const enforcementChecks = pgTable('enforcement_checks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  checkedAt: at('checked_at').notNull().defaultNow(),
  /** The instant checked. */
  at: at('at').notNull(),
  apiKeyId: integer('api_key_id').references(() => apiKeys.id),
  staffId: integer('staff_id').references(() => operators.id),
  plate: text('plate').notNull(),
  zonenumber: text('zonenumber'),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  parkingCode: text('parking_code'),
  /** Null: the check was refused (reason is the error name). */
  allowed: boolean('allowed'),
  reason: text('reason').notNull(),
  until: at('until'),
  sessionId: bigint('session_id', { mode: 'number' }),
});
export type EnforcementCheckRow = typeof enforcementChecks.$inferSelect;
export type NewEnforcementCheck = typeof enforcementChecks.$inferInsert;
