import { INACTIVE_DAYCODE } from './map-info-constants.ts';
import type { MapFeatureProperties } from './map-info-schemas.ts';

/**
 * Map info v3 (document 1, sections 3 and 7). The server sends coordinates as
 * { latitude, longitude } objects; the web app turns them into [lng, lat] pairs (axes swapped).
 * Constants, types and helpers only, no zod: the drivers' map page loads this module first, and
 * the schemas (map-info-schemas.ts) stay out of that load (docs/decisions/0005).
 */
export {
  DAY_TYPES,
  DAYCODE,
  INACTIVE_DAYCODE,
  OBJECT_TYPES,
  PARKING_CATEGORIES,
  type DayType,
  type ObjectType,
  type ParkingCategory,
} from './map-info-constants.ts';
export type {
  LatLon,
  MapFeatureProperties,
  MapInfoResult,
  PriceEntry,
  WireFeature,
  WireGeometry,
} from './map-info-schemas.ts';

/** A parking is free when freeparking is set and it is not a for-disabled parking. */
export function isFreeParking(p: Pick<MapFeatureProperties, 'freeparking' | 'category'>): boolean {
  return p.freeparking && p.category !== 'fordisabled';
}

/** A parking is inactive when one of its prices carries daycode -2. */
export function isInactiveParking(p: Pick<MapFeatureProperties, 'zone'>): boolean {
  return p.zone?.prices.some((price) => price.daycode === INACTIVE_DAYCODE) ?? false;
}
