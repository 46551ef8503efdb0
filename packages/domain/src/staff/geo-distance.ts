import type { Geometry } from '../contracts/geometry.ts';

/**
 * How far a GPS point is from a map object, in metres (issue 21: the enforcement check finds the
 * zone of a point). No geometry library is a dependency of the project, and these few functions
 * are all the check needs (docs/decisions/0013-enforcement-geometry-in-the-domain.md).
 *
 * Distances use a local flat projection around the point (equirectangular: x east, y north, in
 * metres). Over the tens of metres a street tolerance spans, its error is far below a GPS fix's;
 * it is not meant for kilometres, nor for shapes across the ±180° meridian.
 */

/** A GPS point: latitude and longitude in degrees (WGS 84). */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** The mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Degrees of latitude and of longitude that `metres` make at a latitude (a box around a point). */
export function degreesAround(metres: number, lat: number): { dLat: number; dLon: number } {
  const dLat = metres / (EARTH_RADIUS_M * RAD);
  // near the poles a degree of longitude shrinks to nothing: the box then spans every longitude
  const cos = Math.cos(lat * RAD);
  return { dLat, dLon: cos < 1e-6 ? 360 : dLat / cos };
}

/** [lng, lat] pairs to metres east and north of `origin`. */
function projector(origin: GeoPoint): (position: readonly number[]) => [number, number] {
  const metresPerDegree = EARTH_RADIUS_M * RAD;
  const east = metresPerDegree * Math.cos(origin.lat * RAD);
  return (position) => [(position[0]! - origin.lon) * east, (position[1]! - origin.lat) * metresPerDegree];
}

/** Distance from (0, 0) to the segment a-b, in the units of the coordinates. */
function distanceToSegment(a: [number, number], b: [number, number]): number {
  const [ax, ay] = a;
  const dx = b[0] - ax;
  const dy = b[1] - ay;
  const lengthSquared = dx * dx + dy * dy;
  // where along the segment the point's perpendicular foot falls, held to the segment
  const along = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
  return Math.hypot(ax + along * dx, ay + along * dy);
}

/** Metres from the point to the nearest point of a line through `positions` ([lng, lat]). */
export function metresToLine(point: GeoPoint, positions: readonly (readonly number[])[]): number {
  const project = projector(point);
  const projected = positions.map(project);
  if (projected.length === 1) return Math.hypot(...projected[0]!);
  let nearest = Infinity;
  for (let i = 1; i < projected.length; i++) {
    nearest = Math.min(nearest, distanceToSegment(projected[i - 1]!, projected[i]!));
  }
  return nearest;
}

/**
 * Is the point inside the ring ([lng, lat], closed or not)? Even-odd ray casting: a ray to the
 * east crosses the ring's edges an odd number of times from inside. A point exactly on an edge
 * may fall either way, as with any such test; a GPS fix is never that exact.
 */
export function pointInRing(point: GeoPoint, ring: readonly (readonly number[])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > point.lat !== yj > point.lat) {
      const crossesAt = xi + ((point.lat - yi) * (xj - xi)) / (yj - yi);
      if (point.lon < crossesAt) inside = !inside;
    }
  }
  return inside;
}

/** Inside the polygon's outer ring and outside each of its holes (GeoJSON rings). */
export function pointInPolygon(point: GeoPoint, rings: readonly (readonly (readonly number[])[])[]): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !pointInRing(point, outer)) return false;
  return !holes.some((hole) => pointInRing(point, hole));
}

/**
 * Metres from the point to a map object's geometry: 0 inside a polygon, else the distance to a
 * line (a street's parking lane), to a point, or to a polygon's edge.
 */
export function metresToGeometry(point: GeoPoint, geometry: Geometry): number {
  switch (geometry.type) {
    case 'Point':
      return metresToLine(point, [geometry.coordinates]);
    case 'LineString':
      return metresToLine(point, geometry.coordinates);
    case 'Polygon':
      if (pointInPolygon(point, geometry.coordinates)) return 0;
      return Math.min(...geometry.coordinates.map((ring) => metresToLine(point, ring)));
  }
}
