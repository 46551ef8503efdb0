import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTwoInstances, type TwoInstances } from '../../../test/two-instances-kit.ts';
import { signInStaff, staffCall } from '../../../test/staff-test-kit.ts';
import type { CityContext } from '../../config/city-context.ts';
import type { ParkingTestApp } from '../../services/parking/parking-test-kit.ts';
import { call, newCompany } from '../company/company-test-kit.ts';

// Two instances of the API on one PostgreSQL database (issue 21): a staff change made through A
// reaches B's open data within the map version's check interval, and a company disabled through
// A is refused by B at once, though B had its token in memory. The company case shares this
// file so the pair of instances is opened once. Runs only where DATABASE_URL names a server.
const URL = '/api/open-data/map.geojson';
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

describe('two instances on one database', () => {
  it('an object made inactive through A leaves B’s open data with a new ETag', async () => {
    const first = await b.app.inject({ url: `${URL}?layers=parkings` });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const code = (JSON.parse(first.body) as { features: { properties: { code: string } }[] }).features[0]!
      .properties.code;
    const staff = await signInStaff(a, perm, 'tariff_manager');
    const hidden = await staffCall(a, 'PUT', `/api/operator/map/objects/${encodeURIComponent(code)}`, {
      token: staff.token,
      body: { active: false },
    });
    expect(hidden.status).toBe(200);
    const deadline = Date.now() + 1500;
    let seen = await b.app.inject({ url: `${URL}?layers=parkings`, headers: { 'if-none-match': etag } });
    while (seen.statusCode === 304 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await b.app.inject({ url: `${URL}?layers=parkings`, headers: { 'if-none-match': etag } });
    }
    expect(seen.statusCode).toBe(200);
    expect(seen.headers.etag).not.toBe(etag);
    expect(seen.body).not.toContain(`"code":${JSON.stringify(code)}`);
  });

  it('a company disabled through A is refused by B at its next call', async () => {
    const company = await newCompany(perm);
    const profile = () => call(b, 'GET', '/api/corp-profile/get-profile', { token: company.token });
    expect((await profile()).status).toBe(200);
    const staff = await signInStaff(a, perm, 'support');
    const off = await staffCall(a, 'POST', `/api/operator/companies/${company.id}/disable`, {
      token: staff.token,
    });
    expect(off.status).toBe(200);
    const refused = await profile();
    expect([refused.status, refused.body.errorName]).toEqual([401, 'TokenNotFound']);
  });
});
