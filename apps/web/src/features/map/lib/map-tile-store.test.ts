import { describe, expect, it } from 'vitest';
import type { MapSummary, MapTileFeature, MapTileResult } from '@parking/domain/contracts/map-tile';
import type { WireFeature } from '@parking/domain/contracts/map-info';
import { MapTileStore } from './map-tile-store';
import { lineFeature, pointFeature, price } from './test-factory';

const city: MapSummary = {
  features: 1000,
  categories: ['multilevel'],
  pointTypes: ['parcomats'],
  hasFree: false,
  hasInactive: true,
  priceLevels: [2000, 4000, 6000],
};

const withId = (id: number, f: WireFeature): MapTileFeature => ({ ...f, id });
function tile(features: MapTileFeature[], over: Partial<MapTileResult> = {}): MapTileResult {
  return { features, clusters: [], city, times: { updated: '2026-11-01T00:00:00.000Z' }, ...over };
}

describe('MapTileStore', () => {
  const crossing = withId(
    7,
    lineFeature(
      [
        [58.01, 56.2],
        [58.01, 56.3],
      ],
      { zone: { zonenumber: '101', prices: [price({ priceNum: 2000 })] } },
    ),
  );

  it('keeps a feature met in two tiles once, under an id that later tiles do not move', () => {
    const store = new MapTileStore();
    store.add('14/1/1', 14, tile([crossing, withId(8, pointFeature([58.0, 56.2]))]));
    const before = store.prepared();
    store.add('14/2/1', 14, tile([withId(9, pointFeature([58.0, 56.3])), crossing]));
    const after = store.prepared();
    expect(after.objects).toHaveLength(3);
    expect(after.shapeIds).toEqual([0]);
    expect(after.pointIds).toEqual([1, 2]);
    expect(after.objects[0]!.props).toBe(before.objects[0]!.props);
    expect(store.has('14/2/1')).toBe(true);
    expect(store.has('14/3/1')).toBe(false);
  });

  it('colours and sums up by the whole city, not by what is loaded', () => {
    const store = new MapTileStore();
    store.add('14/1/1', 14, tile([crossing]));
    const data = store.prepared();
    // the cheapest of three city levels is the first colour, though it is the only price loaded
    expect(data.priceScale.buckets.map((b) => b.from)).toEqual([2000, 4000, 6000]);
    expect(data.objects[0]!.cls).toMatchObject({ kind: 'price', bucket: 0 });
    expect(data.legend).toEqual({
      categories: ['multilevel'],
      pointTypes: ['parcomats'],
      hasFree: false,
      hasInactive: true,
    });
    expect(data.total).toBe(1000);
    expect(data.epoch).toBe('2026-11-01T00:00:00.000Z');
  });

  it('keeps the server clusters and the points sent alone of low-zoom tiles apart from detail points', () => {
    const store = new MapTileStore();
    const lone = withId(11, pointFeature([58.0, 56.25]));
    store.add('12/1/1', 12, tile([lone], { clusters: [{ latitude: 58.02, longitude: 56.22, count: 12 }] }));
    store.add('14/5/5', 14, tile([withId(12, pointFeature([58.03, 56.21]))]));
    const data = store.prepared();
    expect(data.clusters).toEqual([{ lat: 58.02, lng: 56.22, count: 12 }]);
    expect(data.overviewPointIds).toEqual([0]);
    expect(data.pointIds).toEqual([0, 1]);
  });

  it('refuses a tile of another data version', () => {
    const store = new MapTileStore();
    expect(store.add('14/1/1', 14, tile([crossing]))).toBe('added');
    expect(store.add('14/2/1', 14, tile([], { times: { updated: '2026-11-02T00:00:00.000Z' } }))).toBe(
      'other-version',
    );
    expect(store.has('14/2/1')).toBe(false);
  });
});
