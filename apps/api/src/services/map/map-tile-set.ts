import type { MapInfoResult, WireGeometry } from '@parking/domain/contracts/map-info';
import { summarizeMap } from '@parking/domain/contracts/map-summary';
import {
  MAP_TILE_CLUSTER_CELLS,
  MAP_TILE_CLUSTER_MIN_POINTS,
  MAP_TILE_DETAIL_ZOOM,
  tileBBox,
  tileXOf,
  tileYOf,
  type MapTileCluster,
} from '@parking/domain/contracts/map-tile';
import { precompress, type PrecompressedBody } from './precompressed-body.ts';

/** One feature of the snapshot, serialised once with its object id, and its box for cutting tiles. */
interface TilePiece {
  json: string;
  /** west, south, east, north */
  box: [number, number, number, number];
  point: { latitude: number; longitude: number } | null;
}

function boxOf(g: WireGeometry): TilePiece['box'] {
  const ring =
    g.type === 'Point' ? [g.coordinates] : g.type === 'LineString' ? g.coordinates : g.coordinates[0]!;
  const box: TilePiece['box'] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { latitude, longitude } of ring) {
    box[0] = Math.min(box[0], longitude);
    box[1] = Math.min(box[1], latitude);
    box[2] = Math.max(box[2], longitude);
    box[3] = Math.max(box[3], latitude);
  }
  return box;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The snapshot cut into tiles (GET /api/map/get-map-tile-v3): each tile is built and compressed
 * on first request and kept with the snapshot, so it is paid once per data version like the full
 * answer. A tile the city's data does not reach is one shared empty body, so requests for the
 * rest of the world cost nothing and keep nothing.
 */
export class MapTileSet {
  private readonly pieces: TilePiece[];
  private readonly extent: TilePiece['box'];
  private readonly tail: string;
  private readonly tiles = new Map<string, Promise<PrecompressedBody>>();
  private empty: Promise<PrecompressedBody> | null = null;

  constructor(result: MapInfoResult, ids: readonly number[]) {
    this.pieces = result.features.map((feature, i) => {
      const json = JSON.stringify({
        type: 'Feature',
        id: ids[i],
        properties: feature.properties,
        geometry: feature.geometry,
      });
      const g = feature.geometry;
      return { json, box: boxOf(g), point: g.type === 'Point' ? g.coordinates : null };
    });
    this.extent = [Infinity, Infinity, -Infinity, -Infinity];
    for (const { box } of this.pieces) {
      this.extent[0] = Math.min(this.extent[0], box[0]);
      this.extent[1] = Math.min(this.extent[1], box[1]);
      this.extent[2] = Math.max(this.extent[2], box[2]);
      this.extent[3] = Math.max(this.extent[3], box[3]);
    }
    this.tail = `"city":${JSON.stringify(summarizeMap(result.features))},"times":${JSON.stringify(result.times)}}}`;
  }

  get(z: number, x: number, y: number): Promise<PrecompressedBody> {
    const [west, south, east, north] = tileBBox(z, x, y);
    const [w, s, e, n] = this.extent;
    if (!(west <= e && east >= w && south <= n && north >= s)) {
      this.empty ??= precompress(this.body([], []));
      return this.empty;
    }
    const key = `${z}/${x}/${y}`;
    let tile = this.tiles.get(key);
    if (!tile) {
      tile = precompress(this.build(z, x, y));
      this.tiles.set(key, tile);
    }
    return tile;
  }

  private body(features: string[], clusters: MapTileCluster[]): string {
    return `{"status":"ok","result":{"features":[${features.join(',')}],"clusters":${JSON.stringify(clusters)},${this.tail}`;
  }

  private build(z: number, x: number, y: number): string {
    const [west, south, east, north] = tileBBox(z, x, y);
    const features: string[] = [];
    const cells = new Map<number, TilePiece[]>();
    for (const piece of this.pieces) {
      const [w, s, e, n] = piece.box;
      if (!(w <= east && e >= west && s <= north && n >= south)) continue;
      if (!piece.point || z >= MAP_TILE_DETAIL_ZOOM) {
        features.push(piece.json);
        continue;
      }
      // A point on a border meets two tiles; it is counted in the one it falls in, once.
      const fx = tileXOf(piece.point.longitude, z);
      const fy = tileYOf(piece.point.latitude, z);
      if (Math.floor(fx) !== x || Math.floor(fy) !== y) continue;
      const cell =
        Math.floor((fy - y) * MAP_TILE_CLUSTER_CELLS) * MAP_TILE_CLUSTER_CELLS +
        Math.floor((fx - x) * MAP_TILE_CLUSTER_CELLS);
      const list = cells.get(cell) ?? [];
      list.push(piece);
      cells.set(cell, list);
    }
    const clusters: MapTileCluster[] = [];
    for (const list of cells.values()) {
      if (list.length < MAP_TILE_CLUSTER_MIN_POINTS) {
        for (const piece of list) features.push(piece.json);
        continue;
      }
      let lat = 0;
      let lng = 0;
      for (const { point } of list) {
        lat += point!.latitude;
        lng += point!.longitude;
      }
      clusters.push({
        latitude: round6(lat / list.length),
        longitude: round6(lng / list.length),
        count: list.length,
      });
    }
    return this.body(features, clusters);
  }
}
