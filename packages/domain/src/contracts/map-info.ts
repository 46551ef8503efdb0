import { z } from 'zod';

/**
 * Map info v3 (document 1, sections 3 and 7). The server sends coordinates as
 * { latitude, longitude } objects; the web app turns them into [lng, lat] pairs (axes swapped).
 */
export const LatLonSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type LatLon = z.infer<typeof LatLonSchema>;

export const WireGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: LatLonSchema }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(LatLonSchema).min(2) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(LatLonSchema).min(4)).min(1) }),
]);
export type WireGeometry = z.infer<typeof WireGeometrySchema>;

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

const Time = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d:[0-5]\d$/);

/** One price entry: an interval of one day type at an hourly price in hundredths (kopecks). */
export const PriceEntrySchema = z.object({
  daycode: z.number().int(),
  type: z.enum(DAY_TYPES),
  from: Time,
  to: Time,
  /** Hourly price in hundredths of a rouble. */
  priceNum: z.number().int().min(0),
});
export type PriceEntry = z.infer<typeof PriceEntrySchema>;

export const FeatureZoneSchema = z.object({
  zonenumber: z.string(),
  prices: z.array(PriceEntrySchema),
});

export const SpacesSchema = z.object({
  total: z.number().int().min(0),
  free: z.number().int().min(0),
  fordisabled: z.number().int().min(0),
});

export const MapFeaturePropertiesSchema = z.object({
  objecttype: z.enum(OBJECT_TYPES),
  category: z.enum(PARKING_CATEGORIES).nullable(),
  /** Parking code (payment by parking id) or object code. */
  code: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  freeparking: z.boolean(),
  zone: FeatureZoneSchema.nullable(),
  spaces: SpacesSchema.nullable(),
});
export type MapFeatureProperties = z.infer<typeof MapFeaturePropertiesSchema>;

export const WireFeatureSchema = z.object({
  type: z.literal('Feature'),
  properties: MapFeaturePropertiesSchema,
  geometry: WireGeometrySchema,
});
export type WireFeature = z.infer<typeof WireFeatureSchema>;

export const MapInfoResultSchema = z.object({
  features: z.array(WireFeatureSchema),
  /** Totals over the city: objects by type and parking spaces. */
  OverAll: z.object({
    features: z.number().int(),
    byType: z.record(z.string(), z.number().int()),
    spaces: SpacesSchema,
  }),
  /** When the data was last changed (ISO 8601, UTC), the version the ETag is built from. */
  times: z.object({ updated: z.string() }),
});
export type MapInfoResult = z.infer<typeof MapInfoResultSchema>;

/** A parking is free when freeparking is set and it is not a for-disabled parking. */
export function isFreeParking(p: Pick<MapFeatureProperties, 'freeparking' | 'category'>): boolean {
  return p.freeparking && p.category !== 'fordisabled';
}

/** A parking is inactive when one of its prices carries daycode -2. */
export function isInactiveParking(p: Pick<MapFeatureProperties, 'zone'>): boolean {
  return p.zone?.prices.some((price) => price.daycode === INACTIVE_DAYCODE) ?? false;
}
