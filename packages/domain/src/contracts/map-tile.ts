import type { MapFeatureProperties, ObjectType, ParkingCategory, WireGeometry } from './map-info.ts';

/**
 * Tiles of map info v3 (issue 24): the same snapshot as GET /api/map/get-map-info-v3, cut into
 * fixed Web Mercator tiles z/x/y so a phone fetches only what its view needs, and each tile is
 * compressed once per data version and cached by ETag. Constants, types and tile arithmetic
 * only, no zod: the drivers' map page loads this module first (docs/decisions/0005).
 */

/** Tile zooms the call accepts. */
export const MAP_TILE_MIN_ZOOM = 10;
export const MAP_TILE_MAX_ZOOM = 14;
/** From this tile zoom on a tile carries every point; below it points are clustered by the server. */
export const MAP_TILE_DETAIL_ZOOM = 13;
/** Clustering grid: cells per tile side (a 64-pixel cell of a 256-pixel tile). */
export const MAP_TILE_CLUSTER_CELLS = 4;
/** A cell with fewer points sends them as features: a "2" badge hides two dots that would fit. */
export const MAP_TILE_CLUSTER_MIN_POINTS = 3;

/**
 * The tile zoom a view at `viewZoom` loads: one level under it, so a view (a few 256-pixel tiles
 * of its own zoom wide) needs a handful of requests; at 16 on a phone that is one to four tiles.
 */
export function tileZoomForView(viewZoom: number): number {
  const z = Math.round(viewZoom) - 1;
  return Math.min(MAP_TILE_MAX_ZOOM, Math.max(MAP_TILE_MIN_ZOOM, Number.isFinite(z) ? z : MAP_TILE_MAX_ZOOM));
}

/** Fractional tile column of a longitude at zoom z. */
export function tileXOf(lng: number, z: number): number {
  return ((lng + 180) / 360) * 2 ** z;
}

/** Fractional tile row of a latitude at zoom z (Web Mercator, row 0 at the north). */
export function tileYOf(lat: number, z: number): number {
  const r = (Math.max(-85.05112878, Math.min(85.05112878, lat)) * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z;
}

function lngOfTileX(x: number, z: number): number {
  return (x / 2 ** z) * 360 - 180;
}

function latOfTileY(y: number, z: number): number {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** z;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

/** [west, south, east, north] in degrees. */
export type TileBBox = [number, number, number, number];

export function tileBBox(z: number, x: number, y: number): TileBBox {
  return [lngOfTileX(x, z), latOfTileY(y + 1, z), lngOfTileX(x + 1, z), latOfTileY(y, z)];
}

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** The tiles of zoom z that a box meets, in rows from the north. */
export function tilesCovering([west, south, east, north]: TileBBox, z: number): TileAddress[] {
  const last = 2 ** z - 1;
  const clamp = (v: number) => Math.min(last, Math.max(0, Math.floor(v)));
  const x0 = clamp(tileXOf(west, z));
  const x1 = clamp(tileXOf(east, z));
  const y0 = clamp(tileYOf(north, z));
  const y1 = clamp(tileYOf(south, z));
  const tiles: TileAddress[] = [];
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) tiles.push({ z, x, y });
  return tiles;
}

/** A map info v3 feature with its object's id, the same in every tile it meets (the client de-duplicates by it). */
export interface MapTileFeature {
  type: 'Feature';
  id: number;
  properties: MapFeatureProperties;
  geometry: WireGeometry;
}

/** Points of one grid cell of a low-zoom tile: their count at their mean position. */
export interface MapTileCluster {
  latitude: number;
  longitude: number;
  count: number;
}

/**
 * What the whole city's map shows, sent with every tile so the legend and the price colours
 * are the city's from the first tile on, not those of whatever part happens to be loaded.
 */
export interface MapSummary {
  /** Objects in the city (the full call's OverAll.features). */
  features: number;
  categories: ParkingCategory[];
  pointTypes: ObjectType[];
  hasFree: boolean;
  hasInactive: boolean;
  /** Distinct representative hourly prices (hundredths) of priced parkings, ascending. */
  priceLevels: number[];
}

export interface MapTileResult {
  /** Lines and polygons meeting the tile; points in it (at detail zooms, or alone in their cell). */
  features: MapTileFeature[];
  /** Below MAP_TILE_DETAIL_ZOOM: the other points, clustered; empty at detail zooms. */
  clusters: MapTileCluster[];
  city: MapSummary;
  /** The same as the full call's: when the data last changed. */
  times: { updated: string };
}
