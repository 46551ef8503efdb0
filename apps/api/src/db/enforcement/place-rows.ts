import { and, eq, inArray } from 'drizzle-orm';
import type { Geometry } from '@parking/domain/contracts/geometry';
import type { ParkingCategory } from '@parking/domain/contracts/map-info';
import type { Db } from '../db-types.ts';
import { mapObjects, zones } from '../schema/map-content.ts';

/** A map object a parked car can stand in or beside, with its zone's number. */
export interface PlaceRecord {
  code: string;
  category: ParkingCategory | null;
  freeparking: boolean;
  zonenumber: string | null;
  geometry: Geometry;
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** The active parkings and resident zones of the map: where the check matches a GPS point. */
export async function selectPlaces(db: Db): Promise<PlaceRecord[]> {
  return db
    .select({
      code: mapObjects.code,
      category: mapObjects.category,
      freeparking: mapObjects.freeparking,
      zonenumber: zones.zonenumber,
      geometry: mapObjects.geometry,
      minLng: mapObjects.minLng,
      minLat: mapObjects.minLat,
      maxLng: mapObjects.maxLng,
      maxLat: mapObjects.maxLat,
    })
    .from(mapObjects)
    .leftJoin(zones, eq(zones.id, mapObjects.zoneId))
    .where(and(eq(mapObjects.active, true), inArray(mapObjects.objecttype, ['parkings', 'residentzone'])));
}
