import { afterAll, describe, expect, it } from 'vitest';
import { openParkingApp } from '../src/services/parking/parking-test-kit.ts';
import { signInStaff, staffCall } from './staff-test-kit.ts';

// Every staff call the server serves, read from its own OpenAPI document, so a call added
// later without its role guard fails here without anyone listing it.
const t = await openParkingApp(['perm']);
afterAll(async () => t.close());

const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
// login and logout need no role; receipt-paid is a bank import's machine call with its own key
// (X-Operator-Key), tested in receipt-routes.test.ts
const OPEN = new Set(['/api/operator/login', '/api/operator/logout', '/api/operator/receipt-paid']);
const staffCalls = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
  .filter(([p]) => p.startsWith('/api/operator/') && !OPEN.has(p))
  .flatMap(([p, methods]) =>
    Object.keys(methods).map((m) => ({
      method: m.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
      // any value for a path parameter: the guard answers before the call looks at it
      url: p.replace(/\{[^}]+\}/g, '1'),
    })),
  );

describe('staff calls', () => {
  it('are many (the console is served)', () => {
    expect(staffCalls.length).toBeGreaterThan(8);
  });

  it('refuse a call without a token (401) and a role without the area (403), before reading the body', async () => {
    // the inspector's only area is the street check (issue 21), which is none of these
    const inspector = await signInStaff(t, await t.city(), 'inspector');
    for (const { method, url } of staffCalls) {
      const body = method === 'GET' ? undefined : { junk: true };
      const anonymous = await staffCall(t, method, url, { body });
      expect({ method, url, status: anonymous.status, errorName: anonymous.body.errorName }).toEqual({
        method,
        url,
        status: 401,
        errorName: 'TokenNotFound',
      });
      const refused = await staffCall(t, method, url, { token: inspector.token, body });
      expect({ method, url, status: refused.status, errorName: refused.body.errorName }).toEqual({
        method,
        url,
        status: 403,
        errorName: 'Forbidden',
      });
    }
  });
});
