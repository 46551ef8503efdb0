import { bigint, doublePrecision, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { FineStatus } from '@parking/domain/fines/fine-contracts';
import { bytea } from './bytea.ts';

// Drizzle views of the tables in migrations/0025_fines.sql; the SQL file is the source of truth
// (the uin's form, the sums' checks, the plate and STS indexes).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One accrual, keyed by its UIN: a re-import of the uin updates the row. Money in kopecks. */
export const fines = pgTable(
  'fines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uin: text('uin').notNull(),
    offenceAt: at('offence_at').notNull(),
    /** The recording interval (first and last sight), when the source gives one. */
    seenFrom: at('seen_from'),
    seenUntil: at('seen_until'),
    totalKopecks: bigint('total_kopecks', { mode: 'number' }).notNull(),
    paidKopecks: bigint('paid_kopecks', { mode: 'number' }).notNull().default(0),
    discountKopecks: bigint('discount_kopecks', { mode: 'number' }),
    discountUntil: at('discount_until'),
    /** Upper case, no spaces; '' when the source gave none. */
    sts: text('sts').notNull().default(''),
    /** Normalised by the domain's normalizePlate. */
    plate: text('plate').notNull(),
    place: text('place').notNull(),
    zone: text('zone'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    type: text('type').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<FineStatus>().notNull(),
    /** Which importer wrote the row last. */
    source: text('source').$type<'file' | 'http'>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('fines_uin_uq').on(t.uin)],
);
export type FineRow = typeof fines.$inferSelect;

/** A fine's picture apart from its row, so the list never reads the bytes. */
export const finePictures = pgTable('fine_pictures', {
  fineId: bigint('fine_id', { mode: 'number' })
    .primaryKey()
    .references(() => fines.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  /** A hash of the bytes: the browser's cache key for fineimage/v1. */
  etag: text('etag').notNull(),
});
