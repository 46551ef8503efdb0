import { z } from 'zod';
import { formNumber } from './form-number.ts';
import { MapFeaturePropertiesSchema, WireGeometrySchema } from './map-info-schemas.ts';
import { OBJECT_TYPES, PARKING_CATEGORIES } from './map-info-constants.ts';
import { MAP_TILE_MAX_ZOOM, MAP_TILE_MIN_ZOOM } from './map-tile.ts';

/**
 * The schemas of the map tile call (map-tile.ts says what a tile is): the route validates its
 * query and documents its answer with them; the web map does not load them.
 */

const tileIndex = formNumber(
  z.number({ error: 'InvalidFormat' }).int('InvalidFormat').min(0, 'InvalidFormat'),
);

export const MapTileQuerySchema = z
  .object({
    z: formNumber(
      z
        .number({ error: 'InvalidFormat' })
        .int('InvalidFormat')
        .min(MAP_TILE_MIN_ZOOM, 'InvalidFormat')
        .max(MAP_TILE_MAX_ZOOM, 'InvalidFormat'),
    ),
    x: tileIndex,
    y: tileIndex,
  })
  // a zoom-z grid is 2^z tiles a side
  .refine((q) => q.x < 2 ** q.z, { message: 'InvalidFormat', path: ['x'] })
  .refine((q) => q.y < 2 ** q.z, { message: 'InvalidFormat', path: ['y'] });
export type MapTileQuery = z.output<typeof MapTileQuerySchema>;

export const MapTileResultSchema = z.object({
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.number().int(),
      properties: MapFeaturePropertiesSchema,
      geometry: WireGeometrySchema,
    }),
  ),
  clusters: z.array(
    z.object({ latitude: z.number(), longitude: z.number(), count: z.number().int().min(1) }),
  ),
  city: z.object({
    features: z.number().int(),
    categories: z.array(z.enum(PARKING_CATEGORIES)),
    pointTypes: z.array(z.enum(OBJECT_TYPES)),
    hasFree: z.boolean(),
    hasInactive: z.boolean(),
    priceLevels: z.array(z.number().int()),
  }),
  times: z.object({ updated: z.string() }),
});
