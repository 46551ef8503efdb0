import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ObjectType } from '@parking/domain/contracts/map-info';
import type { Db } from '../db-types.ts';
import { containing } from '../like-pattern.ts';
import { mapObjects, zones } from '../schema/map-content.ts';

/** A map object as the console shows it: its zone by number, without the bbox columns. */
export const mapObjectColumns = {
  id: mapObjects.id,
  code: mapObjects.code,
  objecttype: mapObjects.objecttype,
  category: mapObjects.category,
  name: mapObjects.name,
  address: mapObjects.address,
  freeparking: mapObjects.freeparking,
  zonenumber: zones.zonenumber,
  geometry: mapObjects.geometry,
  spacesTotal: mapObjects.spacesTotal,
  spacesFree: mapObjects.spacesFree,
  spacesFordisabled: mapObjects.spacesFordisabled,
  active: mapObjects.active,
  updatedAt: mapObjects.updatedAt,
};

export interface MapObjectRecord {
  id: number;
  code: string;
  objecttype: ObjectType;
  category: (typeof mapObjects.$inferSelect)['category'];
  name: string | null;
  address: string | null;
  freeparking: boolean;
  zonenumber: string | null;
  geometry: (typeof mapObjects.$inferSelect)['geometry'];
  spacesTotal: number | null;
  spacesFree: number | null;
  spacesFordisabled: number | null;
  active: boolean;
  updatedAt: Date;
}

export interface MapObjectFilter {
  q: string;
  objecttype?: ObjectType;
  active?: boolean;
}

export type MapObjectPatch = Partial<
  Pick<
    typeof mapObjects.$inferInsert,
    'category' | 'spacesTotal' | 'spacesFree' | 'spacesFordisabled' | 'active'
  >
>;

function whereOf(filter: MapObjectFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.objecttype) parts.push(eq(mapObjects.objecttype, filter.objecttype));
  if (filter.active !== undefined) parts.push(eq(mapObjects.active, filter.active));
  if (filter.q) {
    const like = containing(filter.q);
    parts.push(
      or(ilike(mapObjects.code, like), ilike(mapObjects.name, like), ilike(mapObjects.address, like)),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const selectObjects = (db: Db) =>
  db.select(mapObjectColumns).from(mapObjects).leftJoin(zones, eq(zones.id, mapObjects.zoneId));

/** map_objects (migrations 0002 and 0038) for the staff console and the GeoJSON import. */
export const mapObjectRows = {
  /** A page of the console's table, by type then code. */
  async list(
    db: Db,
    filter: MapObjectFilter,
    page: { limit: number; offset: number },
  ): Promise<{ count: number; items: MapObjectRecord[] }> {
    const where = whereOf(filter);
    const [total] = await db.select({ n: count() }).from(mapObjects).where(where);
    const items = await selectObjects(db)
      .where(where)
      .orderBy(asc(mapObjects.objecttype), asc(mapObjects.code))
      .limit(page.limit)
      .offset(page.offset);
    return { count: total?.n ?? 0, items };
  },

  /** Every object, active or not, by id (the export's order). */
  all(db: Db): Promise<MapObjectRecord[]> {
    return selectObjects(db).orderBy(asc(mapObjects.id));
  },

  /** One object, locked until the transaction ends so two edits of it queue up. */
  async lockByCode(tx: Db, code: string): Promise<MapObjectRecord | undefined> {
    const [row] = await selectObjects(tx).where(eq(mapObjects.code, code)).for('update', { of: mapObjects });
    return row;
  },

  async update(tx: Db, id: number, patch: MapObjectPatch): Promise<void> {
    await tx
      .update(mapObjects)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(mapObjects.id, id));
  },

  async removeByCodes(tx: Db, codes: string[]): Promise<void> {
    const CHUNK = 5000;
    for (let i = 0; i < codes.length; i += CHUNK) {
      await tx.delete(mapObjects).where(inArray(mapObjects.code, codes.slice(i, i + CHUNK)));
    }
  },
};
