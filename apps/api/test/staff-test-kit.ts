import type { StaffRole } from '@parking/domain/staff/staff-roles';
import { expect } from 'vitest';
import type { CityContext } from '../src/config/city-context.ts';
import { createOperator } from '../src/services/operator/create-operator.ts';
import type { Answer, ParkingTestApp } from '../src/services/parking/parking-test-kit.ts';

/** Staff for the console's tests: a member of each role, signed in, and calls with its token. */

let address = 0;
let member = 0;

/** A call from an address of its own, so per-address login limits stay out of a test's way. */
export async function staffCall(
  t: ParkingTestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  address += 1;
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: `10.20.${Math.floor(address / 250) % 250}.${address % 250}`,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    ...(opts.body !== undefined ? { payload: opts.body as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.json() } as Answer;
}

export const STAFF_TEST_PASSWORD = 'staff-secret-10';

/** Makes a member of `role` in the city (through the script's service) and signs it in. */
export async function signInStaff(
  t: ParkingTestApp,
  city: CityContext,
  role: StaffRole,
  login = `${role.replace('_', '-')}-${++member}`,
): Promise<{ id: number; login: string; token: string }> {
  const { id } = await createOperator(city, { login, password: STAFF_TEST_PASSWORD, role });
  const prefix = city.config.city === 'perm' ? '' : `/c/${city.config.city}`;
  const res = await staffCall(t, 'POST', `${prefix}/api/operator/login`, {
    body: { login, password: STAFF_TEST_PASSWORD },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id, login, token: res.body.token as string };
}
