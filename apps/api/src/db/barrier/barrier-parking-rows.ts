import { and, eq } from 'drizzle-orm';
import type { ZoneWithPrices } from '../map-content/select-map-data.ts';
import type { Db } from '../db-types.ts';
import { mapObjects, zones } from '../schema/map-content.ts';
import { tariffVersionRows } from '../tariffs/tariff-version-rows.ts';
import { zoneTimeline } from '../tariffs/zone-timeline.ts';

export interface BarrierParking {
  code: string;
  name: string | null;
  /** The zone whose tariff prices the stay; null when the parking has none. */
  zone: ZoneWithPrices | null;
}

/** A barrier parking by its map code with its zone's tariff versions, or null when there is no such planar parking. */
export async function findBarrierParking(db: Db, code: string): Promise<BarrierParking | null> {
  const [parking] = await db
    .select({ code: mapObjects.code, name: mapObjects.name, zoneId: mapObjects.zoneId })
    .from(mapObjects)
    .where(
      and(
        eq(mapObjects.code, code),
        eq(mapObjects.objecttype, 'parkings'),
        eq(mapObjects.category, 'planar'),
      ),
    );
  if (!parking) return null;
  if (parking.zoneId === null) return { code: parking.code, name: parking.name, zone: null };
  const [zone] = await db
    .select({ id: zones.id, zonenumber: zones.zonenumber, nameRu: zones.nameRu, nameEn: zones.nameEn })
    .from(zones)
    .where(eq(zones.id, parking.zoneId));
  if (!zone) return { code: parking.code, name: parking.name, zone: null };
  // every version: a ticket that entered before a tariff change is priced across it
  const timeline = zoneTimeline(await tariffVersionRows.versions(db, zone.id), new Date());
  return { code: parking.code, name: parking.name, zone: { ...zone, ...timeline } };
}
