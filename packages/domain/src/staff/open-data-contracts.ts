import { z } from 'zod';
import { OBJECT_TYPES, PARKING_CATEGORIES } from '../contracts/map-info.ts';
import { MAP_FILE_TYPES } from './map-admin-contracts.ts';
import { TariffVersionSchema } from './tariff-contracts.ts';

/**
 * The city's open data (issue 21 item 6): GET /api/open-data/map.geojson, public and cached.
 * The file is the map GeoJSON the console's import takes (map-admin-contracts.ts describes it),
 * holding what the drivers' map shows: every zone, with its tariffs in force and coming as an
 * extra `tariffs` property the import ignores, and the active map objects.
 */

/** A layer is one of the file's types: 'zone' or a map object type. */
export const OPEN_DATA_LAYERS = MAP_FILE_TYPES;
export type OpenDataLayer = (typeof OPEN_DATA_LAYERS)[number];

const LayerSchema = z.enum(OPEN_DATA_LAYERS, { error: 'ValidationError' });

/**
 * ?layers=zone,parkings: a comma-separated list of layers, every layer when absent or empty.
 * The output is sorted and without repeats, so equal filters share one cached body.
 */
export const OpenDataQuerySchema = z.object({
  layers: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z
      .array(LayerSchema, { error: 'ValidationError' })
      .max(OPEN_DATA_LAYERS.length * 2, 'ValidationError')
      .transform((list) => (list.length === 0 ? [...OPEN_DATA_LAYERS] : [...new Set(list)].sort()))
      .optional()
      .transform((list) => list ?? [...OPEN_DATA_LAYERS]),
  ),
});
export type OpenDataQuery = z.input<typeof OpenDataQuerySchema>;

/**
 * One tariff version of a zone, in force now ('current') or scheduled ('coming'): from
 * effectiveFrom until effectiveTo (the next version's start, null while none is scheduled);
 * prices per hour in kopecks per day type (default, saturday, sunday, holiday; holidays by the
 * production calendar), intervals covering 00:00-24:00; inactive: the zone cannot be paid then.
 */
export const OpenDataTariffSchema = TariffVersionSchema.pick({
  effectiveFrom: true,
  effectiveTo: true,
  inactive: true,
  days: true,
}).extend({ status: z.enum(['current', 'coming']) });
export type OpenDataTariff = z.infer<typeof OpenDataTariffSchema>;

const ZonePropertiesSchema = z.object({
  objecttype: z.literal('zone'),
  /** The zone number. */
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  sortorder: z.number().int(),
  /** The version in force first, then the coming ones by start. */
  tariffs: z.array(OpenDataTariffSchema),
});

const ObjectPropertiesSchema = z.object({
  objecttype: z.enum(OBJECT_TYPES),
  category: z.enum(PARKING_CATEGORIES).nullable(),
  code: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  freeparking: z.boolean(),
  zone: z.object({ zonenumber: z.string() }).nullable(),
  spaces: z
    .object({ total: z.number().int(), free: z.number().int().nullable(), fordisabled: z.number().int() })
    .nullable(),
  active: z.literal(true),
});

/** The answer, for the API document: zones have no geometry; objects a Point, LineString or Polygon. */
export const OpenDataCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: z
        .object({ type: z.enum(['Point', 'LineString', 'Polygon']), coordinates: z.array(z.unknown()) })
        .nullable(),
      properties: z.union([ZonePropertiesSchema, ObjectPropertiesSchema]),
    }),
  ),
});
