import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { barrierTickets, type BarrierTicketRow } from '../schema/barrier.ts';

/** barrier_tickets: the stays behind the gates (see migrations/0008_barrier_parking.sql). */
export const ticketRows = {
  /** The open (not exited) ticket with this number at this parking. */
  async findOpen(db: Db, parkingNumber: string, ticketNumber: string): Promise<BarrierTicketRow | null> {
    const [row] = await db
      .select()
      .from(barrierTickets)
      .where(
        and(
          eq(barrierTickets.parkingNumber, parkingNumber),
          eq(barrierTickets.ticketNumber, ticketNumber),
          isNull(barrierTickets.exitedAt),
        ),
      );
    return row ?? null;
  },

  async byId(db: Db, id: number): Promise<BarrierTicketRow | null> {
    const [row] = await db.select().from(barrierTickets).where(eq(barrierTickets.id, id));
    return row ?? null;
  },

  /** Locks the ticket for the rest of the transaction: one payment or exit at a time. */
  async lock(db: Db, id: number): Promise<BarrierTicketRow | null> {
    const [row] = await db.select().from(barrierTickets).where(eq(barrierTickets.id, id)).for('update');
    return row ?? null;
  },

  /** A new open ticket; throws the unique violation when one with this number is still open. */
  async insert(
    db: Db,
    row: { parkingNumber: string; ticketNumber: string; enteredAt: Date },
  ): Promise<BarrierTicketRow> {
    const [made] = await db.insert(barrierTickets).values(row).returning();
    return made!;
  },

  /** Paid up to paidUntil; the barrier opens until exitUntil. Never moves paid_until back. */
  async markPaid(db: Db, id: number, paidUntil: Date, exitUntil: Date): Promise<void> {
    await db
      .update(barrierTickets)
      .set({
        paidUntil: sql`greatest(${barrierTickets.paidUntil}, ${paidUntil.toISOString()}::timestamptz)`,
        exitUntil: sql`greatest(${barrierTickets.exitUntil}, ${exitUntil.toISOString()}::timestamptz)`,
      })
      .where(eq(barrierTickets.id, id));
  },

  async markExited(db: Db, id: number, exitedAt: Date): Promise<void> {
    await db.update(barrierTickets).set({ exitedAt }).where(eq(barrierTickets.id, id));
  },
};
