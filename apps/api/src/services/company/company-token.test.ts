import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { openParkingApp, type ParkingTestApp } from '../parking/parking-test-kit.ts';
import { forgetResolvedTokens, tokenService } from '../accounts/token-service.ts';

let t: ParkingTestApp;
let perm: CityContext;
let companyId: number;

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
  const { rows } = await perm.query(
    `INSERT INTO companies (inn, contract_number, name, email, password_hash)
     VALUES ('7707083893', 'T-1', 'Token test', 'token@example.test', '$argon2id$x') RETURNING id`,
  );
  companyId = Number(rows[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

describe('corporate tokens', () => {
  it('name the company, resolve only as corporate, and are refused by driver calls', async () => {
    const token = await tokenService.issueCompany(perm.db, companyId);
    const auth = await tokenService.resolve(perm.db, token, ['corporate']);
    expect(auth).toMatchObject({ kind: 'corporate', companyId, userId: null });
    // cached and uncached paths both refuse another kind
    await expect(tokenService.resolve(perm.db, token, ['standard'])).rejects.toMatchObject({
      errorName: 'TokenNotFound',
    });
    forgetResolvedTokens();
    await expect(tokenService.resolve(perm.db, token, ['standard', 'guest'])).rejects.toMatchObject({
      errorName: 'TokenNotFound',
    });
    const profile = await t.get('/api/profile/get-profile-v6', token);
    expect(profile.status).toBe(401);
    expect(profile.body.errorName).toBe('TokenNotFound');
  });

  it('a driver token names no company', async () => {
    const driver = await t.driver();
    const auth = await tokenService.resolve(perm.db, driver.token, ['standard']);
    expect(auth.companyId).toBeNull();
    await expect(tokenService.resolve(perm.db, driver.token, ['corporate'])).rejects.toMatchObject({
      errorName: 'TokenNotFound',
    });
  });

  it('revokeAllOfCompany stops every token of the company at once', async () => {
    const token = await tokenService.issueCompany(perm.db, companyId);
    await tokenService.resolve(perm.db, token, ['corporate']);
    await tokenService.revokeAllOfCompany(perm.db, companyId);
    await expect(tokenService.resolve(perm.db, token, ['corporate'])).rejects.toMatchObject({
      errorName: 'TokenNotFound',
    });
    const { rows } = await perm.query(
      'SELECT count(*)::int AS n FROM auth_tokens WHERE company_id = $1 AND revoked_at IS NULL',
      [companyId],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
