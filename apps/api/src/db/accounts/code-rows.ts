import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { verificationCodes, type CodePurpose, type VerificationCodeRow } from '../schema/accounts.ts';
import { afterNow } from './after-now.ts';

export type NewCode = Omit<typeof verificationCodes.$inferInsert, 'expiresAt'>;

/** verification_codes: only the newest row of a handle (or user) and purpose is ever checked. */
export const codeRows = {
  async insert(db: Db, values: NewCode, lifetimeSeconds: number): Promise<void> {
    await db.insert(verificationCodes).values({ ...values, expiresAt: afterNow(lifetimeSeconds) });
  },

  async newest(
    db: Db,
    where: { handleHash: string } | { userId: number },
    purpose: CodePurpose,
  ): Promise<VerificationCodeRow | null> {
    const owner =
      'handleHash' in where
        ? eq(verificationCodes.handleHash, where.handleHash)
        : eq(verificationCodes.userId, where.userId);
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(and(owner, eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    return row ?? null;
  },

  /**
   * Takes one try of a live code before the code is compared, atomically: concurrent guesses
   * cannot together exceed the limit. Null when the code is used, expired or out of tries.
   */
  async claimTry(db: Db, id: number, maxTries: number): Promise<VerificationCodeRow | null> {
    const [row] = await db
      .update(verificationCodes)
      .set({ tries: sql`${verificationCodes.tries} + 1` })
      .where(
        and(
          eq(verificationCodes.id, id),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, sql`now()`),
          lt(verificationCodes.tries, maxTries),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Single use: true only for the one caller that marks it. */
  async markUsed(db: Db, id: number): Promise<boolean> {
    const rows = await db
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  },

  async markVerified(db: Db, id: number): Promise<void> {
    await db
      .update(verificationCodes)
      .set({ verifiedAt: sql`now()` })
      .where(eq(verificationCodes.id, id));
  },
};
