import { and, eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { paymentEvents } from '../schema/card-payments.ts';

export interface NewPaymentEvent {
  provider: string;
  eventId: string;
  paymentId: string | null;
  type: string;
  effect: string;
  payload: Record<string, unknown>;
}

/** payment_events: the provider events we took in, one row per event id. */
export const paymentEventRows = {
  /**
   * False when the event was already taken in. Run first in the settling transaction: on a
   * PostgreSQL server a concurrent duplicate waits here until the first commits, then gets false.
   */
  async record(db: Db, event: NewPaymentEvent): Promise<boolean> {
    const rows = await db
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    return rows.length === 1;
  },

  /** What taking the event in did (known only at the end of the same transaction). */
  async setEffect(db: Db, provider: string, eventId: string, effect: string): Promise<void> {
    await db
      .update(paymentEvents)
      .set({ effect })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  },
};
