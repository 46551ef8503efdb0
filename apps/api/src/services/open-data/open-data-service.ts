import type { OpenDataLayer, OpenDataTariff } from '@parking/domain/staff/open-data-contracts';
import type { CityContext } from '../../config/city-context.ts';
import { mapObjectRows } from '../../db/map-admin/map-object-rows.ts';
import { mapZoneRows } from '../../db/map-admin/map-zone-rows.ts';
import { readMapVersion } from '../../db/map-content/read-map-version.ts';
import { tariffVersionRows, type TariffVersionRecord } from '../../db/tariffs/tariff-version-rows.ts';
import { featureCollectionText } from '../map-admin/map-export-service.ts';
import {
  objectAsFileFeature,
  objectGeoJson,
  zoneAsFileFeature,
  zoneGeoJson,
} from '../map-admin/map-file-features.ts';
import { getMapSnapshot, type MapSnapshot } from '../map/map-snapshot-cache.ts';
import { precompress, type PrecompressedBody } from '../map/precompressed-body.ts';
import { toTariffVersions } from '../tariffs/tariff-version-view.ts';

/** The open data file of one set of layers, ready to send. */
export interface OpenDataFile {
  /** Serialised and compressed once; its hash (the ETag) is '<map version>-<content hash>'. */
  body: PrecompressedBody;
  /** The latest change the file shows: a staff edit or a tariff version that took effect. */
  lastModified: Date | null;
}

/**
 * Layer sets kept per map version. A client can ask for any of the 2^9 combinations; each kept
 * body holds the file three times (identity, gzip, br), so only the last few sets are kept.
 */
export const LAYER_SETS_KEPT = 8;

// Keyed by the drivers' map snapshot: it is replaced exactly when the map version moves (read at
// most once a second, at once after this process's own edits) or a coming tariff version takes
// effect, which are the moments this file changes too. An old snapshot and its files are then
// garbage.
const files = new WeakMap<MapSnapshot, Map<string, Promise<OpenDataFile>>>();

/** The zone's tariff versions in force now and coming, without the staff's fields. */
function tariffsOf(records: readonly TariffVersionRecord[], now: Date): OpenDataTariff[] {
  return toTariffVersions(records, now).flatMap(({ status, effectiveFrom, effectiveTo, inactive, days }) =>
    status === 'past' ? [] : [{ status, effectiveFrom, effectiveTo, inactive, days }],
  );
}

async function build(city: CityContext, layers: readonly OpenDataLayer[]): Promise<OpenDataFile> {
  const now = new Date();
  // version first, data second, as the map snapshot does: a change landing in between is in the
  // body under the older version, and the version's next move rebuilds it
  const { version, updatedAt } = await readMapVersion(city.db);
  const zones = layers.includes('zone') ? await mapZoneRows.all(city.db) : [];
  const versions = zones.length > 0 ? await tariffVersionRows.versions(city.db) : [];
  const objects = layers.some((l) => l !== 'zone')
    ? (await mapObjectRows.all(city.db)).filter(
        // the drivers' map hides inactive objects, and so does the public file
        (o) => o.active && layers.includes(o.objecttype),
      )
    : [];
  const byZone = new Map<number, TariffVersionRecord[]>();
  // versions come zone by zone in start order, the order toTariffVersions needs
  for (const v of versions) {
    const list = byZone.get(v.zoneId);
    if (list) list.push(v);
    else byZone.set(v.zoneId, [v]);
  }
  const zoneFeatures = zones.map((z) => {
    const feature = zoneGeoJson(zoneAsFileFeature(z));
    return {
      ...feature,
      properties: { ...feature.properties, tariffs: tariffsOf(byZone.get(z.id) ?? [], now) },
    };
  });
  const objectFeatures = objects.map((o) => objectGeoJson(objectAsFileFeature(o)));
  const tookEffect = versions.map((v) => v.effectiveFrom.getTime()).filter((t) => t <= now.getTime());
  const latest = Math.max(updatedAt?.getTime() ?? 0, ...tookEffect);
  const body = await precompress(featureCollectionText([...zoneFeatures, ...objectFeatures]));
  return {
    body: { ...body, hash: `${version}-${body.hash}` },
    lastModified: latest > 0 ? new Date(latest) : null,
  };
}

/**
 * The city's open data for `layers` (sorted, no repeats: OpenDataQuerySchema's output), built
 * once per map version and layer set; a failed build is not kept.
 */
export async function openDataFile(
  city: CityContext,
  layers: readonly OpenDataLayer[],
): Promise<OpenDataFile> {
  const snapshot = await getMapSnapshot(city);
  let kept = files.get(snapshot);
  if (!kept) {
    kept = new Map();
    files.set(snapshot, kept);
  }
  const key = layers.join(',');
  const hit = kept.get(key);
  if (hit) return hit;
  if (kept.size >= LAYER_SETS_KEPT) kept.delete(kept.keys().next().value!);
  const building = build(city, layers);
  kept.set(key, building);
  const held = kept;
  building.catch(() => {
    if (held.get(key) === building) held.delete(key);
  });
  return building;
}
