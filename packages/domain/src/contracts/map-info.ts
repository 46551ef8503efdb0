import type { MapFeatureProperties } from './map-info-schemas.ts';

/**
 * Map info v3 (document 1, sections 3 and 7). The server sends coordinates as
 * { latitude, longitude } objects; the web app turns them into [lng, lat] pairs (axes swapped).
 * Constants, types and helpers only, no zod: the drivers' map page loads this module first, and
 * the schemas (map-info-schemas.ts) stay out of that load (docs/decisions/0005).
 */
export type {
  LatLon,
  MapFeatureProperties,
  MapInfoResult,
  PriceEntry,
  WireFeature,
  WireGeometry,
} from './map-info-schemas.ts';

export const OBJECT_TYPES = [
  'parkings',
  'residentzone',
  'parcomats',
  'terminals',
  'InformationTable',
  'Church',
  'Museum',
  'Sight',
] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

/** Parking categories (document 1, section 3). */
export const PARKING_CATEGORIES = [
  'roadside',
  'multilevel',
  'planar',
  'commerce',
  'free',
  'fordisabled',
  'pocket',
  'resident',
  'taxi',
  'bus',
  'municipal',
  'parcomat',
] as const;
export type ParkingCategory = (typeof PARKING_CATEGORIES)[number];

/** Day types of a tariff; holiday comes from the production calendar. */
export const DAY_TYPES = ['default', 'saturday', 'sunday', 'holiday'] as const;
export type DayType = (typeof DAY_TYPES)[number];

/** daycode on the wire: 0 default, 1 saturday, 2 sunday, 3 holiday; -2 marks an inactive parking. */
export const DAYCODE: Record<DayType, number> = { default: 0, saturday: 1, sunday: 2, holiday: 3 };
export const INACTIVE_DAYCODE = -2;

/** A parking is free when freeparking is set and it is not a for-disabled parking. */
export function isFreeParking(p: Pick<MapFeatureProperties, 'freeparking' | 'category'>): boolean {
  return p.freeparking && p.category !== 'fordisabled';
}

/** A parking is inactive when one of its prices carries daycode -2. */
export function isInactiveParking(p: Pick<MapFeatureProperties, 'zone'>): boolean {
  return p.zone?.prices.some((price) => price.daycode === INACTIVE_DAYCODE) ?? false;
}
