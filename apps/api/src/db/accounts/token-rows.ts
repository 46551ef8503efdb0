import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { authTokens, type AuthTokenRow, type TokenKind } from '../schema/accounts.ts';
import { afterNow } from './after-now.ts';

export interface TokenLookup extends AuthTokenRow {
  expired: boolean;
  /** last_used_at is older than the touch interval (or unset). */
  stale: boolean;
  /** The token's driver is blocked by support (driver_blocks, migration 0041). */
  blocked: boolean;
}

/** auth_tokens: rows are found by the SHA-256 of the token, never by the token. */
export const tokenRows = {
  async insert(
    db: Db,
    row: {
      tokenHash: string;
      kind: TokenKind;
      userId: number | null;
      lifetimeSeconds: number;
      /** Only for kind 'corporate' (auth_tokens_company_ck). */
      companyId?: number;
    },
  ): Promise<void> {
    await db.insert(authTokens).values({
      tokenHash: row.tokenHash,
      kind: row.kind,
      userId: row.userId,
      companyId: row.companyId ?? null,
      expiresAt: afterNow(row.lifetimeSeconds),
    });
  },

  /** The token with its state judged by the database clock. */
  async byHash(db: Db, tokenHash: string, touchSeconds: number): Promise<TokenLookup | null> {
    const [row] = await db
      .select({
        token: authTokens,
        expired: sql<boolean>`${authTokens.expiresAt} <= now()`,
        stale: sql<boolean>`coalesce(${authTokens.lastUsedAt} < now() - make_interval(secs => ${touchSeconds}), true)`,
        // a login that raced the block may have made a token the block's revocation missed
        blocked: sql<boolean>`exists (select 1 from driver_blocks b where b.user_id = auth_tokens.user_id)`,
      })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, tokenHash));
    return row ? { ...row.token, expired: row.expired, stale: row.stale, blocked: row.blocked } : null;
  },

  /** Marks the use; a sliding token's expiry moves to now + idle, capped at its maximum age. */
  async touch(db: Db, id: number, slide: { idleSeconds: number; maxAgeSeconds: number } | null) {
    await db
      .update(authTokens)
      .set({
        lastUsedAt: sql`now()`,
        ...(slide
          ? {
              expiresAt: sql`greatest(${authTokens.expiresAt}, least(now() + make_interval(secs => ${slide.idleSeconds}), ${authTokens.createdAt} + make_interval(secs => ${slide.maxAgeSeconds})))`,
            }
          : {}),
      })
      .where(eq(authTokens.id, id));
  },

  async revoke(db: Db, id: number): Promise<void> {
    await db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)));
  },

  /** Every live token of the company (its password was reset or it was disabled). */
  async revokeAllOfCompany(db: Db, companyId: number): Promise<void> {
    await db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(authTokens.companyId, companyId), isNull(authTokens.revokedAt)));
  },

  /** Every live token of the staff member (a new password, a disabled account). */
  async revokeAllOfOperator(db: Db, operatorId: number): Promise<void> {
    await db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(authTokens.operatorId, operatorId), isNull(authTokens.revokedAt)));
  },

  /** Every live token of the user, except (optionally) the one making the change. */
  async revokeAllOf(db: Db, userId: number, exceptId?: number): Promise<void> {
    await db
      .update(authTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(authTokens.userId, userId),
          isNull(authTokens.revokedAt),
          exceptId === undefined ? undefined : ne(authTokens.id, exceptId),
        ),
      );
  },
};
