import type { Feature, FeatureCollection, Geometry } from 'geojson';

/**
 * The file's features by code, to draw what the preview names: the preview lists codes only,
 * and the geometry the operator is about to load is in the file already. Zones have none.
 */
export function fileFeaturesByCode(text: string): Map<string, Feature<Geometry>> {
  const byCode = new Map<string, Feature<Geometry>>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return byCode;
  }
  const features = (parsed as Partial<FeatureCollection>)?.features;
  if (!Array.isArray(features)) return byCode;
  for (const feature of features) {
    const code = (feature?.properties as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && feature.geometry) byCode.set(code, feature as Feature<Geometry>);
  }
  return byCode;
}
