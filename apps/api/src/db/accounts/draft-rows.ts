import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { registrationDrafts, type RegistrationDraftRow } from '../schema/accounts.ts';
import { afterNow } from './after-now.ts';

export type NewDraft = Omit<typeof registrationDrafts.$inferInsert, 'expiresAt'>;

/** registration_drafts: found by the digest of the salt the browser holds. */
export const draftRows = {
  async insert(db: Db, values: NewDraft, lifetimeSeconds: number): Promise<RegistrationDraftRow> {
    const [row] = await db
      .insert(registrationDrafts)
      .values({ ...values, expiresAt: afterNow(lifetimeSeconds) })
      .returning();
    return row!;
  },

  /** A draft not expired and not finished yet; FOR UPDATE so two confirmations queue up. */
  async live(db: Db, saltHash: string): Promise<RegistrationDraftRow | null> {
    const [row] = await db
      .select()
      .from(registrationDrafts)
      .where(
        and(
          eq(registrationDrafts.saltHash, saltHash),
          gt(registrationDrafts.expiresAt, sql`now()`),
          isNull(registrationDrafts.completedAt),
        ),
      )
      .for('update');
    return row ?? null;
  },

  async update(db: Db, id: number, patch: Partial<typeof registrationDrafts.$inferInsert>): Promise<void> {
    await db.update(registrationDrafts).set(patch).where(eq(registrationDrafts.id, id));
  },
};
