import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { loginAttempts } from '../schema/accounts.ts';

const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** login_attempts: failed logins, counted per login and per client address. */
export const loginAttemptRows = {
  async failures(db: Db, loginKey: string, ip: string, windowSeconds: number) {
    const [row] = await db
      .select({
        byLogin: sql<number>`count(*) FILTER (WHERE ${loginAttempts.loginKey} = ${loginKey})::int`,
        byIp: sql<number>`count(*) FILTER (WHERE ${loginAttempts.ip} = ${ip})::int`,
      })
      .from(loginAttempts)
      .where(
        and(
          or(eq(loginAttempts.loginKey, loginKey), eq(loginAttempts.ip, ip)),
          gt(loginAttempts.createdAt, since(windowSeconds)),
        ),
      );
    return { byLogin: Number(row?.byLogin ?? 0), byIp: Number(row?.byIp ?? 0) };
  },

  /** Records a failure and forgets this login's rows older than a day (they count for nothing). */
  async insertFailure(db: Db, loginKey: string, ip: string): Promise<void> {
    await db.insert(loginAttempts).values({ loginKey, ip });
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.loginKey, loginKey), lt(loginAttempts.createdAt, since(86_400))));
  },

  /** A successful login starts its count again. */
  async clear(db: Db, loginKey: string): Promise<void> {
    await db.delete(loginAttempts).where(eq(loginAttempts.loginKey, loginKey));
  },
};
