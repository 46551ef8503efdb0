import { bigint, boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SubscriptionType } from '@parking/domain/subscriptions/subscription-contracts';
import { users } from './accounts.ts';

// Drizzle views of the tables in migrations/0020_subscriptions.sql; the SQL file is the source
// of truth (checks, the live-row and card-payment indexes).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A percentage with one decimal, numeric(4, 1) in the table; read as a number. */
const sale = (name: string) => numeric(name, { precision: 4, scale: 1, mode: 'number' });

/** What a city sells. Prices in kopecks; zones '{#}' means every zone of the city. */
export const subscriptionOffers = pgTable('subscription_offers', {
  code: text('code').primaryKey(),
  type: text('type').$type<SubscriptionType>().notNull(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  descRu: text('desc_ru').notNull().default(''),
  descEn: text('desc_en').notNull().default(''),
  days: integer('days').notNull(),
  priceKopecks: bigint('price_kopecks', { mode: 'number' }).notNull(),
  zones: text('zones').array().notNull().default(['#']),
  sale: sale('sale').notNull().default(100),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type SubscriptionOfferRow = typeof subscriptionOffers.$inferSelect;

/**
 * The constructor's price of one zone-day and its special mark; a zone without a row is priced
 * from its tariff (subscription-pricing.ts) and is not special.
 */
export const subscriptionZoneRates = pgTable('subscription_zone_rates', {
  zonenumber: text('zonenumber').primaryKey(),
  dayKopecks: bigint('day_kopecks', { mode: 'number' }),
  special: boolean('special').notNull().default(false),
});

export type BenefitType = 'subscription' | 'resident' | 'social';
export type BenefitStatus = 'awaiting_payment' | 'active' | 'paused' | 'refunded' | 'cancelled';

/**
 * A driver's benefits: bought subscriptions and granted permits. awaiting_payment is a
 * subscription being paid and discounts nothing yet; zones and plate '#' mean any.
 */
export const benefits = pgTable('benefits', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  type: text('type').$type<BenefitType>().notNull(),
  variation: text('variation').notNull(),
  offerCode: text('offer_code'),
  offerType: text('offer_type'),
  zones: text('zones').array().notNull(),
  plate: text('plate').notNull(),
  sale: sale('sale').notNull(),
  status: text('status').$type<BenefitStatus>().notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  days: integer('days').notNull(),
  /** Set while paused; continuing moves ends_at later by the paused time. */
  pausedAt: at('paused_at'),
  paidKopecks: bigint('paid_kopecks', { mode: 'number' }).notNull().default(0),
  refundedKopecks: bigint('refunded_kopecks', { mode: 'number' }).notNull().default(0),
  paymentMethod: text('payment_method'),
  cardPaymentId: text('card_payment_id'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type BenefitRow = typeof benefits.$inferSelect;
