import { describe, expect, it } from 'vitest';
import { toGeoJsonGeometry } from '@parking/domain/contracts/geometry';
import { bboxCenter, geometryBBox, unionBBox } from './geometry-bbox';

describe('wire geometry to GeoJSON', () => {
  it('swaps latitude/longitude objects into [lng, lat] pairs', () => {
    const line = toGeoJsonGeometry({
      type: 'LineString',
      coordinates: [
        { latitude: 58.01, longitude: 56.25 },
        { latitude: 58.02, longitude: 56.26 },
      ],
    });
    expect(line).toEqual({
      type: 'LineString',
      coordinates: [
        [56.25, 58.01],
        [56.26, 58.02],
      ],
    });
  });
});

describe('geometryBBox', () => {
  it('is the point itself for a point', () => {
    expect(geometryBBox({ type: 'Point', coordinates: [56.25, 58.01] })).toEqual([
      56.25, 58.01, 56.25, 58.01,
    ]);
  });

  it('spans every vertex of a line in [west, south, east, north] order', () => {
    const box = geometryBBox({
      type: 'LineString',
      coordinates: [
        [56.3, 58.0],
        [56.2, 58.05],
        [56.25, 57.99],
      ],
    });
    expect(box).toEqual([56.2, 57.99, 56.3, 58.05]);
  });

  it('uses the outer ring of a polygon', () => {
    const box = geometryBBox({
      type: 'Polygon',
      coordinates: [
        [
          [56.0, 58.0],
          [56.1, 58.0],
          [56.1, 58.1],
          [56.0, 58.1],
          [56.0, 58.0],
        ],
        [
          [56.02, 58.02],
          [56.03, 58.02],
          [56.03, 58.03],
          [56.02, 58.02],
        ],
      ],
    });
    expect(box).toEqual([56.0, 58.0, 56.1, 58.1]);
  });
});

describe('unionBBox and bboxCenter', () => {
  it('joins boxes and finds the middle as [lat, lng]', () => {
    const box = unionBBox([
      [56.0, 58.0, 56.1, 58.1],
      [56.2, 57.9, 56.3, 58.0],
    ]);
    expect(box).toEqual([56.0, 57.9, 56.3, 58.1]);
    expect(bboxCenter(box!)[0]).toBeCloseTo(58.0);
    expect(bboxCenter(box!)[1]).toBeCloseTo(56.15);
  });

  it('is null for no boxes', () => {
    expect(unionBBox([])).toBeNull();
  });
});
