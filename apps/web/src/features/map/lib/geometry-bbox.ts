import type { Geometry } from '@parking/domain/contracts/geometry';

/** [west, south, east, north] in degrees, the order GeoJSON and supercluster use. */
export type BBox = [number, number, number, number];

/** Smallest box holding every vertex; polygons only need their outer ring. */
export function geometryBBox(geometry: Geometry): BBox {
  if (geometry.type === 'Point') {
    const [lng, lat] = geometry.coordinates;
    return [lng, lat, lng, lat];
  }
  const ring = geometry.type === 'LineString' ? geometry.coordinates : (geometry.coordinates[0] ?? []);
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lng, lat] of ring) {
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [west, south, east, north];
}

export function bboxCenter([west, south, east, north]: BBox): [lat: number, lng: number] {
  return [(south + north) / 2, (west + east) / 2];
}

/** Union of boxes, or null for none (a zone search that found nothing). */
export function unionBBox(boxes: BBox[]): BBox | null {
  if (boxes.length === 0) return null;
  const out: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [w, s, e, n] of boxes) {
    out[0] = Math.min(out[0], w);
    out[1] = Math.min(out[1], s);
    out[2] = Math.max(out[2], e);
    out[3] = Math.max(out[3], n);
  }
  return out;
}
