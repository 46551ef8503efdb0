import { eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { barrierQuotes, type BarrierQuoteRow, type BarrierQuoteStatus } from '../schema/barrier.ts';

/** barrier_quotes: the 30-second prices (see migrations/0008_barrier_parking.sql). */
export const quoteRows = {
  async insert(db: Db, row: typeof barrierQuotes.$inferInsert): Promise<void> {
    await db.insert(barrierQuotes).values(row);
  },

  /** The price, locked for the rest of the transaction so it is paid at most once. */
  async lock(db: Db, id: string): Promise<BarrierQuoteRow | null> {
    const [row] = await db.select().from(barrierQuotes).where(eq(barrierQuotes.id, id)).for('update');
    return row ?? null;
  },

  async setStatus(
    db: Db,
    id: string,
    change: {
      status: BarrierQuoteStatus;
      paymentService?: string;
      cardPaymentId?: string;
      paidAt?: Date;
    },
  ): Promise<void> {
    await db.update(barrierQuotes).set(change).where(eq(barrierQuotes.id, id));
  },
};
