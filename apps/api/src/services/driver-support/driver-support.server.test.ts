import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTwoInstances, type TwoInstances } from '../../../test/two-instances-kit.ts';
import type { CityContext } from '../../config/city-context.ts';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { signInStaff, staffCall } from '../../../test/staff-test-kit.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import type { ParkingTestApp } from '../parking/parking-test-kit.ts';

// Driver support on a PostgreSQL server (a *.server.test.ts: vitest.config.ts runs it only
// where DATABASE_URL names one): two instances of the API on one database, as behind a load
// balancer, and requests that really run at once.
let pair: TwoInstances;
let a: ParkingTestApp;
let b: ParkingTestApp;
let perm: CityContext;

beforeAll(async () => {
  pair = await openTwoInstances();
  ({ a, b } = pair);
  perm = pair.perm;
});
afterAll(async () => {
  await pair?.close();
});

describe('driver support across instances', () => {
  it('a driver blocked through A is refused by B within a second, though B had the token in its cache', async () => {
    const driver = await a.driver();
    const other = await a.driver();
    const balanceOn = async (app: ParkingTestApp, token: string) =>
      (await app.get('/api/profile/get-balance', token)).status;
    // B resolves both tokens and keeps them for up to 10 s
    expect(await balanceOn(b, driver.token)).toBe(200);
    expect(await balanceOn(b, other.token)).toBe(200);
    const support = await signInStaff(a, perm, 'support');
    const blocked = await staffCall(a, 'PUT', `/api/operator/drivers/${driver.userId}/block`, {
      token: support.token,
      body: { blocked: true, reason: 'Stolen phone' },
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    const since = Date.now();
    let status = await balanceOn(b, driver.token);
    while (status === 200 && Date.now() - since < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await balanceOn(b, driver.token);
    }
    expect(status).toBe(401);
    // the counter is read at most once a second: the refusal comes within that and some slack
    expect(Date.now() - since).toBeLessThan(1500);
    expect(await balanceOn(b, other.token)).toBe(200);
  });

  it('ten approvals of one pending correction at once post its money once', async () => {
    const driver = await a.driver();
    const requester = await signInStaff(a, perm, 'support');
    const approvers = [await signInStaff(a, perm, 'support'), await signInStaff(b, perm, 'administrator')];
    const asked = await staffCall(a, 'POST', `/api/operator/drivers/${driver.userId}/corrections`, {
      token: requester.token,
      body: { amount: 250_000, reason: 'Refund of a double charge', requestId: randomUUID() },
    });
    expect(asked.body).toMatchObject({ correction: { status: 'pending' } });
    const id = (asked.body.correction as { id: number }).id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        staffCall(i % 2 ? b : a, 'POST', `/api/operator/corrections/${id}/approve`, {
          token: approvers[i % 2]!.token,
          body: { reason: `Approval ${i}` },
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.body.errorName === 'CorrectionDecided')).toHaveLength(9);
    expect(await balanceOf(perm.db, driver.userId)).toBe(250_000);
    const { rows } = await perm.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'correction.approve' AND entity_id = $1`,
      [String(id)],
    );
    expect(rows[0]!.n).toBe(1);
    expect(await checkInvariants(perm.db)).toEqual(INVARIANTS_HOLD);
  });

  it('a double click sent to both instances at once claims one correction', async () => {
    const driver = await a.driver();
    const support = await signInStaff(a, perm, 'support');
    const body = { amount: 5000, reason: 'Goodwill', requestId: randomUUID() };
    const url = `/api/operator/drivers/${driver.userId}/corrections`;
    const [first, second] = await Promise.all([
      staffCall(a, 'POST', url, { token: support.token, body }),
      staffCall(b, 'POST', url, { token: support.token, body }),
    ]);
    expect(first!.body).toEqual(second!.body);
    expect(await balanceOf(perm.db, driver.userId)).toBe(5000);
  });
});
