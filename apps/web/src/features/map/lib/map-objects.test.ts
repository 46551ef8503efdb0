import { describe, expect, it, vi } from 'vitest';
import type { WireFeature } from '@parking/domain/contracts/map-info';
import { anchorOf } from './map-objects';
import { prepareMapInfo } from './prepare-map-info';
import { selectInView } from './view-filter';
import { lineFeature, pointFeature, price } from './test-factory';

const cheap = lineFeature(
  [
    [58.0, 56.2],
    [58.001, 56.201],
  ],
  { zone: { zonenumber: '101', prices: [price({ priceNum: 2000 })] } },
);
const dear = lineFeature(
  [
    [58.01, 56.25],
    [58.011, 56.252],
    [58.012, 56.254],
  ],
  {
    zone: { zonenumber: '202', prices: [price({ priceNum: 8000 })] },
  },
);
const closed = lineFeature(
  [
    [58.02, 56.3],
    [58.021, 56.301],
  ],
  {
    category: 'multilevel',
    zone: { zonenumber: '303', prices: [price({ daycode: -2 })] },
  },
);
const meter = pointFeature([58.0105, 56.251], { zone: { zonenumber: '202', prices: [] } });

describe('prepareMapInfo', () => {
  it('splits shapes from points and keeps their boxes in step', () => {
    const data = prepareMapInfo({ features: [cheap, meter, dear, closed] });
    expect(data.objects).toHaveLength(4);
    expect(data.shapeIds).toEqual([0, 2, 3]);
    expect(data.pointIds).toEqual([1]);
    const hits = selectInView(data.shapeBoxes, [56.249, 58.009, 56.26, 58.02]);
    expect(hits.map((i) => data.shapeIds[i])).toEqual([2]);
  });

  it('converts geometry to [lng, lat] and colours by price, inactive and type', () => {
    const data = prepareMapInfo({ features: [cheap, meter, dear, closed] });
    expect(data.objects[0]!.geometry.coordinates[0]).toEqual([56.2, 58.0]);
    expect(data.objects[0]!.cls.kind).toBe('price');
    expect(data.objects[2]!.cls.kind).toBe('price');
    expect(data.objects[0]!.cls.colour).not.toBe(data.objects[2]!.cls.colour);
    expect(data.objects[3]!.cls.kind).toBe('inactive');
    expect(data.objects[1]!.cls.kind).toBe('object');
    expect(data.priceScale.buckets.map((b) => b.from)).toEqual([2000, 8000]);
  });

  it('indexes zones over shapes and points and lists what the legend needs', () => {
    const data = prepareMapInfo({ features: [cheap, meter, dear, closed] });
    expect(data.zones.get('202')).toEqual([1, 2]);
    expect(data.legend).toEqual({
      categories: [],
      pointTypes: ['parcomats'],
      hasFree: false,
      hasInactive: true,
    });
  });

  it('skips a malformed feature instead of losing the map', () => {
    const broken = {
      ...cheap,
      geometry: { type: 'LineString', coordinates: null },
    } as unknown as WireFeature;
    const data = prepareMapInfo({ features: [broken, dear] });
    expect(data.objects).toHaveLength(1);
    expect(data.skipped).toBe(1);
  });

  it('counts parkings without a category', () => {
    expect(
      prepareMapInfo({
        features: [
          lineFeature(
            [
              [58, 56],
              [58.1, 56.1],
            ],
            { category: null },
          ),
        ],
      }).missingCategory,
    ).toBe(1);
  });

  it('opens a line pop-up at its middle vertex', () => {
    const data = prepareMapInfo({ features: [dear] });
    expect(anchorOf(data.objects[0]!)).toEqual([58.011, 56.252]);
  });

  it('prepares 20,000 features quickly', () => {
    const many = Array.from({ length: 20_000 }, (_, i) =>
      lineFeature(
        [
          [55.6 + (i % 300) * 0.001, 37.4 + i * 0.00002],
          [55.6005 + (i % 300) * 0.001, 37.4005 + i * 0.00002],
        ],
        {
          zone: { zonenumber: String(i % 500), prices: [price({ priceNum: 1000 * (1 + (i % 8)) })] },
        },
      ),
    );
    const started = performance.now();
    const data = prepareMapInfo({ features: many });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(data.objects).toHaveLength(20_000);
    expect(data.priceScale.buckets).toHaveLength(5);
    vi.restoreAllMocks();
  });
});
