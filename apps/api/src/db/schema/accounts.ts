import { bigint, boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { operators } from './operator.ts';

// Drizzle views of the tables in migrations/0003_accounts.sql; the SQL file is the source of
// truth (checks, unique indexes), these give the services typed queries.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** 'operator': a city operator's token (auth_tokens.operator_id, migration 0027), never a driver's. */
export type TokenKind = 'standard' | 'corporate' | 'guest' | 'operator';
export type CodePurpose =
  'registration-email' | 'registration-phone' | 'email' | 'phone' | 'restore' | 'restore-password';
export type CodeChannel = 'email' | 'sms' | 'call';

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  emailConfirmed: boolean('email_confirmed').notNull().default(false),
  phone: text('phone'),
  phoneConfirmed: boolean('phone_confirmed').notNull().default(false),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  middleName: text('middle_name').notNull().default(''),
  passwordHash: text('password_hash'),
  defaultZone: text('default_zone'),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const authTokens = pgTable('auth_tokens', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull(),
  kind: text('kind').$type<TokenKind>().notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** A corporate token's company (migration 0028); null for every other kind. */
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  /** An operator token's operator (migration 0027); null for every other kind. */
  operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  lastUsedAt: at('last_used_at'),
});
export type AuthTokenRow = typeof authTokens.$inferSelect;

export const registrationDrafts = pgTable('registration_drafts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  saltHash: text('salt_hash').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  middleName: text('middle_name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  emailConfirmedAt: at('email_confirmed_at'),
  phoneConfirmedAt: at('phone_confirmed_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  completedAt: at('completed_at'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});
export type RegistrationDraftRow = typeof registrationDrafts.$inferSelect;

export const verificationCodes = pgTable('verification_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  purpose: text('purpose').$type<CodePurpose>().notNull(),
  handleHash: text('handle_hash').notNull(),
  channel: text('channel').$type<CodeChannel>().notNull(),
  target: text('target').notNull(),
  draftId: bigint('draft_id', { mode: 'number' }).references(() => registrationDrafts.id, {
    onDelete: 'cascade',
  }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeSalt: text('code_salt').notNull(),
  codeHash: text('code_hash').notNull(),
  tries: smallint('tries').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  verifiedAt: at('verified_at'),
  usedAt: at('used_at'),
});
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export const codeSends = pgTable('code_sends', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  target: text('target').notNull(),
  ip: text('ip').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const loginAttempts = pgTable('login_attempts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** driver, company or operator (migration 0033): the logins' keys are counted apart. */
  realm: text('realm').notNull().default('driver'),
  loginKey: text('login_key').notNull(),
  ip: text('ip').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  ip: text('ip').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const externalIdentities = pgTable('external_identities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
});
