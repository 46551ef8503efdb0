import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { codeSends } from '../schema/accounts.ts';

const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** code_sends: the log the resend cooldown and the hourly limits are counted from. */
export const sendRows = {
  /**
   * Serialises sends to one target until the transaction ends, so two parallel requests cannot
   * both pass the cooldown. (Advisory locks work the same on PGlite and on a server.)
   */
  async lockTarget(db: Db, target: string): Promise<void> {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`code_sends:${target}`}))`);
  },

  /** Sends to the target in the window, and seconds since the last one (null: none). */
  async forTarget(db: Db, target: string, windowSeconds: number) {
    const [row] = await db
      .select({
        n: count(),
        age: sql<number | null>`extract(epoch from now() - max(${codeSends.createdAt}))::float8`,
      })
      .from(codeSends)
      .where(and(eq(codeSends.target, target), gt(codeSends.createdAt, since(windowSeconds))));
    return { count: row?.n ?? 0, secondsSinceLast: row?.age === null ? null : Number(row?.age) };
  },

  async countForIp(db: Db, ip: string, windowSeconds: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(codeSends)
      .where(and(eq(codeSends.ip, ip), gt(codeSends.createdAt, since(windowSeconds))));
    return row?.n ?? 0;
  },

  /** Records a send; the target's rows older than the longest window count for nothing now. */
  async insert(db: Db, target: string, ip: string, keepSeconds: number): Promise<void> {
    await db.insert(codeSends).values({ target, ip });
    await db
      .delete(codeSends)
      .where(and(eq(codeSends.target, target), lt(codeSends.createdAt, since(keepSeconds))));
  },
};
