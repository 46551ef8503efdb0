import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ZoneSchema } from '@parking/domain/contracts/content';
import { PARKING_CATEGORIES, isInactiveParking } from '@parking/domain/contracts/map-info';
import { MapInfoResultSchema } from '@parking/domain/contracts/map-info-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { invalidateMapSnapshot } from '../../services/map/map-snapshot-cache.ts';

const MAP = '/api/map/get-map-info-v3';

describe('map routes', () => {
  let test: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await buildTestApp({ cities: ['perm', 'moscow'] });
    app = test.app;
  });
  afterAll(() => test.close());

  it('answers map info in the contract shape with every category and inactive parkings', async () => {
    const res = await app.inject({ url: MAP });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers.vary).toBe('Accept-Encoding');
    const body = res.json();
    expect(body.status).toBe('ok');
    const parsed = MapInfoResultSchema.parse(body.result);
    const categories = new Set(parsed.features.map((f) => f.properties.category).filter(Boolean));
    expect(categories.size).toBe(PARKING_CATEGORIES.length);
    expect(parsed.features.some((f) => isInactiveParking(f.properties))).toBe(true);
    expect(parsed.OverAll.features).toBe(parsed.features.length);
    expect(parsed.OverAll.spaces.free).toBeLessThanOrEqual(parsed.OverAll.spaces.total);
    // coordinates are {latitude, longitude} inside perm, rounded to 6 decimals
    const line = parsed.features.find((f) => f.geometry.type === 'LineString')!.geometry;
    const point = (line.coordinates as { latitude: number; longitude: number }[])[0]!;
    expect(point.latitude).toBeGreaterThan(57.9);
    expect(point.longitude).toBeGreaterThan(55.8);
    expect(Math.abs(point.latitude * 1e6 - Math.round(point.latitude * 1e6))).toBeLessThan(1e-6);
    expect(Date.parse(parsed.times.updated)).toBeGreaterThan(0);
  });

  it('serves the same bytes gzip- and brotli-encoded, each with its own strong ETag', async () => {
    const plain = await app.inject({ url: MAP });
    const gz = await app.inject({ url: MAP, headers: { 'accept-encoding': 'gzip' } });
    const br = await app.inject({ url: MAP, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const tags = [plain, gz, br].map((r) => r.headers.etag as string);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('answers 304 with no body to a matching If-None-Match, and 200 to a stale one', async () => {
    const first = await app.inject({ url: MAP, headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers.etag as string;
    const again = await app.inject({
      url: MAP,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await app.inject({ url: MAP, headers: { 'if-none-match': '"not-this-one"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('changes the ETag when the map data changes', async () => {
    const before = await app.inject({ url: MAP });
    const city = await app.cityRegistry.get('perm')!;
    await city.query("UPDATE map_objects SET spaces_free = 0 WHERE objecttype = 'parkings'");
    invalidateMapSnapshot(city);
    const after = await app.inject({ url: MAP, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().result.OverAll.spaces.free).toBe(0);
  });

  it('serves the large city: 20,000+ features, gzip-encoded', async () => {
    const res = await app.inject({ url: `/c/moscow${MAP}`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(body.result.features.length).toBeGreaterThanOrEqual(20_000);
    expect(body.result.OverAll.features).toBe(body.result.features.length);
  });

  it('lists zones with prices in hundredths and the inactive marker, labels in the asked language', async () => {
    const ru = await app.inject({ url: '/api/map/get-zones' });
    expect(ru.statusCode).toBe(200);
    const zones = ru.json().result.map((z: unknown) => ZoneSchema.parse(z));
    expect(zones[0]).toMatchObject({ name: 'Зона 101', value: '101', zonenumber: '101' });
    expect(zones.some((z: { prices: { daycode: number }[] }) => z.prices.some((p) => p.daycode === -2))).toBe(
      true,
    );
    const prices = zones.flatMap((z: { prices: { priceNum: number }[] }) => z.prices.map((p) => p.priceNum));
    expect(prices.some((p: number) => p >= 1000 && p % 100 === 0)).toBe(true);
    const en = await app.inject({ url: '/c/perm/api/map/get-zones?lang=en' });
    expect(en.json().result[0].name).toBe('Zone 101');
  });

  it('answers CityNotFound for a city nobody hosts', async () => {
    for (const url of [`/c/nowhere${MAP}`, '/c/nowhere/api/map/get-zones']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', errorName: 'CityNotFound' });
    }
  });
});
