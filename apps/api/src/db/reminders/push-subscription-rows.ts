import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@parking/domain/i18n/languages';
import type { Db } from '../db-types.ts';
import { pushSubscriptions, type PushSubscriptionRow } from '../schema/reminders.ts';

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: Language;
}

/** The web push subscriptions of the city's accounts. */
export const pushSubscriptionRows = {
  /**
   * Stores (or moves to this account, with fresh keys) a subscription, then drops the account's
   * oldest beyond `keep`: a browser that re-subscribes replaces its old endpoint.
   */
  async save(db: Db, userId: number, subscription: NewPushSubscription, keep: number): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .insert(pushSubscriptions)
        .values({ userId, ...subscription })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, lang: subscription.lang },
        });
      const rows = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(sql`${pushSubscriptions.createdAt} DESC`, sql`${pushSubscriptions.id} DESC`);
      const surplus = rows.slice(keep).map((r) => r.id);
      if (surplus.length > 0)
        await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, surplus));
    });
  },

  async remove(db: Db, userId: number, endpoint: string): Promise<void> {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  },

  async removeById(db: Db, id: number): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },

  of(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
    return db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.id));
  },

  async countOf(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    return Number(row?.n ?? 0);
  },
};
