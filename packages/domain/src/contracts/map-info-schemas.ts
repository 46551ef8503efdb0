import { z } from 'zod';
import { DAY_TYPES, OBJECT_TYPES, PARKING_CATEGORIES } from './map-info-constants.ts';

/**
 * The schemas of map info v3 (document 1, sections 3 and 7): the API's answer and tests check
 * with them. Apart from map-info.ts, whose constants and helpers the drivers' map page loads
 * first: a lazy page that parsed with one of these would otherwise pull zod into that first
 * load (docs/decisions/0005).
 */

export const LatLonSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type LatLon = z.infer<typeof LatLonSchema>;

export const WireGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: LatLonSchema }),
  z.object({ type: z.literal('LineString'), coordinates: z.array(LatLonSchema).min(2) }),
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(LatLonSchema).min(4)).min(1) }),
]);
export type WireGeometry = z.infer<typeof WireGeometrySchema>;

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
