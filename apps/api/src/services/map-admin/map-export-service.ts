import type { CityContext } from '../../config/city-context.ts';
import { mapObjectRows } from '../../db/map-admin/map-object-rows.ts';
import { mapZoneRows } from '../../db/map-admin/map-zone-rows.ts';
import { objectAsFileFeature, objectGeoJson, zoneAsFileFeature, zoneGeoJson } from './map-file-features.ts';

/**
 * The city's zones and every map object (inactive ones too) as a GeoJSON FeatureCollection the
 * import takes back unchanged. One feature per line, so an import's line numbers point at a
 * feature a person can find in the file.
 */
export async function exportMapGeoJson(city: CityContext): Promise<string> {
  const zones = (await mapZoneRows.all(city.db)).map((z) => zoneGeoJson(zoneAsFileFeature(z)));
  const objects = (await mapObjectRows.all(city.db)).map((o) => objectGeoJson(objectAsFileFeature(o)));
  return featureCollectionText([...zones, ...objects]);
}

/** The file's text: a FeatureCollection with one feature per line (also the open data's, issue 21). */
export function featureCollectionText(features: readonly unknown[]): string {
  const lines = features.map((f) => JSON.stringify(f));
  return `{"type":"FeatureCollection","features":[\n${lines.join(',\n')}\n]}\n`;
}
