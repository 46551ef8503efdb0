import type { Geometry } from '@parking/domain/contracts/geometry';

/** map_objects keeps each geometry's bounding box in plain columns for viewport queries. */
export interface Bbox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

export function bboxOf(geometry: Geometry): Bbox {
  const points: [number, number][] =
    geometry.type === 'Point'
      ? [geometry.coordinates]
      : geometry.type === 'LineString'
        ? geometry.coordinates
        : geometry.coordinates.flat();
  const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const [lng, lat] of points) {
    box.minLng = Math.min(box.minLng, lng);
    box.minLat = Math.min(box.minLat, lat);
    box.maxLng = Math.max(box.maxLng, lng);
    box.maxLat = Math.max(box.maxLat, lat);
  }
  return box;
}
