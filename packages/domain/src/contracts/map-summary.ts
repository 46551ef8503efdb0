import {
  INACTIVE_DAYCODE,
  OBJECT_TYPES,
  type MapFeatureProperties,
  type ObjectType,
  type ParkingCategory,
  type PriceEntry,
} from './map-info.ts';
import { isFreeParking, isInactiveParking } from './map-info.ts';
import type { MapSummary } from './map-tile.ts';

/**
 * How the map tells objects apart, shared by the server (the city summary a tile carries) and
 * the web map (its colours and legend), so both sort every object the same way. No zod.
 */

/** Object types drawn as clustered points rather than as parkings. */
export const POINT_OBJECT_TYPES: readonly ObjectType[] = OBJECT_TYPES.filter(
  (type) => type !== 'parkings' && type !== 'residentzone',
);

/** Categories whose colour says how dear they are; the others are told apart by category. */
export const PRICED_CATEGORIES: ReadonlySet<ParkingCategory> = new Set(['roadside', 'planar']);

export function isPointObjectType(type: ObjectType): boolean {
  return POINT_OBJECT_TYPES.includes(type);
}

/**
 * The price a parking is coloured by: its dearest weekday hourly price (what most drivers pay),
 * or the dearest of any day type when it has no weekday entries; null when it has no prices.
 */
export function representativePrice(prices: readonly PriceEntry[]): number | null {
  const active = prices.filter((p) => p.daycode !== INACTIVE_DAYCODE);
  if (active.length === 0) return null;
  const weekday = active.filter((p) => p.type === 'default');
  return Math.max(...(weekday.length > 0 ? weekday : active).map((p) => p.priceNum));
}

/** The category a parking is drawn as (a resident zone without one is a resident parking). */
export function drawnCategory(props: MapFeatureProperties): ParkingCategory | null {
  return props.category ?? (props.objecttype === 'residentzone' ? 'resident' : null);
}

/** What a city's map shows, in the order the legend lists it (see MapSummary). */
export function summarizeMap(features: readonly { properties: MapFeatureProperties }[]): MapSummary {
  const categories = new Set<ParkingCategory>();
  const pointTypes = new Set<ObjectType>();
  const prices = new Set<number>();
  let hasFree = false;
  let hasInactive = false;
  for (const { properties: props } of features) {
    if (isPointObjectType(props.objecttype)) {
      pointTypes.add(props.objecttype);
      continue;
    }
    const price = props.zone ? representativePrice(props.zone.prices) : null;
    // The scale spans every priced parking's price, a closed or free one's too (as the full map's did).
    const priced = price !== null && props.category !== null && PRICED_CATEGORIES.has(props.category);
    if (priced) prices.add(price);
    if (isInactiveParking(props)) hasInactive = true;
    else if (isFreeParking(props)) hasFree = true;
    else {
      const category = drawnCategory(props);
      if (category && !(PRICED_CATEGORIES.has(category) && price !== null)) categories.add(category);
    }
  }
  return {
    features: features.length,
    categories: [...categories].sort(),
    pointTypes: [...pointTypes].sort(),
    hasFree,
    hasInactive,
    priceLevels: [...prices].sort((a, b) => a - b),
  };
}
