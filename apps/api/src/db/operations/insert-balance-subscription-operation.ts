import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';

/**
 * The history row of a subscription bought from the balance. Its ledger move carries
 * operationWritten, so the ledger's trigger leaves the row to us: a balance purchase has no card
 * payment to name it. A replayed move finds the row there and adds nothing.
 */
export async function insertBalanceSubscriptionOperation(
  db: Db,
  o: {
    userId: number;
    /** The ledger move's instant (ISO 8601). */
    occurredAt: string;
    /** Kopecks from the driver's side (negative). */
    amount: number;
    ledgerTransactionId: number;
    zones: readonly string[];
    plate: string;
    startsAt: Date;
    endsAt: Date;
  },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, ledger_transaction_id,
                                    zone, plate, starts_at, ends_at, payment_method)
    VALUES (${o.userId}, ${o.occurredAt}, 'paymentSubscription', ${o.amount}, 'done', ${o.ledgerTransactionId},
            ${o.zones.join(', ')}, ${o.plate}, ${o.startsAt.toISOString()}, ${o.endsAt.toISOString()}, 'balance')
    ON CONFLICT DO NOTHING`);
}
