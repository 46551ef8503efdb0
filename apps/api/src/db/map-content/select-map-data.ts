import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { mapObjects, zones } from '../schema/map-content.ts';
import { tariffVersionRows, type TariffVersionRecord } from '../tariffs/tariff-version-rows.ts';
import { zoneTimeline, type ZoneTimeline } from '../tariffs/zone-timeline.ts';

/** A zone with the prices in force now and its whole tariff timeline (db/tariffs). */
export interface ZoneWithPrices extends ZoneTimeline {
  id: number;
  zonenumber: string;
  nameRu: string;
  nameEn: string;
}

export type MapObjectRow = Omit<
  typeof mapObjects.$inferSelect,
  'updatedAt' | 'minLng' | 'minLat' | 'maxLng' | 'maxLat' | 'active'
>;

export interface MapData {
  zones: ZoneWithPrices[];
  objects: MapObjectRow[];
  /** The `now` the zones' current prices were taken at. */
  at: Date;
  /** The earliest coming tariff version of any zone: the data is stale from then on. */
  nextChangeAt: Date | null;
}

/**
 * Every zone with its tariff versions and the rows in force at `now` (day types in calendar
 * order, then by start time), and every active map object.
 */
export async function selectMapData(db: Db, now = new Date()): Promise<MapData> {
  const zoneRows = await db
    .select({ id: zones.id, zonenumber: zones.zonenumber, nameRu: zones.nameRu, nameEn: zones.nameEn })
    .from(zones)
    .orderBy(asc(zones.sortOrder), asc(zones.zonenumber));
  const byZone = new Map<number, TariffVersionRecord[]>();
  for (const v of await tariffVersionRows.versions(db)) {
    const list = byZone.get(v.zoneId) ?? [];
    list.push(v);
    byZone.set(v.zoneId, list);
  }
  const zoneList = zoneRows.map((z) => ({ ...z, ...zoneTimeline(byZone.get(z.id) ?? [], now) }));
  const coming = zoneList.flatMap((z) => (z.nextChangeAt ? [z.nextChangeAt.getTime()] : []));
  const nextChangeAt = coming.length > 0 ? new Date(Math.min(...coming)) : null;
  const objects = await db
    .select({
      id: mapObjects.id,
      objecttype: mapObjects.objecttype,
      category: mapObjects.category,
      code: mapObjects.code,
      name: mapObjects.name,
      address: mapObjects.address,
      freeparking: mapObjects.freeparking,
      zoneId: mapObjects.zoneId,
      geometry: mapObjects.geometry,
      spacesTotal: mapObjects.spacesTotal,
      spacesFree: mapObjects.spacesFree,
      spacesFordisabled: mapObjects.spacesFordisabled,
    })
    .from(mapObjects)
    // an object staff switched off is not on the drivers' map (it keeps its row and code)
    .where(eq(mapObjects.active, true))
    .orderBy(asc(mapObjects.id));
  return { zones: zoneList, objects, at: now, nextChangeAt };
}
