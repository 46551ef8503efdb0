import type { Db } from '../../db/db-types.ts';
import type { TokenKind } from '../../db/schema/accounts.ts';
import { tokenRows } from '../../db/accounts/token-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { ACCOUNT_LIMITS as L } from './account-limits.ts';
import { secretValues } from './secret-values.ts';

/** Who a request's token names. */
export interface AuthContext {
  tokenId: number;
  kind: TokenKind;
  /** Null for a guest token. */
  userId: number | null;
}

const DAY = 86_400;
/** What we hand out: 32 random bytes in base64url. Anything else cannot be ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function lifetimeOf(kind: TokenKind): number {
  return kind === 'guest' ? L.guestTokenHours * 3600 : L.tokenIdleDays * DAY;
}

/**
 * Opaque bearer tokens. The database keeps only their SHA-256, so a leaked table cannot be
 * replayed. Driver tokens slide (each use extends them, up to a maximum age); guest tokens
 * live a fixed day.
 */
export const tokenService = {
  async issue(db: Db, kind: TokenKind, userId: number | null): Promise<string> {
    const token = secretValues.handle(32);
    await tokenRows.insert(db, {
      tokenHash: secretValues.sha256(token),
      kind,
      userId,
      lifetimeSeconds: lifetimeOf(kind),
    });
    return token;
  },

  /** TokenNotFound (401) when absent, unknown, revoked or of another kind; TokenExpired (401). */
  async resolve(db: Db, token: string | null, kinds: readonly TokenKind[]): Promise<AuthContext> {
    if (!token || !TOKEN_SHAPE.test(token)) throw new AppError('TokenNotFound', 401);
    const row = await tokenRows.byHash(db, secretValues.sha256(token), L.tokenTouchSeconds);
    if (!row || row.revokedAt || !kinds.includes(row.kind)) throw new AppError('TokenNotFound', 401);
    if (row.expired) throw new AppError('TokenExpired', 401);
    if (row.stale) {
      await tokenRows.touch(
        db,
        row.id,
        row.kind === 'guest'
          ? null
          : { idleSeconds: lifetimeOf(row.kind), maxAgeSeconds: L.tokenMaxAgeDays * DAY },
      );
    }
    return { tokenId: row.id, kind: row.kind, userId: row.userId };
  },

  /** Log out: revokes a known token, even an expired one; TokenNotFound for anything else. */
  async revokeToken(db: Db, token: string | null): Promise<void> {
    if (!token || !TOKEN_SHAPE.test(token)) throw new AppError('TokenNotFound', 401);
    const row = await tokenRows.byHash(db, secretValues.sha256(token), L.tokenTouchSeconds);
    if (!row || row.revokedAt) throw new AppError('TokenNotFound', 401);
    await tokenRows.revoke(db, row.id);
  },

  async revokeAllOf(db: Db, userId: number, exceptTokenId?: number): Promise<void> {
    await tokenRows.revokeAllOf(db, userId, exceptTokenId);
  },
};
