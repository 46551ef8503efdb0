import {
  MAP_TILE_DETAIL_ZOOM,
  type MapSummary,
  type MapTileResult,
} from '@parking/domain/contracts/map-tile';
import type { BBox } from './geometry-bbox';
import {
  EMPTY_MAP_INFO,
  toMapObject,
  type MapCluster,
  type MapObject,
  type PreparedMapInfo,
} from './map-objects';
import { buildPriceScale, type PriceScale } from './price-scale';
import { packBBoxes } from './view-filter';

export type TileAddOutcome = 'added' | 'other-version';

/**
 * The map tiles loaded so far, merged into the structures the layers draw (PreparedMapInfo).
 * A feature met in several tiles is one object (by its id); objects are only ever appended, so
 * an object's position, which the layers and the open pop-up use as its id, stays the same
 * while the data does. Colours and legend come from the city summary every tile carries, so
 * they do not change as more of the city arrives.
 */
export class MapTileStore {
  private readonly idOf = new Map<number, number>();
  private readonly objects: MapObject[] = [];
  private readonly shapeIds: number[] = [];
  private readonly shapeBoxes: BBox[] = [];
  private readonly pointIds: number[] = [];
  private readonly clusters = new Map<string, MapCluster[]>();
  private readonly overviewPoints = new Map<string, number[]>();
  private summary: MapSummary | null = null;
  private scale: PriceScale = { buckets: [] };
  private updated = '';
  private skipped = 0;

  /** Whether the tile z/x/y is merged already. */
  has(key: string): boolean {
    return this.clusters.has(key);
  }

  get version(): string {
    return this.updated;
  }

  /**
   * Merges one tile. A tile of another data version (a refresh landed between two tiles) is
   * refused: mixing them could draw one object twice or drop a new one, so the caller starts over.
   */
  add(key: string, z: number, tile: MapTileResult): TileAddOutcome {
    if (this.updated && tile.times.updated !== this.updated) return 'other-version';
    if (!this.summary) {
      this.summary = tile.city;
      this.updated = tile.times.updated;
      this.scale = buildPriceScale(tile.city.priceLevels);
    }
    const overview: number[] = [];
    for (const feature of tile.features) {
      let id = this.idOf.get(feature.id);
      if (id === undefined) {
        const object = toMapObject(feature, this.objects.length, this.scale);
        if (!object) {
          this.skipped++;
          continue;
        }
        id = object.id;
        this.idOf.set(feature.id, id);
        this.objects.push(object);
        if (object.geometry.type === 'Point') this.pointIds.push(id);
        else {
          this.shapeIds.push(id);
          this.shapeBoxes.push(object.bbox);
        }
      }
      if (z < MAP_TILE_DETAIL_ZOOM && feature.geometry.type === 'Point') overview.push(id);
    }
    this.clusters.set(
      key,
      tile.clusters.map((c) => ({ lat: c.latitude, lng: c.longitude, count: c.count })),
    );
    this.overviewPoints.set(key, overview);
    return 'added';
  }

  /** A fresh PreparedMapInfo of everything merged (new arrays: the layers redraw on a new object). */
  prepared(): PreparedMapInfo {
    const summary = this.summary;
    if (!summary) return EMPTY_MAP_INFO;
    const objects = this.objects.slice();
    return {
      objects,
      shapeIds: this.shapeIds.slice(),
      shapeBoxes: packBBoxes(this.shapeBoxes),
      pointIds: this.pointIds.slice(),
      // the zone search looks in every zone (the full call), not in what happens to be loaded
      zones: new Map(),
      priceScale: this.scale,
      legend: {
        categories: summary.categories,
        pointTypes: summary.pointTypes,
        hasFree: summary.hasFree,
        hasInactive: summary.hasInactive,
      },
      skipped: this.skipped,
      missingCategory: 0,
      clusters: [...this.clusters.values()].flat(),
      overviewPointIds: [...new Set([...this.overviewPoints.values()].flat())],
      total: summary.features,
      epoch: this.updated,
    };
  }
}
