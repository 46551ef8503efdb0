import type { Db } from '../db-types.ts';
import { insertMapObjects, type MapObjectContent } from '../map-content/insert-map-content.ts';
import { mapObjectRows } from './map-object-rows.ts';
import { mapZoneRows, type NewMapZone } from './map-zone-rows.ts';

export interface MapImportRows {
  newZones: NewMapZone[];
  changedZones: NewMapZone[];
  /** Added and changed objects, written by code. */
  objects: MapObjectContent[];
  removedObjects: string[];
  removedZones: string[];
}

/**
 * Writes a planned GeoJSON import inside the caller's transaction: zones first (objects name
 * them), objects, then what goes (objects before the zones they might have named).
 */
export async function writeMapImport(tx: Db, rows: MapImportRows): Promise<void> {
  await mapZoneRows.insert(tx, rows.newZones);
  for (const zone of rows.changedZones) await mapZoneRows.update(tx, zone);
  if (rows.objects.length > 0) {
    const zoneIds = new Map((await mapZoneRows.all(tx)).map((z) => [z.code, z.id]));
    const zoneId = (zonenumber: string) => {
      const id = zoneIds.get(zonenumber);
      // the plan checked every zone: this is a bug, and the transaction rolls back
      if (id === undefined) throw new Error(`unknown zone ${zonenumber}`);
      return id;
    };
    await insertMapObjects(tx, rows.objects, zoneId, 'update');
  }
  await mapObjectRows.removeByCodes(tx, rows.removedObjects);
  await mapZoneRows.removeByCodes(tx, rows.removedZones);
}
