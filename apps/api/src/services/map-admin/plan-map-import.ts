import type {
  MapFileType,
  MapImportCounts,
  MapImportEntry,
  MapImportPreview,
} from '@parking/domain/staff/map-admin-contracts';
import type { MapFileObject, MapFileZone } from '@parking/domain/staff/map-feature-rules';
import type { MapObjectContent } from '../../db/map-content/insert-map-content.ts';
import type { MapImportRows } from '../../db/map-admin/write-map-import.ts';
import type { MapObjectRecord } from '../../db/map-admin/map-object-rows.ts';
import type { MapZoneRecord, NewMapZone } from '../../db/map-admin/map-zone-rows.ts';
import { changedFields, objectAsFileFeature, zoneAsFileFeature } from './map-file-features.ts';
import type { MapFile, UnplacedProblem } from './read-map-file.ts';

export interface MapImportPlan {
  types: MapFileType[];
  counts: MapImportCounts;
  added: MapImportEntry[];
  changed: MapImportPreview['changed'];
  removed: MapImportEntry[];
  problems: UnplacedProblem[];
  writes: MapImportRows;
}

export interface CurrentMap {
  zones: MapZoneRecord[];
  objects: MapObjectRecord[];
}

const typeOf = (f: MapFileZone | MapFileObject): MapFileType => (f.kind === 'zone' ? 'zone' : f.objecttype);
const toZone = ({ code, nameRu, nameEn, sortOrder }: MapFileZone): NewMapZone => ({
  code,
  nameRu,
  nameEn,
  sortOrder,
});
const toObject = ({ kind: _kind, ...o }: MapFileObject): MapObjectContent => o;

/**
 * Compares a checked file with the city: the file is the full set of each type it holds, keyed
 * by code. Also finds what only the city can tell: a zone nobody gives, or a removed zone an
 * object that stays still names.
 */
export function planMapImport(file: MapFile, current: CurrentMap): MapImportPlan {
  const types = new Set(file.types);
  const zonesNow = new Map(current.zones.map((z) => [z.code, zoneAsFileFeature(z)]));
  const objectsNow = new Map(current.objects.map((o) => [o.code, o]));
  const plan: MapImportPlan = {
    types: file.types,
    counts: { features: file.count, added: 0, changed: 0, removed: 0, unchanged: 0 },
    added: [],
    changed: [],
    removed: [],
    problems: [],
    writes: { newZones: [], changedZones: [], objects: [], removedObjects: [], removedZones: [] },
  };
  const inFile = { zone: new Set<string>(), object: new Set<string>() };

  for (const feature of file.features) {
    inFile[feature.kind].add(feature.code);
    const row = feature.kind === 'zone' ? zonesNow.get(feature.code) : objectsNow.get(feature.code);
    const before = row === undefined ? undefined : 'kind' in row ? row : objectAsFileFeature(row);
    const entry = { code: feature.code, objecttype: typeOf(feature) };
    if (before === undefined) {
      plan.added.push(entry);
      if (feature.kind === 'zone') plan.writes.newZones.push(toZone(feature));
      else plan.writes.objects.push(toObject(feature));
      continue;
    }
    const fields = changedFields(before, feature);
    if (fields.length === 0) {
      plan.counts.unchanged += 1;
      continue;
    }
    plan.changed.push({ ...entry, fields });
    if (feature.kind === 'zone') plan.writes.changedZones.push(toZone(feature));
    else plan.writes.objects.push(toObject(feature));
  }

  if (types.has('zone')) {
    for (const zone of current.zones) {
      if (inFile.zone.has(zone.code)) continue;
      plan.removed.push({ code: zone.code, objecttype: 'zone' });
      plan.writes.removedZones.push(zone.code);
    }
  }
  const keptObjects: MapObjectRecord[] = [];
  for (const object of current.objects) {
    if (inFile.object.has(object.code)) continue;
    if (types.has(object.objecttype)) {
      plan.removed.push({ code: object.code, objecttype: object.objecttype });
      plan.writes.removedObjects.push(object.code);
    } else keptObjects.push(object);
  }

  const zonesAfter = types.has('zone') ? inFile.zone : new Set(zonesNow.keys());
  for (const feature of file.features) {
    if (feature.kind === 'object' && feature.zonenumber !== null && !zonesAfter.has(feature.zonenumber)) {
      plan.problems.push({
        featureIndex: feature.index,
        code: feature.code,
        reason: 'UnknownZone',
        detail: `zone ${feature.zonenumber}: not in the file${types.has('zone') ? '' : ' nor in the city'}`,
      });
    }
  }
  for (const object of keptObjects) {
    if (object.zonenumber !== null && !zonesAfter.has(object.zonenumber)) {
      plan.problems.push({
        featureIndex: null,
        code: object.code,
        reason: 'ZoneInUse',
        detail: `zone ${object.zonenumber}: removed by the file but ${object.objecttype} ${object.code}, which the file does not replace, is in it`,
      });
    }
  }
  plan.counts.added = plan.added.length;
  plan.counts.changed = plan.changed.length;
  plan.counts.removed = plan.removed.length;
  return plan;
}
