import { describe, expect, it } from 'vitest';
import { toGeoJsonGeometry } from './geometry.ts';
import { isFreeParking, isInactiveParking } from './map-info.ts';

describe('wire geometry to GeoJSON', () => {
  it('swaps latitude/longitude objects into [lng, lat] pairs', () => {
    expect(toGeoJsonGeometry({ type: 'Point', coordinates: { latitude: 58, longitude: 56.2 } })).toEqual({
      type: 'Point',
      coordinates: [56.2, 58],
    });
    const line = toGeoJsonGeometry({
      type: 'LineString',
      coordinates: [
        { latitude: 1, longitude: 2 },
        { latitude: 3, longitude: 4 },
      ],
    });
    expect(line.coordinates).toEqual([
      [2, 1],
      [4, 3],
    ]);
    const ring = [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 1 },
      { latitude: 1, longitude: 1 },
      { latitude: 0, longitude: 0 },
    ];
    expect(toGeoJsonGeometry({ type: 'Polygon', coordinates: [ring] }).coordinates).toEqual([
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ]);
  });
});

describe('parking classification', () => {
  it('treats freeparking as free unless the parking is for the disabled', () => {
    expect(isFreeParking({ freeparking: true, category: 'roadside' })).toBe(true);
    expect(isFreeParking({ freeparking: true, category: 'fordisabled' })).toBe(false);
    expect(isFreeParking({ freeparking: false, category: 'free' })).toBe(false);
  });
  it('marks a parking inactive when a price has daycode -2', () => {
    const price = { type: 'default' as const, from: '00:00:00', to: '24:00:00', priceNum: 0 };
    expect(isInactiveParking({ zone: { zonenumber: '1', prices: [{ ...price, daycode: -2 }] } })).toBe(true);
    expect(isInactiveParking({ zone: { zonenumber: '1', prices: [{ ...price, daycode: 0 }] } })).toBe(false);
    expect(isInactiveParking({ zone: null })).toBe(false);
  });
});
