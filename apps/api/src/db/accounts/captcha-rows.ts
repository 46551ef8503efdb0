import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { captchas } from '../schema/accounts.ts';
import { afterNow } from './after-now.ts';

export type CaptchaRow = typeof captchas.$inferSelect;

const live = and(isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`));

/** captchas: single use, short-lived challenges. */
export const captchaRows = {
  /** Also drops challenges expired over an hour ago, so the table stays small without a job. */
  async insert(db: Db, row: { id: string; answerHash: string; ip: string }, lifetimeSeconds: number) {
    await db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '1 hour'`));
    await db.insert(captchas).values({ ...row, expiresAt: afterNow(lifetimeSeconds) });
  },

  /** The challenge named by the client, else the newest live one shown to this address. */
  async liveFor(db: Db, id: string | undefined, ip: string): Promise<CaptchaRow | null> {
    const [row] = await db
      .select()
      .from(captchas)
      .where(and(live, id ? eq(captchas.id, id) : eq(captchas.ip, ip)))
      .orderBy(desc(captchas.createdAt))
      .limit(1);
    return row ?? null;
  },

  /** True only for the one caller that spends it. */
  async spend(db: Db, id: string): Promise<boolean> {
    const rows = await db
      .update(captchas)
      .set({ usedAt: sql`now()` })
      .where(and(eq(captchas.id, id), live))
      .returning({ id: captchas.id });
    return rows.length === 1;
  },
};
