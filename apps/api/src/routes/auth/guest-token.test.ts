import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

const t = await buildTestApp({ cities: ['perm', 'rostov'] });
afterAll(async () => t.close());

describe('guest token', () => {
  it('is issued where the city lets visitors pay without an account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/c/perm/api/auth/guest-token' });
    expect(res.json()).toEqual({ status: 'ok', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  it('is refused where useSessionWithoutRegister is off', async () => {
    const settings = (
      await t.app.inject({ method: 'GET', url: '/c/rostov/api/options/get-settings' })
    ).json();
    expect(settings.result.useSessionWithoutRegister).toBe(false);
    const res = await t.app.inject({ method: 'POST', url: '/c/rostov/api/auth/guest-token' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error', errorName: 'FeatureDisabled' });
  });
});
