import type { MapFileObject, MapFileZone } from '@parking/domain/staff/map-feature-rules';
import type { MapObjectRecord } from '../../db/map-admin/map-object-rows.ts';
import type { MapZoneRecord } from '../../db/map-admin/map-zone-rows.ts';

/**
 * The city's rows in the GeoJSON file's terms, both ways: what the export writes and what an
 * import's features are compared with. One place, so export then import finds nothing changed.
 */

export const zoneAsFileFeature = (z: MapZoneRecord): MapFileZone => ({
  kind: 'zone',
  code: z.code,
  nameRu: z.nameRu,
  nameEn: z.nameEn,
  sortOrder: z.sortOrder,
});

export function objectAsFileFeature(o: MapObjectRecord): MapFileObject {
  const hasSpaces = o.spacesTotal !== null && o.spacesFordisabled !== null;
  return {
    kind: 'object',
    objecttype: o.objecttype,
    code: o.code,
    category: o.category,
    name: o.name,
    address: o.address,
    freeparking: o.freeparking,
    zonenumber: o.zonenumber,
    spaces: hasSpaces
      ? { total: o.spacesTotal!, free: o.spacesFree, fordisabled: o.spacesFordisabled! }
      : null,
    active: o.active,
    geometry: o.geometry,
  };
}

/** A zone as a GeoJSON feature: no geometry, the zone's names and order as properties. */
export const zoneGeoJson = (z: MapFileZone) => ({
  type: 'Feature' as const,
  geometry: null,
  properties: { objecttype: 'zone', code: z.code, name: z.nameRu, name_en: z.nameEn, sortorder: z.sortOrder },
});

/** A map object as a GeoJSON feature with the seeds' properties (zone without its prices) and active. */
export const objectGeoJson = (o: MapFileObject) => ({
  type: 'Feature' as const,
  geometry: o.geometry,
  properties: {
    objecttype: o.objecttype,
    category: o.category,
    code: o.code,
    name: o.name,
    address: o.address,
    freeparking: o.freeparking,
    zone: o.zonenumber === null ? null : { zonenumber: o.zonenumber },
    spaces: o.spaces,
    active: o.active,
  },
});

/**
 * The changed fields of a feature, in the file's names. spaces.free is the live count, not the
 * file's business, so it never counts as a change.
 */
export function changedFields(
  before: MapFileZone | MapFileObject,
  after: MapFileZone | MapFileObject,
): { field: string; before: unknown; after: unknown }[] {
  const shown = (f: MapFileZone | MapFileObject): Record<string, unknown> =>
    f.kind === 'zone'
      ? { name: f.nameRu, name_en: f.nameEn, sortorder: f.sortOrder }
      : {
          objecttype: f.objecttype,
          category: f.category,
          name: f.name,
          address: f.address,
          freeparking: f.freeparking,
          zone: f.zonenumber,
          'spaces.total': f.spaces?.total ?? null,
          'spaces.fordisabled': f.spaces?.fordisabled ?? null,
          active: f.active,
          // rebuilt so both sides list type then coordinates, whatever order they came in
          geometry: { type: f.geometry.type, coordinates: f.geometry.coordinates },
        };
  const [a, b] = [shown(before), shown(after)];
  const same = (x: unknown, y: unknown) => x === y || JSON.stringify(x) === JSON.stringify(y);
  return Object.keys(b)
    .filter((field) => !same(a[field], b[field]))
    .map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}
