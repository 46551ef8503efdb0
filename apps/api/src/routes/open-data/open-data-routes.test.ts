import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInStaff, staffCall } from '../../../test/staff-test-kit.ts';
import type { CityContext } from '../../config/city-context.ts';
import { mapObjectRows } from '../../db/map-admin/map-object-rows.ts';
import { readMapFile } from '../../services/map-admin/read-map-file.ts';
import { openParkingApp, type ParkingTestApp } from '../../services/parking/parking-test-kit.ts';

// The city's open data (issue 21 item 6): public, in the map import's format with the tariffs in
// force, cached by the map version with an ETag that moves when the map does.

const URL = '/api/open-data/map.geojson';
let t: ParkingTestApp;
let perm: CityContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
  tokens.tariffs = (await signInStaff(t, perm, 'tariff_manager')).token;
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

type Feature = {
  geometry: unknown;
  properties: { objecttype: string; code: string; tariffs?: Tariff[] } & Record<string, unknown>;
};
type Tariff = { status: string; effectiveFrom: string; effectiveTo: string | null; inactive: boolean };

async function fetchOpenData(query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `${URL}${query}`, headers });
  const features =
    res.statusCode === 200 ? (JSON.parse(res.body) as { features: Feature[] }).features : undefined;
  return { res, etag: String(res.headers.etag), features };
}

const zonesOf = (features: Feature[]) => features.filter((f) => f.properties.objecttype === 'zone');

describe('GET /api/open-data/map.geojson', () => {
  it('serves every zone with its tariffs and the active objects, which the import reads back unchanged', async () => {
    const { res, features } = await fetchOpenData();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers.etag).toMatch(/^"\d+-[\w-]+"$/);
    expect(Date.parse(String(res.headers['last-modified']))).toBeGreaterThan(0);

    // the import's own parser finds no problem in the file
    const parsed = readMapFile(res.body);
    expect(parsed.problems).toEqual([]);
    expect(parsed.count).toBe(features!.length);
    const { rows } = await perm.query(
      `SELECT (SELECT count(*)::int FROM zones) AS zones,
              (SELECT count(*)::int FROM map_objects WHERE active) AS active,
              (SELECT count(*)::int FROM map_objects WHERE NOT active) AS inactive`,
    );
    const counts = rows[0] as { zones: number; active: number; inactive: number };
    expect(zonesOf(features!)).toHaveLength(counts.zones);
    expect(features!.length).toBe(counts.zones + counts.active);
    expect(features!.every((f) => f.properties.objecttype === 'zone' || f.properties.active === true)).toBe(
      true,
    );
    // every zone with prices has exactly one version in force
    const priced = zonesOf(features!).filter((z) => z.properties.tariffs!.length > 0);
    expect(priced.length).toBeGreaterThan(0);
    for (const zone of priced) {
      expect(zone.properties.tariffs!.filter((v) => v.status === 'current')).toHaveLength(1);
    }

    // and the staff import's preview takes it: nothing added or changed (inactive objects are
    // not public, so only they would go)
    const preview = await staffCall(t, 'POST', '/api/operator/map/import/preview', {
      token: tokens.tariffs,
      body: { text: res.body },
    });
    expect(preview.status, JSON.stringify(preview.body).slice(0, 400)).toBe(200);
    expect((preview.body.preview as { counts: unknown }).counts).toMatchObject({
      added: 0,
      changed: 0,
      removed: counts.inactive,
    });
  });

  it('answers 304 to its ETag, and builds the file once per map version', async () => {
    const first = await fetchOpenData();
    const reads = vi.spyOn(mapObjectRows, 'all');
    const again = await fetchOpenData('', { 'if-none-match': first.etag });
    expect(again.res.statusCode).toBe(304);
    expect(again.res.body).toBe('');
    expect(again.etag).toBe(first.etag);
    const gzip = await fetchOpenData('', { 'accept-encoding': 'gzip', 'if-none-match': first.etag });
    expect(gzip.res.statusCode).toBe(304);
    const stale = await fetchOpenData('', { 'if-none-match': '"0-stale"' });
    expect(stale.res.statusCode).toBe(200);
    expect(stale.res.body).toBe(first.res.body);
    expect(reads).not.toHaveBeenCalled();
  });

  it('moves the ETag and the body when a coming tariff is scheduled and when an object is made inactive', async () => {
    const before = await fetchOpenData();
    const zone = zonesOf(before.features!).find((z) => z.properties.tariffs!.length > 0)!;
    const code = zone.properties.code;
    const from = new Date(Date.now() + 30 * 86_400_000);
    from.setUTCHours(0, 0, 0, 0);
    const scheduled = await staffCall(t, 'POST', `/api/operator/tariffs/${code}`, {
      token: tokens.tariffs,
      body: {
        effectiveFrom: from.toISOString(),
        days: {
          default: [{ timeFrom: '00:00', timeTo: '24:00', pricePerHour: 4200 }],
          saturday: [{ timeFrom: '00:00', timeTo: '24:00', pricePerHour: 0 }],
          sunday: [{ timeFrom: '00:00', timeTo: '24:00', pricePerHour: 0 }],
          holiday: [{ timeFrom: '00:00', timeTo: '24:00', pricePerHour: 0 }],
        },
      },
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const withTariff = await fetchOpenData('', { 'if-none-match': before.etag });
    expect(withTariff.res.statusCode).toBe(200);
    expect(withTariff.etag).not.toBe(before.etag);
    const tariffs = zonesOf(withTariff.features!).find((z) => z.properties.code === code)!.properties
      .tariffs!;
    expect(tariffs.at(-1)).toMatchObject({
      status: 'coming',
      effectiveFrom: from.toISOString(),
      effectiveTo: null,
      inactive: false,
      days: { default: [{ timeFrom: '00:00', timeTo: '24:00', pricePerHour: 4200 }] },
    });
    expect(tariffs.find((v) => v.status === 'current')?.effectiveTo).toBe(from.toISOString());

    const parking = withTariff.features!.find((f) => f.properties.objecttype === 'parkings')!;
    const hidden = await staffCall(t, 'PUT', `/api/operator/map/objects/${parking.properties.code}`, {
      token: tokens.tariffs,
      body: { active: false },
    });
    expect(hidden.status).toBe(200);
    const without = await fetchOpenData('', { 'if-none-match': withTariff.etag });
    expect(without.res.statusCode).toBe(200);
    expect(without.etag).not.toBe(withTariff.etag);
    expect(without.features!.length).toBe(withTariff.features!.length - 1);
    expect(without.features!.some((f) => f.properties.code === parking.properties.code)).toBe(false);
  });

  it('narrows to the layers asked for, in any order, and refuses an unknown layer', async () => {
    const zones = await fetchOpenData('?layers=zone');
    expect(zones.features!.length).toBeGreaterThan(0);
    expect(zones.features!.every((f) => f.properties.objecttype === 'zone')).toBe(true);
    const both = await fetchOpenData('?layers=zone,parkings');
    const swapped = await fetchOpenData('?layers=parkings,%20zone,parkings');
    expect(swapped.etag).toBe(both.etag);
    expect(new Set(both.features!.map((f) => f.properties.objecttype))).toEqual(
      new Set(['zone', 'parkings']),
    );
    expect(readMapFile(both.res.body).problems).toEqual([]);
    const bad = await fetchOpenData('?layers=zone,castles');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json()).toMatchObject({ status: 'error', errorName: 'ValidationError' });
    // the city's other address serves it too, with no token
    expect((await t.app.inject({ url: `/c/perm${URL}?layers=zone` })).statusCode).toBe(200);
  });
});
