import type { Db } from '../../db/db-types.ts';
import type { TokenKind } from '../../db/schema/accounts.ts';
import { tokenRows } from '../../db/accounts/token-rows.ts';
import { operatorTokenRows } from '../../db/operator/operator-token-rows.ts';
import { driverBlockRows } from '../../db/driver-support/driver-block-rows.ts';
import { readVersionCounter } from '../../db/platform/version-counter.ts';
import { APP_META_KEYS } from '../../db/schema/app-meta.ts';
import { AppError } from '../../errors/app-error.ts';
import { VERSION_CHECK_MS } from '../content/per-city-memo.ts';
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
 * on every form change) do not each cost a database round trip. Never past the token's own
 * expiry. A revocation is seen sooner: see REVOCATION_CHECK_MS.
 */
export const TOKEN_CACHE_MS = 10_000;
/**
 * How often a city's revocation counter (app_meta 'token_revocation_version', bumped by the
 * trigger triggers/auth_tokens_bump_revocation_version.sql whenever a token is revoked) is read
 * again; when it moved, every token this process resolved in that city is asked again. So a
 * log-out, a new password or a blocked driver stops the tokens on every instance within this
 * long, and this process sees its own revocations at once (forgetUser and the rest). The same
 * interval as the content caches (per-city-memo.ts).
 */
export const REVOCATION_CHECK_MS = VERSION_CHECK_MS;
const TOKEN_CACHE_MAX = 50_000;

interface CachedToken {
  /** The city database the token was found in: a token is valid only in its own city. */
  db: Db;
  auth: AuthContext;
  until: number;
}
const resolved = new Map<string, CachedToken>();

/** A city database's revocation version as this process last read it. */
interface RevocationCheck {
  version: number;
  checkedAt: number;
  checking: Promise<void> | null;
}
const revocations = new WeakMap<Db, RevocationCheck>();

function revocationsOf(db: Db): RevocationCheck {
  let found = revocations.get(db);
  if (!found) {
    found = { version: -1, checkedAt: 0, checking: null };
    revocations.set(db, found);
  }
  return found;
}

const checkedLately = (db: Db, now: number) =>
  now - (revocations.get(db)?.checkedAt ?? 0) < REVOCATION_CHECK_MS;

/**
 * Reads the city's revocation version (one read however many requests wait for it); when it
 * moved, the tokens resolved in that city are forgotten and asked of the database again.
 */
function checkRevocations(db: Db): Promise<void> {
  const held = revocationsOf(db);
  held.checking ??= readVersionCounter(db, APP_META_KEYS.tokenRevocationVersion)
    .then(({ version }) => {
      if (version !== held.version) {
        for (const [token, entry] of resolved) if (entry.db === db) resolved.delete(token);
        held.version = version;
      }
      held.checkedAt = Date.now();
    })
    .finally(() => {
      held.checking = null;
    });
  return held.checking;
}

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

// By owner, whatever the city: these run inside the caller's transaction, whose handle is not
// the city's database the entries name.
function forgetUser(userId: number): void {
  for (const [token, entry] of resolved) if (entry.auth.userId === userId) resolved.delete(token);
}

function forgetCompany(companyId: number): void {
  for (const [token, entry] of resolved) if (entry.auth.companyId === companyId) resolved.delete(token);
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
  /** A driver blocked by support gets none: AccountBlocked (403), whichever way they log in. */
  async issue(db: Db, kind: TokenKind, userId: number | null): Promise<string> {
    if (userId !== null && (await driverBlockRows.isBlocked(db, userId))) {
      throw new AppError('AccountBlocked', 403);
    }
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
   * The token's holder from memory when it was resolved in the last TOKEN_CACHE_MS and the
   * city's revocations were checked in the last REVOCATION_CHECK_MS, without touching the
   * database or hashing; undefined when resolve() must ask. A cached token of another kind is
   * refused here too.
   */
  cached(db: Db, token: string | null, kinds: readonly TokenKind[]): AuthContext | undefined {
    if (!token) return undefined;
    const now = Date.now();
    if (!checkedLately(db, now)) return undefined;
    const entry = resolved.get(token);
    if (!entry || entry.db !== db || entry.until <= now) return undefined;
    if (!kinds.includes(entry.auth.kind)) throw new AppError('TokenNotFound', 401);
    return entry.auth;
  },

  /** TokenNotFound (401) when absent, unknown, revoked or of another kind; TokenExpired (401). */
  async resolve(db: Db, token: string | null, kinds: readonly TokenKind[]): Promise<AuthContext> {
    if (!checkedLately(db, Date.now())) await checkRevocations(db);
    const cached = this.cached(db, token, kinds);
    if (cached) return cached;
    if (!token || !TOKEN_SHAPE.test(token)) throw new AppError('TokenNotFound', 401);
    const hash = secretValues.sha256(token);
    const row = await tokenRows.byHash(db, hash, L.tokenTouchSeconds);
    if (!row || row.revokedAt || row.blocked || !kinds.includes(row.kind)) {
      throw new AppError('TokenNotFound', 401);
    }
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

  /** Every token of the driver but `exceptTokenId`: a new password, a blocked account. */
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
