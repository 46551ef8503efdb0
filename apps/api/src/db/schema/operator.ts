import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  createdAt: at('created_at').notNull().defaultNow(),
  disabledAt: at('disabled_at'),
});
export type OperatorRow = typeof operators.$inferSelect;
