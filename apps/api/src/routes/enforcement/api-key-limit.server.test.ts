import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTwoInstances, type TwoInstances } from '../../../test/two-instances-kit.ts';
import { addZone, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import { signInStaff, staffCall } from '../../../test/staff-test-kit.ts';

// Two instances of the API on one PostgreSQL database, as behind a load balancer: a key's checks
// a minute are counted in the database, so calls spread over both instances share one limit,
// and a key revoked through one is refused by the other at its next call. Runs only where
// DATABASE_URL names a server (vitest.config.ts).
let pair: TwoInstances;
let a: ParkingTestApp;
let b: ParkingTestApp;

beforeAll(async () => {
  pair = await openTwoInstances();
  ({ a, b } = pair);
  await addZone(await a.city(), 'K1');
});
afterAll(async () => {
  await pair?.close();
});

const checkOn = async (app: ParkingTestApp, key: string) =>
  (
    await app.app.inject({
      method: 'POST',
      url: '/api/enforcement/check',
      headers: { 'x-api-key': key },
      payload: { plate: 'А123ВС59', zone: 'K1' },
    })
  ).statusCode;

describe('an API key on two instances', () => {
  it('shares one per-minute limit and is refused by both once revoked', async () => {
    const admin = await signInStaff(a, await a.city(), 'administrator');
    const made = await staffCall(a, 'POST', '/api/operator/api-keys', {
      token: admin.token,
      body: { name: 'Камера', ratePerMinute: 4 },
    });
    const secret = made.body.secret as string;
    // the four calls and the refused fifth in one minute
    const seconds = new Date().getSeconds();
    if (seconds > 50) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));
    const statuses = [
      await checkOn(a, secret),
      await checkOn(b, secret),
      await checkOn(a, secret),
      await checkOn(b, secret),
      await checkOn(a, secret),
      await checkOn(b, secret),
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);

    const other = await staffCall(a, 'POST', '/api/operator/api-keys', {
      token: admin.token,
      body: { name: 'Подрядчик' },
    });
    const otherSecret = other.body.secret as string;
    expect(await checkOn(b, otherSecret)).toBe(200);
    await staffCall(a, 'POST', `/api/operator/api-keys/${(other.body.key as { id: number }).id}/revoke`, {
      token: admin.token,
    });
    expect(await checkOn(b, otherSecret)).toBe(401);
  });
});
