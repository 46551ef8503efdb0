import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Drizzle view of rate_limit_counts (migrations/0053_rate_limit_counts.sql): the requests of each
 * client in each window of the global limit, summed over every server instance.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    /** 'requests' (the global limit) or the route of a stricter limit ("POST /api/login"). */
    scope: text('scope').notNull(),
    /** The window's start, in milliseconds since the epoch (windows are aligned to the clock). */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    /** plugins/rate-limit.ts's client key: the address, an IPv6 client's /64. */
    client: text('client').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.windowStart, t.client] })],
);
