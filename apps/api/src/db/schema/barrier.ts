import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Drizzle views of the tables in migrations/0008_barrier_parking.sql; the SQL file is the
// source of truth (the open-ticket unique index and the checks).

const at = (name: string) => timestamp(name, { withTimezone: true });

export const barrierTickets = pgTable('barrier_tickets', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  parkingNumber: text('parking_number').notNull(),
  ticketNumber: text('ticket_number').notNull(),
  enteredAt: at('entered_at').notNull(),
  paidUntil: at('paid_until'),
  exitUntil: at('exit_until'),
  exitedAt: at('exited_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});
export type BarrierTicketRow = typeof barrierTickets.$inferSelect;

export type BarrierQuoteStatus = 'open' | 'paying' | 'paid' | 'free';

export const barrierQuotes = pgTable('barrier_quotes', {
  id: uuid('id').primaryKey(),
  ticketId: bigint('ticket_id', { mode: 'number' })
    .notNull()
    .references(() => barrierTickets.id),
  amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
  billedFrom: at('billed_from').notNull(),
  billedUntil: at('billed_until').notNull(),
  computedAt: at('computed_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  status: text('status').$type<BarrierQuoteStatus>().notNull().default('open'),
  paymentService: text('payment_service'),
  cardPaymentId: text('card_payment_id'),
  paidAt: at('paid_at'),
});
export type BarrierQuoteRow = typeof barrierQuotes.$inferSelect;
