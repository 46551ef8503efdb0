import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { MapInfoResultSchema } from '@parking/domain/contracts/map-info-schemas';
import { openMemoryCity } from '../../../test/open-memory-city.ts';
import type { CityContext } from '../../config/city-context.ts';
import { loadDemoDataIfEmpty } from '../../demo/load-demo-data.ts';
import { getMapSnapshot, invalidateMapSnapshot, VERSION_CHECK_MS } from './map-snapshot-cache.ts';

describe('map snapshot cache', () => {
  let city: CityContext;
  beforeAll(async () => {
    city = await openMemoryCity('kazan');
    await loadDemoDataIfEmpty(city);
  });
  afterAll(() => city.close());

  it('builds a valid map info answer once and reuses it', async () => {
    const [a, b] = await Promise.all([getMapSnapshot(city), getMapSnapshot(city)]);
    expect(b).toBe(a);
    expect(await getMapSnapshot(city)).toBe(a);
    const body = JSON.parse(a.mapInfo.bytes.identity.toString('utf8'));
    expect(body.status).toBe('ok');
    expect(MapInfoResultSchema.safeParse(body.result).success).toBe(true);
    expect(gunzipSync(a.mapInfo.bytes.gzip).equals(a.mapInfo.bytes.identity)).toBe(true);
    expect(body.result.OverAll.features).toBe(body.result.features.length);
  });

  it('rebuilds at once after invalidation when the data changed', async () => {
    const before = await getMapSnapshot(city);
    await city.query("UPDATE map_objects SET name = 'Переименованная' WHERE code = '1001'");
    invalidateMapSnapshot(city);
    const after = await getMapSnapshot(city);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.mapInfo.hash).not.toBe(before.mapInfo.hash);
    expect(after.mapInfo.bytes.identity.toString('utf8')).toContain('Переименованная');
  });

  it('keeps the snapshot when nothing changed, and notices outside changes within the check interval', async () => {
    const first = await getMapSnapshot(city);
    invalidateMapSnapshot(city);
    expect(await getMapSnapshot(city)).toBe(first);
    // a change by another instance (or by hand): no invalidation call reaches this process
    await city.query('UPDATE zone_prices SET price_per_hour_kopecks = 7700 WHERE price_per_hour_kopecks > 0');
    await new Promise((resolve) => setTimeout(resolve, VERSION_CHECK_MS + 50));
    const later = await getMapSnapshot(city);
    expect(later).not.toBe(first);
    expect(later.zones[0]!.prices.some((p) => p.priceNum === 7700)).toBe(true);
  });
});
