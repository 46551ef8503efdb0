import type { LatLon, WireGeometry } from './map-info.ts';

/** GeoJSON geometry with [longitude, latitude] pairs, as the web map uses it. */
export type Geometry =
  | { type: 'Point'; coordinates: [number, number] }
  | { type: 'LineString'; coordinates: [number, number][] }
  | { type: 'Polygon'; coordinates: [number, number][][] };

const pair = (p: LatLon): [number, number] => [p.longitude, p.latitude];

/** Turns the server's latitude/longitude objects into coordinate pairs with the axes swapped. */
export function toGeoJsonGeometry(g: WireGeometry): Geometry {
  switch (g.type) {
    case 'Point':
      return { type: 'Point', coordinates: pair(g.coordinates) };
    case 'LineString':
      return { type: 'LineString', coordinates: g.coordinates.map(pair) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: g.coordinates.map((ring) => ring.map(pair)) };
  }
}
