import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { loginAttempts as t } from '../schema/accounts.ts';

export type LoginRealm = 'driver' | 'company' | 'operator';

export interface AttemptCounts {
  /** Attempts of this login in the window: failures and those still being checked. */
  byLogin: number;
  /** ...and from this address, whatever the login and the realm. */
  byIp: number;
}

// Classes of the two-key advisory locks (their key space is apart from one-key locks such as
// the migration's); the second key is the text's hash, so a collision only makes one wait.
const LOGIN_LOCK = 727_101;
const ADDRESS_LOCK = 727_102;

const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;

/** login_attempts (migrations 0003, 0033): the attempts of every login, per login and per address. */
export const loginAttemptRows = {
  /**
   * Counts the window's attempts and, when `admit` says so, writes this one, all under
   * transaction-scoped locks on the login and on the address (always taken in that order, so
   * two attempts never wait on each other in a circle). Each attempt of a parallel burst
   * therefore sees every one before it, those whose passwords are still being checked included.
   */
  async open(
    db: Db,
    a: { realm: LoginRealm; loginKey: string; ip: string; windowSeconds: number },
    admit: (counts: AttemptCounts) => boolean,
  ): Promise<{ id: number | null; counts: AttemptCounts }> {
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${LOGIN_LOCK}, hashtext(${a.realm} || ':' || ${a.loginKey}))`,
      );
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${a.ip}))`);
      const ofLogin = and(eq(t.realm, a.realm), eq(t.loginKey, a.loginKey));
      const [row] = await tx
        .select({
          byLogin: sql<number>`count(*) FILTER (WHERE ${ofLogin})::int`,
          byIp: sql<number>`count(*) FILTER (WHERE ${t.ip} = ${a.ip})::int`,
        })
        .from(t)
        .where(and(gt(t.createdAt, since(a.windowSeconds)), or(ofLogin, eq(t.ip, a.ip))));
      const counts = { byLogin: Number(row?.byLogin ?? 0), byIp: Number(row?.byIp ?? 0) };
      if (!admit(counts)) return { id: null, counts };
      // the login's rows older than a day count for nothing: forget them on the way
      await tx.delete(t).where(and(ofLogin, lt(t.createdAt, since(86_400))));
      const [made] = await tx
        .insert(t)
        .values({ realm: a.realm, loginKey: a.loginKey, ip: a.ip })
        .returning({ id: t.id });
      return { id: Number(made!.id), counts };
    });
  },

  /** An attempt that turned out not to be a failure (right password, or no password tried). */
  async remove(db: Db, id: number): Promise<void> {
    await db.delete(t).where(eq(t.id, id));
  },
};
