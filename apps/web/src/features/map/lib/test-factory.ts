import type { MapFeatureProperties, PriceEntry, WireFeature } from '@parking/domain/contracts/map-info';

/** Small builders for map tests: a valid feature with only the fields a test cares about changed. */
export function price(overrides: Partial<PriceEntry> = {}): PriceEntry {
  return { daycode: 0, type: 'default', from: '08:00:00', to: '20:00:00', priceNum: 6000, ...overrides };
}

export function props(overrides: Partial<MapFeatureProperties> = {}): MapFeatureProperties {
  return {
    objecttype: 'parkings',
    category: 'roadside',
    code: 'P-1',
    name: 'Ленина, 1',
    address: 'ул. Ленина, 1',
    freeparking: false,
    zone: { zonenumber: '101', prices: [price()] },
    spaces: { total: 40, free: 12, fordisabled: 4 },
    ...overrides,
  };
}

export function lineFeature(
  coords: [lat: number, lng: number][],
  overrides: Partial<MapFeatureProperties> = {},
): WireFeature {
  return {
    type: 'Feature',
    properties: props(overrides),
    geometry: {
      type: 'LineString',
      coordinates: coords.map(([latitude, longitude]) => ({ latitude, longitude })),
    },
  };
}

export function pointFeature(
  [latitude, longitude]: [number, number],
  overrides: Partial<MapFeatureProperties> = {},
): WireFeature {
  return {
    type: 'Feature',
    properties: props({
      objecttype: 'parcomats',
      category: null,
      zone: null,
      spaces: null,
      name: null,
      ...overrides,
    }),
    geometry: { type: 'Point', coordinates: { latitude, longitude } },
  };
}
