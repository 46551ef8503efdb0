import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@parking/domain/staff/staff-roles';

// Drizzle view of operators (migrations/0027_feedback_operators.sql); the SQL file is the source
// of truth (the login's form, the argon2id hash check). Its failed logins were counted in
// operator_login_failures until 0033 dropped it for login_attempts.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The operator accounts of this city (scripts/create-operator.ts makes them). */
export const operators = pgTable('operators', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  login: text('login').notNull().unique(),
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  /** Migration 0037: what the console allows (staff/staff-roles.ts). */
  role: text('role').$type<StaffRole>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  disabledAt: at('disabled_at'),
});
export type OperatorRow = typeof operators.$inferSelect;

/** Every staff change (migration 0037): append-only (triggers/audit_log_append_only.sql). */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: at('at').notNull().defaultNow(),
  staffId: integer('staff_id').references(() => operators.id),
  staffLogin: text('staff_login').notNull(),
  clientIp: text('client_ip').notNull().default(''),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull().default(''),
  before: jsonb('before'),
  after: jsonb('after'),
  reason: text('reason').notNull().default(''),
});
