import { and, eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { externalIdentities } from '../schema/accounts.ts';

/** external_identities: which account a provider's subject logs into. */
export const externalIdentityRows = {
  async userIdOf(db: Db, provider: string, subject: string): Promise<number | null> {
    const [row] = await db
      .select({ userId: externalIdentities.userId })
      .from(externalIdentities)
      .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)));
    return row?.userId ?? null;
  },

  /** Throws a unique violation when the subject or the account is already linked. */
  async insert(db: Db, provider: string, subject: string, userId: number): Promise<void> {
    await db.insert(externalIdentities).values({ provider, subject, userId });
  },
};
