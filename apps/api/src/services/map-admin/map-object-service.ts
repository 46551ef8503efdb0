import type { z } from 'zod';
import type {
  MapObjectEditRequestSchema,
  MapObjectItem,
  MapObjectListQuerySchema,
} from '@parking/domain/staff/map-admin-contracts';
import type { CityContext } from '../../config/city-context.ts';
import {
  mapObjectRows,
  type MapObjectPatch,
  type MapObjectRecord,
} from '../../db/map-admin/map-object-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { invalidateMapSnapshot } from '../map/map-snapshot-cache.ts';
import { recordStaffChange, type StaffActor } from '../operator/staff-change.ts';

/** The object as the console's table, its form and the audit log show it (no geometry). */
export const toMapObjectItem = (o: MapObjectRecord): MapObjectItem => ({
  code: o.code,
  objecttype: o.objecttype,
  category: o.category,
  name: o.name,
  address: o.address,
  freeparking: o.freeparking,
  zonenumber: o.zonenumber,
  spaces:
    o.spacesTotal === null || o.spacesFree === null || o.spacesFordisabled === null
      ? null
      : { total: o.spacesTotal, free: o.spacesFree, fordisabled: o.spacesFordisabled },
  active: o.active,
  updatedAt: o.updatedAt.toISOString(),
});

export async function listMapObjects(city: CityContext, query: z.output<typeof MapObjectListQuerySchema>) {
  const { page, pageSize } = query;
  const found = await mapObjectRows.list(city.db, query, { limit: pageSize, offset: (page - 1) * pageSize });
  return { count: found.count, page, pageSize, items: found.items.map(toMapObjectItem) };
}

/** The columns an edit writes; the live free count is cut to a smaller total, never raised. */
function patchOf(
  before: MapObjectRecord,
  change: z.output<typeof MapObjectEditRequestSchema>,
): MapObjectPatch {
  const patch: MapObjectPatch = {};
  if (change.category !== undefined) patch.category = change.category;
  if (change.active !== undefined) patch.active = change.active;
  if (change.spacesTotal === null) {
    Object.assign(patch, { spacesTotal: null, spacesFree: null, spacesFordisabled: null });
  } else if (change.spacesTotal !== undefined && change.spacesFordisabled != null) {
    const free = Math.min(before.spacesFree ?? change.spacesTotal, change.spacesTotal);
    Object.assign(patch, {
      spacesTotal: change.spacesTotal,
      spacesFree: free,
      spacesFordisabled: change.spacesFordisabled,
    });
  }
  return patch;
}

/** One object's category, spaces or active mark; the drivers' map changes with the version. */
export async function editMapObject(
  city: CityContext,
  actor: StaffActor,
  code: string,
  change: z.output<typeof MapObjectEditRequestSchema>,
): Promise<MapObjectItem> {
  const item = await recordStaffChange(city, actor, async (tx) => {
    const before = await mapObjectRows.lockByCode(tx, code);
    if (!before) throw new AppError('MapObjectNotFound', 404);
    const category = change.category === undefined ? before.category : change.category;
    // the database refuses it too (a CHECK); this says which field
    if (before.objecttype === 'parkings' && category === null)
      throw new AppError('ParkingCategoryRequired', 400);
    await mapObjectRows.update(tx, before.id, patchOf(before, change));
    const after = toMapObjectItem((await mapObjectRows.lockByCode(tx, code))!);
    return {
      action: 'map_object.update',
      entity: 'map_object',
      entityId: code,
      before: toMapObjectItem(before),
      after,
      result: after,
    };
  });
  // this instance answers the new map at once; the others see the version within a second
  invalidateMapSnapshot(city);
  return item;
}
