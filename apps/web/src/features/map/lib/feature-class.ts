import {
  isFreeParking,
  isInactiveParking,
  type MapFeatureProperties,
  type ObjectType,
  type ParkingCategory,
} from '@parking/domain/contracts/map-info';
import { drawnCategory, isPointObjectType, PRICED_CATEGORIES } from '@parking/domain/contracts/map-summary';
import { priceBucketIndex, type PriceScale } from './price-scale';

// Shared with the server, which sums up the city's legend with them for every map tile.
export {
  isPointObjectType,
  POINT_OBJECT_TYPES,
  PRICED_CATEGORIES,
} from '@parking/domain/contracts/map-summary';

export const FREE_COLOUR = '#00897b';
export const INACTIVE_COLOUR = '#9e9e9e';
export const UNKNOWN_COLOUR = '#607d8b';

/** Blues, purples and browns, so no category is mistaken for a step of the green-red price scale. */
export const CATEGORY_COLOURS: Record<ParkingCategory, string> = {
  roadside: '#1e88e5',
  multilevel: '#6a1b9a',
  planar: '#3949ab',
  commerce: '#6d4c41',
  free: FREE_COLOUR,
  fordisabled: '#0d47a1',
  pocket: '#5e35b1',
  resident: '#ad1457',
  taxi: '#212121',
  bus: '#0277bd',
  municipal: '#455a64',
  parcomat: '#8d6e63',
};

export const POINT_COLOURS: Record<ObjectType, string> = {
  parkings: CATEGORY_COLOURS.roadside,
  residentzone: CATEGORY_COLOURS.resident,
  parcomats: '#1565c0',
  terminals: '#8e24aa',
  InformationTable: '#546e7a',
  Church: '#795548',
  Museum: '#d81b60',
  Sight: '#00acc1',
};

export type FeatureClass =
  | { kind: 'inactive'; colour: string }
  | { kind: 'free'; colour: string }
  | { kind: 'price'; colour: string; bucket: number }
  | { kind: 'category'; colour: string; category: ParkingCategory | null }
  | { kind: 'object'; colour: string; type: ObjectType };

/**
 * What a feature looks like: inactive first (a closed parking must never look payable), then
 * free, then the price step for priced categories, else its category colour.
 */
export function classifyFeature(
  props: MapFeatureProperties,
  price: number | null,
  scale: PriceScale,
): FeatureClass {
  if (isPointObjectType(props.objecttype)) {
    return { kind: 'object', colour: POINT_COLOURS[props.objecttype], type: props.objecttype };
  }
  if (isInactiveParking(props)) return { kind: 'inactive', colour: INACTIVE_COLOUR };
  if (isFreeParking(props)) return { kind: 'free', colour: FREE_COLOUR };
  const category = drawnCategory(props);
  if (category && PRICED_CATEGORIES.has(category) && price !== null && scale.buckets.length > 0) {
    const bucket = priceBucketIndex(scale, price);
    return { kind: 'price', colour: scale.buckets[bucket]!.colour, bucket };
  }
  return { kind: 'category', colour: category ? CATEGORY_COLOURS[category] : UNKNOWN_COLOUR, category };
}
