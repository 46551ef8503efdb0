import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DayType, ObjectType, ParkingCategory } from '@parking/domain/contracts/map-info';
import type { Geometry } from '@parking/domain/contracts/geometry';

// Drizzle views of the tables in migrations/0002_map_content.sql; the SQL file is the source of
// truth (constraints, triggers), these give the services typed queries.

export const zones = pgTable('zones', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  zonenumber: text('zonenumber').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A zone's price table in force from effectiveFrom until its next version (migrations/0039). */
export const tariffVersions = pgTable('tariff_versions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => zones.id, { onDelete: 'cascade' }),
  /** The epoch for the base version, in force since before versions existed. */
  effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** operators.id; null for the base version and data loaded with the city. */
  createdBy: integer('created_by'),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  cancelledBy: integer('cancelled_by'),
});

export const zonePrices = pgTable('zone_prices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => zones.id, { onDelete: 'cascade' }),
  /**
   * tariff_versions.id. Omitted, the database puts the row in the zone's base version
   * (routines/triggers/zone_prices_default_version.sql), so writers older than versions still work.
   */
  versionId: integer('version_id')
    .notNull()
    .$defaultFn(() => sql`DEFAULT`),
  dayType: text('day_type').$type<DayType>().notNull(),
  /** 'HH:MM:SS' local time; '24:00:00' closes the day. */
  timeFrom: time('time_from').notNull(),
  timeTo: time('time_to').notNull(),
  pricePerHourKopecks: bigint('price_per_hour_kopecks', { mode: 'number' }).notNull(),
  /** The wire's daycode -2: the zone is shown but cannot be paid for. */
  inactive: boolean('inactive').notNull().default(false),
});

export const mapObjects = pgTable('map_objects', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  objecttype: text('objecttype').$type<ObjectType>().notNull(),
  category: text('category').$type<ParkingCategory>(),
  code: text('code').notNull().unique(),
  name: text('name'),
  address: text('address'),
  freeparking: boolean('freeparking').notNull().default(false),
  zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'set null' }),
  /** GeoJSON, [lng, lat] pairs. */
  geometry: jsonb('geometry').$type<Geometry>().notNull(),
  minLng: doublePrecision('min_lng').notNull(),
  minLat: doublePrecision('min_lat').notNull(),
  maxLng: doublePrecision('max_lng').notNull(),
  maxLat: doublePrecision('max_lat').notNull(),
  spacesTotal: integer('spaces_total'),
  spacesFree: integer('spaces_free'),
  spacesFordisabled: integer('spaces_fordisabled'),
  /** False hides the object from the drivers' map (migrations/0038_map_objects_active.sql). */
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const news = pgTable('news', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull().default(''),
  previewRu: text('preview_ru').notNull().default(''),
  previewEn: text('preview_en').notNull().default(''),
  bodyRu: text('body_ru').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staticPages = pgTable('static_pages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  path: text('path').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull().default(''),
  contentRu: text('content_ru').notNull().default(''),
  contentEn: text('content_en').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const smsCommands = pgTable('sms_commands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  sortOrder: integer('sort_order').notNull().default(0),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull().default(''),
  hintRu: text('hint_ru').notNull().default(''),
  hintEn: text('hint_en').notNull().default(''),
  example: text('example').notNull(),
  commandTranscriptionRu: text('command_transcription_ru').notNull(),
  commandTranscriptionEn: text('command_transcription_en').notNull().default(''),
});

export const notification = pgTable('notification', {
  id: smallint('id').primaryKey().default(1),
  titleRu: text('title_ru').notNull().default(''),
  titleEn: text('title_en').notNull().default(''),
  messageRu: text('message_ru').notNull().default(''),
  messageEn: text('message_en').notNull().default(''),
  url: text('url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const SITE_SETTINGS_KEYS = {
  siteOptions: 'site_options',
  settingsFlags: 'settings_flags',
  // issue 21: the correction approval limit and the enforcement grace (services/content/city-rules-service.ts)
  cityRules: 'city_rules',
} as const;

/** The site options and settings flags documents (see services/content/stored-*.ts). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
