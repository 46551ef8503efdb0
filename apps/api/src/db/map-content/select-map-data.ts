import { asc } from 'drizzle-orm';
import type { DayType } from '@parking/domain/contracts/map-info';
import type { Db } from '../db-types.ts';
import { mapObjects, zonePrices, zones } from '../schema/map-content.ts';

export interface ZoneWithPrices {
  id: number;
  zonenumber: string;
  nameRu: string;
  nameEn: string;
  prices: {
    dayType: DayType;
    timeFrom: string;
    timeTo: string;
    pricePerHourKopecks: number;
    inactive: boolean;
  }[];
}

export type MapObjectRow = Omit<
  typeof mapObjects.$inferSelect,
  'updatedAt' | 'minLng' | 'minLat' | 'maxLng' | 'maxLat'
>;

export interface MapData {
  zones: ZoneWithPrices[];
  objects: MapObjectRow[];
}

const DAY_ORDER: Record<DayType, number> = { default: 0, saturday: 1, sunday: 2, holiday: 3 };

/** Every zone with its tariff rows (day types in calendar order, then by start time) and every map object. */
export async function selectMapData(db: Db): Promise<MapData> {
  const zoneRows = await db
    .select({ id: zones.id, zonenumber: zones.zonenumber, nameRu: zones.nameRu, nameEn: zones.nameEn })
    .from(zones)
    .orderBy(asc(zones.sortOrder), asc(zones.zonenumber));
  const priceRows = await db
    .select({
      zoneId: zonePrices.zoneId,
      dayType: zonePrices.dayType,
      timeFrom: zonePrices.timeFrom,
      timeTo: zonePrices.timeTo,
      pricePerHourKopecks: zonePrices.pricePerHourKopecks,
      inactive: zonePrices.inactive,
    })
    .from(zonePrices)
    .orderBy(asc(zonePrices.zoneId), asc(zonePrices.timeFrom), asc(zonePrices.id));
  const byId = new Map<number, ZoneWithPrices>(zoneRows.map((z) => [z.id, { ...z, prices: [] }]));
  for (const { zoneId, ...price } of priceRows) byId.get(zoneId)?.prices.push(price);
  for (const zone of byId.values()) {
    // stable sort keeps the start-time order inside a day type
    zone.prices.sort(
      (a, b) => Number(a.inactive) - Number(b.inactive) || DAY_ORDER[a.dayType] - DAY_ORDER[b.dayType],
    );
  }
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
    .orderBy(asc(mapObjects.id));
  return { zones: [...byId.values()], objects };
}
