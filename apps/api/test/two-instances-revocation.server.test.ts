import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany } from '../src/routes/company/company-test-kit.ts';
import type { ParkingTestApp } from '../src/services/parking/parking-test-kit.ts';
import { freshDriver, post, registerDriver } from './account-test-kit.ts';
import { openTwoInstances, type TwoInstances } from './two-instances-kit.ts';
import { signInStaff, staffCall } from './staff-test-kit.ts';

// Two instances on one PostgreSQL database, as behind a load balancer: a token revoked through A
// (log-out, a blocked driver, a password change, a disabled company, a disabled staff member) is
// refused by B within a second, though B had it cached (token-service.ts: REVOCATION_CHECK_MS;
// staff tokens are read on every call, operator-token-rows.ts).
// A *.server.test.ts file: vitest.config.ts runs it only where DATABASE_URL names a server.
let pair: TwoInstances;
let a: ParkingTestApp;
let b: ParkingTestApp;

beforeAll(async () => {
  pair = await openTwoInstances();
  ({ a, b } = pair);
});
afterAll(async () => {
  await pair?.close();
});

/** The status B answers `url` with `token`. */
const onB = async (url: string, token: string) =>
  (await b.app.inject({ url, headers: { authorization: `Bearer ${token}` } })).statusCode;

/** Asks B until it refuses the token, for at most one check interval and some slack. */
async function refusedByB(url: string, token: string): Promise<number> {
  const deadline = Date.now() + 1500;
  let status = await onB(url, token);
  while (status === 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = await onB(url, token);
  }
  return status;
}

const PROFILE = '/api/profile/get-profile-v6';

describe('a token revoked through A is refused by B within a second', () => {
  it('log-out', async () => {
    const driver = await a.driver();
    expect(await onB(PROFILE, driver.token)).toBe(200);
    expect((await a.post('/api/auth/logout', {}, driver.token)).status).toBe(200);
    expect(await refusedByB(PROFILE, driver.token)).toBe(401);
  });

  it('a revocation by hand in psql, which no instance’s memory hears of', async () => {
    // in this one test process A and B share token-service's module, so A's own forgetting
    // also clears B's entry; this case leaves B only the revocation counter to learn from
    const driver = await a.driver();
    const company = await newCompany(pair.perm);
    expect(await onB(PROFILE, driver.token)).toBe(200);
    expect(await onB('/api/corp-profile/get-profile', company.token)).toBe(200);
    await pair.perm.query('UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 OR company_id = $2', [
      driver.userId,
      company.id,
    ]);
    expect(await refusedByB(PROFILE, driver.token)).toBe(401);
    expect(await refusedByB('/api/corp-profile/get-profile', company.token)).not.toBe(200);
  });

  it('a driver blocked by support', async () => {
    const driver = await a.driver();
    expect(await onB(PROFILE, driver.token)).toBe(200);
    const staff = await signInStaff(a, pair.perm, 'support');
    const blocked = await staffCall(a, 'PUT', `/api/operator/drivers/${driver.userId}/block`, {
      token: staff.token,
      body: { blocked: true, reason: 'Жалоба на мошенничество' },
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(await refusedByB(PROFILE, driver.token)).not.toBe(200);
  });

  it('a password change ends the account’s other tokens', async () => {
    const d = freshDriver('two-instances');
    const token = await registerDriver(a.app, d);
    const onPhone = await post(b.app, '/api/auth/login', { login: d.email, password: d.pass }, { ip: d.ip });
    const other = onPhone.body.token as string;
    expect(await onB(PROFILE, other)).toBe(200);
    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/profile/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { pass: 'new-secret-7', currentpass: d.pass },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await refusedByB(PROFILE, other)).toBe(401);
  });

  it('a company disabled by support', async () => {
    const company = await newCompany(pair.perm);
    expect(await onB('/api/corp-profile/get-profile', company.token)).toBe(200);
    const staff = await signInStaff(a, pair.perm, 'support');
    const disabled = await staffCall(a, 'POST', `/api/operator/companies/${company.id}/disable`, {
      token: staff.token,
    });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(await refusedByB('/api/corp-profile/get-profile', company.token)).not.toBe(200);
  });

  it('a staff member disabled by an administrator, and a staff log-out', async () => {
    const member = await signInStaff(a, pair.perm, 'support');
    const leaving = await signInStaff(a, pair.perm, 'support');
    const admin = await signInStaff(a, pair.perm, 'administrator');
    expect(await onB('/api/operator/appeals', member.token)).toBe(200);
    expect(await onB('/api/operator/appeals', leaving.token)).toBe(200);
    const off = await staffCall(a, 'PUT', `/api/operator/staff/${member.id}`, {
      token: admin.token,
      body: { disabled: true },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await staffCall(a, 'POST', '/api/operator/logout', { token: leaving.token })).status).toBe(200);
    expect(await refusedByB('/api/operator/appeals', member.token)).not.toBe(200);
    expect(await refusedByB('/api/operator/appeals', leaving.token)).not.toBe(200);
  });
});
