import { and, eq } from 'drizzle-orm';
import type { ParkingCategory } from '@parking/domain/contracts/map-info';
import type { Db } from '../db-types.ts';
import { mapObjects, zones } from '../schema/map-content.ts';

export interface ParkingPlace {
  code: string;
  category: ParkingCategory | null;
  freeparking: boolean;
  /** The zone the parking belongs to; null for a parking outside every zone. */
  zonenumber: string | null;
}

/** A parking (map object of type 'parkings') by its code, with its zone's number. */
export async function parkingByCode(db: Db, code: string): Promise<ParkingPlace | null> {
  const [row] = await db
    .select({
      code: mapObjects.code,
      category: mapObjects.category,
      freeparking: mapObjects.freeparking,
      zonenumber: zones.zonenumber,
    })
    .from(mapObjects)
    .leftJoin(zones, eq(zones.id, mapObjects.zoneId))
    .where(
      // a parking the staff took off the map (active = false) cannot be paid for either
      and(eq(mapObjects.code, code), eq(mapObjects.objecttype, 'parkings'), eq(mapObjects.active, true)),
    );
  return row ?? null;
}
