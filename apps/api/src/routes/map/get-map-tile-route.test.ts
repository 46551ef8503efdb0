import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { WireFeature } from '@parking/domain/contracts/map-info';
import { summarizeMap } from '@parking/domain/contracts/map-summary';
import { tileBBox, tileXOf, tileYOf, type MapTileResult } from '@parking/domain/contracts/map-tile';
import { MapTileResultSchema } from '@parking/domain/contracts/map-tile-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

const TILE = '/api/map/get-map-tile-v3';

type Box = [number, number, number, number];
function boxOf(f: WireFeature): Box {
  const g = f.geometry;
  const ring =
    g.type === 'Point' ? [g.coordinates] : g.type === 'LineString' ? g.coordinates : g.coordinates[0]!;
  const lngs = ring.map((p) => p.longitude);
  const lats = ring.map((p) => p.latitude);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
const meets = (a: Box, b: Box) => a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];

describe('map tile route', () => {
  let test: TestApp;
  let app: FastifyInstance;
  let full: WireFeature[];
  const tile = async (z: number, x: number, y: number): Promise<MapTileResult> => {
    const res = await app.inject({ url: `${TILE}?z=${z}&x=${x}&y=${y}` });
    expect(res.statusCode).toBe(200);
    return MapTileResultSchema.parse(res.json().result);
  };
  beforeAll(async () => {
    test = await buildTestApp({ cities: ['perm'] });
    app = test.app;
    full = (await app.inject({ url: '/api/map/get-map-info-v3' })).json().result.features;
  });
  afterAll(() => test.close());

  it('sends the full call’s features that meet the tile, with ids, and the city summary', async () => {
    const line = full.find((f) => f.geometry.type === 'LineString')!;
    const [west, south] = boxOf(line);
    const [x, y] = [Math.floor(tileXOf(west, 14)), Math.floor(tileYOf(south, 14))];
    const result = await tile(14, x, y);
    const expected = full.filter((f) => meets(boxOf(f), tileBBox(14, x, y)));
    expect(result.features.length).toBe(expected.length);
    expect(result.features.map(({ id: _id, ...rest }) => rest)).toEqual(expected);
    expect(new Set(result.features.map((f) => f.id)).size).toBe(result.features.length);
    expect(result.clusters).toEqual([]);
    expect(result.city).toEqual(summarizeMap(full));
    expect(result.city.priceLevels.length).toBeGreaterThan(0);
  });

  it('puts a line that crosses a tile border in both tiles, under one id', async () => {
    const crossing = full.find((f) => {
      if (f.geometry.type !== 'LineString') return false;
      const [west, , east] = boxOf(f);
      return Math.floor(tileXOf(west, 14)) !== Math.floor(tileXOf(east, 14));
    })!;
    expect(crossing).toBeDefined();
    const [west, south, east] = boxOf(crossing);
    const y = Math.floor(tileYOf(south, 14));
    const left = await tile(14, Math.floor(tileXOf(west, 14)), y);
    const right = await tile(14, Math.floor(tileXOf(east, 14)), y);
    const idsOf = (t: MapTileResult) =>
      t.features.filter(
        (f) => f.properties.code === crossing.properties.code && f.geometry.type === 'LineString',
      );
    const [a] = idsOf(left);
    const [b] = idsOf(right);
    expect(a?.id).toBeDefined();
    expect(b?.id).toBe(a!.id);
  });

  it('clusters points below zoom 13 and keeps every point counted once', async () => {
    const points = full.filter((f) => f.geometry.type === 'Point');
    const [west, south] = boxOf(points[0]!);
    const [x, y] = [Math.floor(tileXOf(west, 10)), Math.floor(tileYOf(south, 10))];
    const result = await tile(10, x, y);
    const inTile = points.filter(
      (f) => Math.floor(tileXOf(boxOf(f)[0], 10)) === x && Math.floor(tileYOf(boxOf(f)[1], 10)) === y,
    );
    const sentPoints = result.features.filter((f) => f.geometry.type === 'Point').length;
    const clustered = result.clusters.reduce((sum, c) => sum + c.count, 0);
    expect(result.clusters.length).toBeGreaterThan(0);
    expect(result.clusters.every((c) => c.count >= 3)).toBe(true);
    expect(sentPoints + clustered).toBe(inTile.length);
    // lines and polygons still come whole
    const shapes = full.filter((f) => f.geometry.type !== 'Point' && meets(boxOf(f), tileBBox(10, x, y)));
    expect(result.features.length - sentPoints).toBe(shapes.length);
  });

  it('answers gzip with a strong ETag and the full call’s caching, 304 to a matching If-None-Match', async () => {
    const [west, south] = boxOf(full[0]!);
    const url = `${TILE}?z=13&x=${Math.floor(tileXOf(west, 13))}&y=${Math.floor(tileYOf(south, 13))}`;
    const first = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-gz"$/);
    expect(JSON.parse(gunzipSync(first.rawPayload).toString('utf8')).result.features.length).toBeGreaterThan(
      0,
    );
    const again = await app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // a tile far from the city: an empty answer, still with the city summary
    const far = await tile(14, 0, 0);
    expect(far.features).toEqual([]);
    expect(far.city.features).toBe(full.length);
  });

  it('answers a ValidationError to a missing or impossible tile', async () => {
    for (const query of [
      '',
      'z=15&x=0&y=0',
      'z=9&x=0&y=0',
      'z=14&x=16384&y=0',
      'z=14&x=0&y=-1',
      'z=14&x=a&y=1',
      'z=13.5&x=1&y=1',
    ]) {
      const res = await app.inject({ url: `${TILE}?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: 'error', errorName: 'ValidationError' });
    }
  });
});
