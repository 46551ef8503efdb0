import { createHash } from 'node:crypto';
import type { ApiKey } from '@parking/domain/staff/enforcement-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { signInStaff, staffCall } from '../../../test/staff-test-kit.ts';
import { addZone, openParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';

let t: ParkingTestApp;
let perm: CityContext;
let admin: { id: number; login: string; token: string };

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
  await addZone(perm, 'K1');
  admin = await signInStaff(t, perm, 'administrator');
});
afterAll(() => t?.close());

const makeKey = async (body: Record<string, unknown>) =>
  staffCall(t, 'POST', '/api/operator/api-keys', { token: admin.token, body });

/** A check of a zone with a key header (undefined: no header at all, and no token). */
async function checkWithKey(key: string | undefined, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: body.items ? '/api/enforcement/check-batch' : '/api/enforcement/check',
    headers: key === undefined ? {} : { 'x-api-key': key },
    payload: body.items ? body : { plate: 'А123ВС59', zone: 'K1', ...body },
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

/** Waits out the end of a minute, so a burst of calls falls in one counting window. */
async function inOneMinute(): Promise<void> {
  const seconds = new Date().getSeconds();
  if (seconds > 50) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));
}

describe('API keys', () => {
  it('are made by an administrator, the secret shown once and only its hash kept, each change audited', async () => {
    const made = await makeKey({ name: '  Камера 1 ', ratePerMinute: 120 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const secret = made.body.secret as string;
    const key = made.body.key as ApiKey;
    expect(secret).toMatch(/^cpk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Камера 1',
      ratePerMinute: 120,
      prefix: secret.slice(0, 10),
      createdBy: admin.login,
      revokedAt: null,
      lastUsedAt: null,
    });
    const { rows } = await perm.query('SELECT secret_hash FROM api_keys WHERE id = $1', [key.id]);
    expect(rows[0]!.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));

    const list = await staffCall(t, 'GET', '/api/operator/api-keys', { token: admin.token });
    expect(list.body.items).toContainEqual(key);
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const audit = await perm.query(
      `SELECT staff_login, after::text AS after FROM audit_log WHERE action = 'api_key.create' AND entity_id = $1`,
      [String(key.id)],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.staff_login).toBe(admin.login);
    expect(audit.rows[0]!.after).not.toContain(secret.slice(4));
  });

  it('refuse a bad name or limit, and every role but the administrator', async () => {
    expect((await makeKey({ name: 'ab' })).body.errorName).toBe('ApiKeyNameInvalid');
    expect((await makeKey({ name: 'Партнёр', ratePerMinute: 0 })).body.errorName).toBe('ApiKeyRateInvalid');
    expect((await makeKey({ name: 'Партнёр', ratePerMinute: 1.5 })).body.errorName).toBe('ApiKeyRateInvalid');
    // a misspelt limit is refused, not left at the default rate
    const misspelt = await makeKey({ name: 'Партнёр', perMinute: 3 } as never);
    expect([misspelt.status, misspelt.body.errorName]).toEqual([400, 'ValidationError']);
    const inspector = await signInStaff(t, perm, 'inspector');
    const refused = await staffCall(t, 'POST', '/api/operator/api-keys', {
      token: inspector.token,
      body: { name: 'Партнёр' },
    });
    expect([refused.status, refused.body.errorName]).toEqual([403, 'Forbidden']);
  });

  it('authenticate a check, which is logged under the key; a missing, wrong or revoked key is refused (401)', async () => {
    const made = await makeKey({ name: 'Подрядчик' });
    const secret = made.body.secret as string;
    const id = (made.body.key as ApiKey).id;

    const ok = await checkWithKey(secret);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const logged = await perm.query(
      'SELECT api_key_id, staff_id, reason FROM enforcement_checks WHERE id = $1',
      [ok.body.check.checkId],
    );
    expect(logged.rows[0]).toMatchObject({ api_key_id: id, staff_id: null });
    const used = await staffCall(t, 'GET', '/api/operator/api-keys', { token: admin.token });
    expect((used.body.items as ApiKey[]).find((k) => k.id === id)!.lastUsedAt).not.toBeNull();

    const missing = await checkWithKey(undefined);
    expect([missing.status, missing.body.errorName]).toEqual([401, 'TokenNotFound']);
    for (const wrong of ['', `${secret}x`, 'cpk_not-a-key', 'ключ']) {
      const res = await checkWithKey(wrong);
      expect([wrong, res.status, res.body.errorName]).toEqual([wrong, 401, 'ApiKeyInvalid']);
    }

    const revoked = await staffCall(t, 'POST', `/api/operator/api-keys/${id}/revoke`, { token: admin.token });
    expect(revoked.status).toBe(200);
    expect((revoked.body.key as ApiKey).revokedAt).not.toBeNull();
    const after = await checkWithKey(secret);
    expect([after.status, after.body.errorName]).toEqual([401, 'ApiKeyInvalid']);
    const again = await staffCall(t, 'POST', `/api/operator/api-keys/${id}/revoke`, { token: admin.token });
    expect([again.status, again.body.errorName]).toEqual([409, 'ApiKeyRevoked']);
    const unknown = await staffCall(t, 'POST', '/api/operator/api-keys/999999/revoke', {
      token: admin.token,
    });
    expect([unknown.status, unknown.body.errorName]).toEqual([404, 'ApiKeyNotFound']);
    const audit = await perm.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'api_key.revoke' AND entity_id = $1`,
      [String(id)],
    );
    expect(audit.rows[0]!.n).toBe(1);
  });

  it('answer 429 with Retry-After past the key’s checks a minute, a batch counting each item', async () => {
    const made = await makeKey({ name: 'Камера 2', ratePerMinute: 4 });
    const secret = made.body.secret as string;
    await inOneMinute();
    const batch = await checkWithKey(secret, {
      items: [
        { plate: 'А123ВС59', zone: 'K1' },
        { plate: 'В456ОР59', zone: 'K1' },
      ],
    });
    expect(batch.status).toBe(200);
    expect((await checkWithKey(secret)).status).toBe(200);
    expect((await checkWithKey(secret)).status).toBe(200);
    const over = await checkWithKey(secret);
    expect([over.status, over.body.errorName]).toEqual([429, 'TooManyRequests']);
    expect(Number(over.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(60);
    // the refused call made no check
    const { rows } = await perm.query(
      `SELECT count(*)::int AS n FROM enforcement_checks c JOIN api_keys k ON k.id = c.api_key_id WHERE k.name = 'Камера 2'`,
    );
    expect(rows[0]!.n).toBe(4);
  });
});
