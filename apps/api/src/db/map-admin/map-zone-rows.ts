import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { zones } from '../schema/map-content.ts';

/** A zone as the GeoJSON file carries it: code is the zonenumber. Its tariffs are not here. */
export interface MapZoneRecord {
  id: number;
  code: string;
  nameRu: string;
  nameEn: string;
  sortOrder: number;
}

export type NewMapZone = Omit<MapZoneRecord, 'id'>;

const columns = {
  id: zones.id,
  code: zones.zonenumber,
  nameRu: zones.nameRu,
  nameEn: zones.nameEn,
  sortOrder: zones.sortOrder,
};

/** zones (migration 0002) as the map's GeoJSON import and export see them. */
export const mapZoneRows = {
  all(db: Db): Promise<MapZoneRecord[]> {
    return db.select(columns).from(zones).orderBy(asc(zones.sortOrder), asc(zones.zonenumber));
  },

  /** New zones, without tariff rows: the tariffs area gives them prices. */
  async insert(tx: Db, rows: NewMapZone[]): Promise<MapZoneRecord[]> {
    if (rows.length === 0) return [];
    return tx
      .insert(zones)
      .values(
        rows.map((z) => ({ zonenumber: z.code, nameRu: z.nameRu, nameEn: z.nameEn, sortOrder: z.sortOrder })),
      )
      .returning(columns);
  },

  async update(tx: Db, zone: NewMapZone): Promise<void> {
    await tx
      .update(zones)
      .set({ nameRu: zone.nameRu, nameEn: zone.nameEn, sortOrder: zone.sortOrder, updatedAt: new Date() })
      .where(eq(zones.zonenumber, zone.code));
  },

  /** Removes zones and (by the foreign key's cascade) their tariff rows. */
  async removeByCodes(tx: Db, codes: string[]): Promise<void> {
    if (codes.length > 0) await tx.delete(zones).where(inArray(zones.zonenumber, codes));
  },
};
