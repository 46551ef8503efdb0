import type { ApiKey, NewApiKeyRequestSchema } from '@parking/domain/staff/enforcement-contracts';
import type { z } from 'zod';
import type { CityContext } from '../../config/city-context.ts';
import { apiKeyRows, type ApiKeyRecord } from '../../db/enforcement/api-key-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { secretValues } from '../accounts/secret-values.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';

/** Every secret starts so: a key pasted into the wrong place is recognised at a glance. */
const SECRET_PREFIX = 'cpk_';
/** What the console shows of a secret: the marker and six random characters. */
const SHOWN_CHARACTERS = 10;
const SECRET_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;

/** The key as the console and the audit log show it: never the secret or its digest. */
const toApiKey = (row: ApiKeyRecord): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  ratePerMinute: row.ratePerMinute,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdLogin,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listApiKeys(city: CityContext): Promise<ApiKey[]> {
  return (await apiKeyRows.list(city.db)).map(toApiKey);
}

/**
 * A new key for a partner system. The secret is answered this once: only its SHA-256 digest is
 * kept (as operator tokens are), so a leaked database gives no working key; a lost secret is
 * replaced by a new key and the old one revoked.
 */
export async function createApiKey(
  city: CityContext,
  actor: StaffActor,
  input: z.output<typeof NewApiKeyRequestSchema>,
): Promise<{ key: ApiKey; secret: string }> {
  const secret = `${SECRET_PREFIX}${secretValues.handle()}`;
  return recordStaffChange(city, actor, async (tx) => {
    const row = await apiKeyRows.insert(tx, {
      name: input.name,
      prefix: secret.slice(0, SHOWN_CHARACTERS),
      secretHash: secretValues.sha256(secret),
      ratePerMinute: input.ratePerMinute,
      createdBy: actor.id,
      createdLogin: actor.login,
    });
    const key = toApiKey(row);
    return {
      action: 'api_key.create',
      entity: 'api_key',
      entityId: row.id,
      before: null,
      after: key,
      result: { key, secret },
    };
  });
}

/** Revokes a key: every instance refuses it from the next call, since each reads the row. */
export async function revokeApiKey(city: CityContext, actor: StaffActor, id: number): Promise<ApiKey> {
  return recordStaffChange(city, actor, async (tx) => {
    const before = await apiKeyRows.lockById(tx, id);
    if (!before) throw new AppError('ApiKeyNotFound', 404);
    if (before.revokedAt) throw new AppError('ApiKeyRevoked', 409);
    const key = toApiKey(await apiKeyRows.revoke(tx, id, actor.id));
    return {
      action: 'api_key.revoke',
      entity: 'api_key',
      entityId: id,
      before: toApiKey(before),
      after: key,
      result: key,
    };
  });
}

/** A call allowed under its key, or refused for the rest of the minute. */
export type KeyVerdict = { ok: true; apiKeyId: number } | { ok: false; retryAfterSeconds: number };

/**
 * Counts `calls` checks against the key of this secret and says whether they are within its
 * per-minute limit. The count lives in the key's row (one UPDATE), so the limit holds across
 * every instance serving the city; an unknown or revoked key is ApiKeyInvalid (401).
 */
export async function useApiKey(city: CityContext, secret: string, calls: number): Promise<KeyVerdict> {
  if (!SECRET_SHAPE.test(secret)) throw new AppError('ApiKeyInvalid', 401);
  const use = await apiKeyRows.take(city.db, secretValues.sha256(secret), calls);
  if (!use) throw new AppError('ApiKeyInvalid', 401);
  return use.used <= use.ratePerMinute
    ? { ok: true, apiKeyId: use.id }
    : { ok: false, retryAfterSeconds: use.retryAfterSeconds };
}
