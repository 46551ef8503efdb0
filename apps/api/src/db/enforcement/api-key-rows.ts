import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { apiKeys, type ApiKeyRow } from '../schema/enforcement.ts';

/** A key as the console lists it: never the secret's digest, nor the counting window. */
export type ApiKeyRecord = Omit<ApiKeyRow, 'secretHash' | 'windowStart' | 'windowUsed'>;

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  ratePerMinute: apiKeys.ratePerMinute,
  createdAt: apiKeys.createdAt,
  createdBy: apiKeys.createdBy,
  createdLogin: apiKeys.createdLogin,
  revokedAt: apiKeys.revokedAt,
  revokedBy: apiKeys.revokedBy,
  lastUsedAt: apiKeys.lastUsedAt,
};

/** Calls counted against a key: the key, its limit and the calls of the current minute. */
export interface KeyUse {
  id: number;
  ratePerMinute: number;
  used: number;
  /** Whole seconds until the next minute's window opens. */
  retryAfterSeconds: number;
}

/** api_keys (migration 0043): partner systems' keys and their per-minute windows. */
export const apiKeyRows = {
  async insert(
    db: Db,
    key: {
      name: string;
      prefix: string;
      secretHash: string;
      ratePerMinute: number;
      createdBy: number | null;
      createdLogin: string;
    },
  ): Promise<ApiKeyRecord> {
    const [row] = await db.insert(apiKeys).values(key).returning(columns);
    return row!;
  },

  /** Every key, newest first (a city has a handful). */
  async list(db: Db): Promise<ApiKeyRecord[]> {
    return db.select(columns).from(apiKeys).orderBy(desc(apiKeys.id));
  },

  async lockById(db: Db, id: number): Promise<ApiKeyRecord | null> {
    const [row] = await db.select(columns).from(apiKeys).where(eq(apiKeys.id, id)).for('update');
    return row ?? null;
  },

  async revoke(db: Db, id: number, staffId: number | null): Promise<ApiKeyRecord> {
    const [row] = await db
      .update(apiKeys)
      .set({ revokedAt: sql`now()`, revokedBy: staffId })
      .where(eq(apiKeys.id, id))
      .returning(columns);
    return row!;
  },

  /**
   * Counts `calls` calls of the live key with this digest in the current minute, in one
   * statement: the row lock orders the instances' counts, and the database's clock is the one
   * clock they share. Null when no live key has this digest (unknown or revoked).
   */
  async take(db: Db, secretHash: string, calls: number): Promise<KeyUse | null> {
    let statement = preparedTakes.get(db);
    if (!statement) preparedTakes.set(db, (statement = prepareTake(db)));
    const [row] = await statement.execute({ hash: secretHash, calls });
    if (!row) return null;
    return { ...row, retryAfterSeconds: Math.max(1, Number(row.retryAfterSeconds)) };
  },
};

/**
 * The count as a named prepared statement, one per database (it runs on every partner call):
 * node-postgres plans it once per connection, then sends only Bind/Execute (PGlite ignores the name).
 */
function prepareTake(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  const minute = sql`date_trunc('minute', now())`;
  return db
    .update(apiKeys)
    .set({
      windowUsed: sql`CASE WHEN ${apiKeys.windowStart} = ${minute} THEN ${apiKeys.windowUsed} + ${p('calls')}::int4
                           ELSE ${p('calls')}::int4 END`,
      windowStart: minute,
      lastUsedAt: sql`now()`,
    })
    .where(and(eq(apiKeys.secretHash, p('hash')), isNull(apiKeys.revokedAt)))
    .returning({
      id: apiKeys.id,
      ratePerMinute: apiKeys.ratePerMinute,
      used: apiKeys.windowUsed,
      retryAfterSeconds: sql<number>`ceil(extract(epoch FROM ${minute} + interval '1 minute' - now()))::int4`,
    })
    .prepare('api_key_take');
}

const preparedTakes = new WeakMap<Db, ReturnType<typeof prepareTake>>();
