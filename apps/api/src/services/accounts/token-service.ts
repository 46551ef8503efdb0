import type { Db } from '../../db/db-types.ts';
import type { TokenKind } from '../../db/schema/accounts.ts';
import { tokenRows } from '../../db/accounts/token-rows.ts';
import { operatorTokenRows } from '../../db/operator/operator-token-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { ACCOUNT_LIMITS as L } from './account-limits.ts';
import { secretValues } from './secret-values.ts';

/** Who a request's token names. */
export interface AuthContext {
  tokenId: number;
  kind: TokenKind;
  /** Null for a guest, operator or corporate token. */
  userId: number | null;
  /** The company of a corporate token (kind 'corporate'); null for every other kind. */
  companyId: number | null;
}

const DAY = 86_400;
/** What we hand out: 32 random bytes in base64url. Anything else cannot be ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Resolved tokens are kept in memory this long, so a busy driver's calls (the cost preview runs
 * on every form change) do not each cost a database round trip. A log-out or revocation through
 * this process drops them at once; another instance keeps honouring a revoked token for at most
 * this long (documented in docs/api.md). Never past the token's own expiry.
 */
export const TOKEN_CACHE_MS = 10_000;
const TOKEN_CACHE_MAX = 50_000;

interface CachedToken {
  /** The city database the token was found in: a token is valid only in its own city. */
  db: Db;
  auth: AuthContext;
  until: number;
}
const resolved = new Map<string, CachedToken>();

/**
 * Keyed by the token itself, so a hit needs no hashing: the process holds a request's token in
 * memory anyway; only the database must never see or keep it.
 */
function remember(db: Db, token: string, auth: AuthContext, expiresAt: Date): void {
  // a crude bound: a flood of distinct tokens empties the cache instead of growing it
  if (resolved.size >= TOKEN_CACHE_MAX) resolved.clear();
  resolved.set(token, { db, auth, until: Math.min(Date.now() + TOKEN_CACHE_MS, expiresAt.getTime()) });
}

/** Empties the cache: for tests that move a token's clock in the database by hand. */
export function forgetResolvedTokens(): void {
  resolved.clear();
}

function forgetUser(userId: number): void {
  for (const [hash, entry] of resolved) if (entry.auth.userId === userId) resolved.delete(hash);
}

function forgetCompany(companyId: number): void {
  for (const [hash, entry] of resolved) if (entry.auth.companyId === companyId) resolved.delete(hash);
}

/** An operator's token slides like a driver's but goes idle after a working shift. */
export const OPERATOR_TOKEN_HOURS = 12;

function lifetimeOf(kind: TokenKind): number {
  if (kind === 'operator') return OPERATOR_TOKEN_HOURS * 3600;
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

  /** An operator's token (kind 'operator', auth_tokens.operator_id); resolve it with kinds ['operator']. */
  async issueOperator(db: Db, operatorId: number): Promise<string> {
    const token = secretValues.handle(32);
    await operatorTokenRows.insert(db, secretValues.sha256(token), operatorId, lifetimeOf('operator'));
    return token;
  },

  /** A company's token (kind 'corporate', auth_tokens.company_id); slides like a driver's. */
  async issueCompany(db: Db, companyId: number): Promise<string> {
    const token = secretValues.handle(32);
    await tokenRows.insert(db, {
      tokenHash: secretValues.sha256(token),
      kind: 'corporate',
      userId: null,
      companyId,
      lifetimeSeconds: lifetimeOf('corporate'),
    });
    return token;
  },

  /**
   * The token's holder from memory when it was resolved in the last TOKEN_CACHE_MS, without
   * touching the database or hashing; undefined when resolve() must ask. A cached token of
   * another kind is refused here too.
   */
  cached(db: Db, token: string | null, kinds: readonly TokenKind[]): AuthContext | undefined {
    if (!token) return undefined;
    const entry = resolved.get(token);
    if (!entry || entry.db !== db || entry.until <= Date.now()) return undefined;
    if (!kinds.includes(entry.auth.kind)) throw new AppError('TokenNotFound', 401);
    return entry.auth;
  },

  /** TokenNotFound (401) when absent, unknown, revoked or of another kind; TokenExpired (401). */
  async resolve(db: Db, token: string | null, kinds: readonly TokenKind[]): Promise<AuthContext> {
    const cached = this.cached(db, token, kinds);
    if (cached) return cached;
    if (!token || !TOKEN_SHAPE.test(token)) throw new AppError('TokenNotFound', 401);
    const hash = secretValues.sha256(token);
    const row = await tokenRows.byHash(db, hash, L.tokenTouchSeconds);
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
    const auth: AuthContext = {
      tokenId: row.id,
      kind: row.kind,
      userId: row.userId,
      companyId: row.companyId,
    };
    remember(db, token, auth, row.expiresAt);
    return auth;
  },

  /** Log out: revokes a known token, even an expired one; TokenNotFound for anything else. */
  async revokeToken(db: Db, token: string | null): Promise<void> {
    if (!token || !TOKEN_SHAPE.test(token)) throw new AppError('TokenNotFound', 401);
    const row = await tokenRows.byHash(db, secretValues.sha256(token), L.tokenTouchSeconds);
    if (!row || row.revokedAt) throw new AppError('TokenNotFound', 401);
    resolved.delete(token);
    await tokenRows.revoke(db, row.id);
  },

  async revokeAllOf(db: Db, userId: number, exceptTokenId?: number): Promise<void> {
    forgetUser(userId);
    await tokenRows.revokeAllOf(db, userId, exceptTokenId);
  },

  /**
   * A staff member's password was reset or the member disabled: every token of it stops, on
   * every instance at once, since the staff guard reads the token's row on each call
   * (operator-token-rows.ts) rather than this cache.
   */
  async revokeAllOfOperator(db: Db, operatorId: number): Promise<void> {
    await tokenRows.revokeAllOfOperator(db, operatorId);
  },

  /** A company's password was reset (or it was disabled): every token of it stops at once here. */
  async revokeAllOfCompany(db: Db, companyId: number): Promise<void> {
    forgetCompany(companyId);
    await tokenRows.revokeAllOfCompany(db, companyId);
  },
};
