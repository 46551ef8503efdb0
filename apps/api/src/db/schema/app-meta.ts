import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle view of app_meta (migrations/0001_platform.sql): small facts about this city database. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Keys this codebase writes, so two features never reuse one by accident. */
export const APP_META_KEYS = {
  /** Which demo data set was loaded (or that loading was skipped); written once. */
  demoData: 'demo_data',
  /** Counter bumped by triggers on every change of map data; map caches key on it. */
  mapVersion: 'map_version',
  /** Counter bumped by triggers on settings, content and the calendar; content caches key on it. */
  contentVersion: 'content_version',
  /** Counter bumped by a trigger whenever a token is revoked; token caches key on it (issue 21). */
  tokenRevocationVersion: 'token_revocation_version',
  /** Counter bumped by a trigger on any change of benefits; benefit caches key on it (issue 25). */
  benefitVersion: 'benefit_version',
} as const;
