import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { parseEnv } from '../../config/env.ts';
import { openMemoryCity } from '../../../test/open-memory-city.ts';
import { retentionPeriods, runRetention } from './retention-service.ts';

// Each table the retention job trims gets an old row, a new one and, where it matters, an old
// one that must stay (an unsent message, a guest token that money names). Default periods:
// idempotency 72 h, codes 7 days, tokens 30 days, outbox 30 days, enforcement 90 days.
let city: CityContext;
const hex = (c: string) => c.repeat(64);
const ago = (days: number) => `now() - interval '${days} days'`;

beforeAll(async () => {
  city = await openMemoryCity('perm');
  const q = (sql: string) => city.query(sql);
  await q(`INSERT INTO idempotency_keys (scope, key, request_hash, created_at)
           VALUES ('s', 'old', 'h', ${ago(4)}), ('s', 'new', 'h', ${ago(2)})`);
  await q(`INSERT INTO captchas (id, answer_hash, ip, created_at, expires_at)
           VALUES ('old-captcha-000001', '${hex('a')}', '1.1.1.1', ${ago(9)}, ${ago(8)}),
                  ('new-captcha-000001', '${hex('a')}', '1.1.1.1', ${ago(1)}, now())`);
  await q(`INSERT INTO registration_drafts (salt_hash, email, phone, first_name, last_name, password_hash, created_at, expires_at)
           VALUES ('${hex('1')}', 'old@x.ru', '79000000001', 'A', 'B', '$argon2id$x', ${ago(10)}, ${ago(9)}),
                  ('${hex('2')}', 'new@x.ru', '79000000002', 'A', 'B', '$argon2id$x', now(), now() + interval '1 day')`);
  await q(`INSERT INTO verification_codes (purpose, handle_hash, channel, target, draft_id, code_salt, code_hash, created_at, expires_at)
           SELECT 'registration-email', '${hex('b')}', 'email', email, id, 'saltsaltsaltsalt', '${hex('c')}',
                  created_at, created_at + interval '10 minutes'
             FROM registration_drafts`);
  await q(
    `INSERT INTO code_sends (target, ip, created_at) VALUES ('old', 'ip', ${ago(8)}), ('new', 'ip', now())`,
  );
  await q(
    `INSERT INTO login_attempts (login_key, ip, created_at) VALUES ('old', 'ip', ${ago(8)}), ('new', 'ip', now())`,
  );
  await q(`INSERT INTO auth_tokens (token_hash, kind, created_at, expires_at, revoked_at) VALUES
             ('${hex('d')}', 'guest', ${ago(40)}, ${ago(39)}, NULL),
             ('${hex('e')}', 'guest', ${ago(40)}, now() + interval '1 day', ${ago(31)}),
             ('${hex('f')}', 'guest', ${ago(40)}, ${ago(39)}, NULL),
             ('${hex('0')}', 'guest', ${ago(1)}, ${ago(0.5)}, NULL)`);
  await q(`INSERT INTO card_payments (id, purpose, amount_kopecks, guest_token_id, method, description_type, return_path,
             payer_scope, idempotency_key, provider, provider_payment_id, redirect_url)
           SELECT '00000000-0000-0000-0000-000000000001', 'refill', 100, id, 'card', 'refill', '/',
                  'guest:' || id, 'k', 'sandbox', 'p1', 'http://x' FROM auth_tokens WHERE token_hash = '${hex('f')}'`);
  await q(`INSERT INTO outbox (channel, recipient, template, lang, status, created_at, sent_at) VALUES
             ('email', 'old-sent@x.ru', 'code', 'ru', 'sent', ${ago(31)}, ${ago(31)}),
             ('email', 'old-failed@x.ru', 'code', 'ru', 'failed', ${ago(31)}, NULL),
             ('email', 'old-pending@x.ru', 'code', 'ru', 'pending', ${ago(31)}, NULL),
             ('email', 'new-sent@x.ru', 'code', 'ru', 'sent', ${ago(1)}, ${ago(1)})`);
  await q(`INSERT INTO outbox_attachments (outbox_id, position, filename, content_type, content)
           SELECT id, 0, 'h.pdf', 'application/pdf', '\\x00' FROM outbox`);
  await q(
    `INSERT INTO dev_outbox (channel, recipient, body, created_at) VALUES ('email', 'old', 'b', ${ago(31)}), ('email', 'new', 'b', now())`,
  );
  await q(`INSERT INTO api_keys (name, prefix, secret_hash, rate_per_minute, created_login)
           VALUES ('checker', 'pk', '${hex('9')}', 10, 'admin')`);
  await q(`INSERT INTO enforcement_checks (checked_at, at, api_key_id, plate, reason)
           SELECT ${ago(91)}, ${ago(91)}, id, 'OLD', 'paid' FROM api_keys
           UNION ALL SELECT ${ago(89)}, ${ago(89)}, id, 'NEW', 'paid' FROM api_keys`);
});
afterAll(async () => {
  await city?.close();
});

const column = async (sql: string) => (await city.query(sql)).rows.map((r) => Object.values(r)[0]).sort();

describe('the retention pass', () => {
  it('deletes the rows past each period, keeps newer, unsent and money-named ones', async () => {
    const periods = retentionPeriods(parseEnv({}));
    // batch 1: the loop must come back for more than one batch
    const deleted = await runRetention(city, periods, { batch: 1 });
    expect(deleted).toMatchObject({
      idempotency_keys: 1,
      captchas: 1,
      registration_drafts: 1,
      code_sends: 1,
      login_attempts: 1,
      auth_tokens: 2,
      outbox: 2,
      dev_outbox: 1,
      enforcement_checks: 1,
    });
    expect(await column('SELECT key FROM idempotency_keys')).toEqual(['new']);
    expect(await column('SELECT id FROM captchas')).toEqual(['new-captcha-000001']);
    expect(await column('SELECT email FROM registration_drafts')).toEqual(['new@x.ru']);
    // the old draft's code is past the period; the new draft's is not
    expect(await column('SELECT target FROM verification_codes')).toEqual(['new@x.ru']);
    expect(await column('SELECT target FROM code_sends')).toEqual(['new']);
    expect(await column('SELECT login_key FROM login_attempts')).toEqual(['new']);
    expect(await column('SELECT token_hash FROM auth_tokens')).toEqual([hex('0'), hex('f')]);
    expect(await column('SELECT recipient FROM outbox')).toEqual(['new-sent@x.ru', 'old-pending@x.ru']);
    expect(await column('SELECT count(*)::int FROM outbox_attachments')).toEqual([2]);
    expect(await column('SELECT recipient FROM dev_outbox')).toEqual(['new']);
    expect(await column('SELECT plate FROM enforcement_checks')).toEqual(['NEW']);
    expect(await column('SELECT count(*)::int FROM card_payments')).toEqual([1]);
    // a second pass finds nothing more
    expect(await runRetention(city, periods)).toEqual({});
  });

  it('refuses an idempotency period under 24 hours at start', () => {
    expect(() => parseEnv({ RETENTION_IDEMPOTENCY_HOURS: '23' })).toThrow(
      /RETENTION_IDEMPOTENCY_HOURS: at least 24/,
    );
    expect(() => retentionPeriods({ ...parseEnv({}), RETENTION_IDEMPOTENCY_HOURS: 12 })).toThrow(
      /at least 24/,
    );
    expect(retentionPeriods(parseEnv({ RETENTION_IDEMPOTENCY_HOURS: '24' })).idempotency_keys).toBe(86_400);
  });
});
