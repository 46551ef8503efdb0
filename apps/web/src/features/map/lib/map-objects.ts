import { toGeoJsonGeometry, type Geometry } from '@parking/domain/contracts/geometry';
import type {
  MapFeatureProperties,
  ObjectType,
  ParkingCategory,
  WireFeature,
} from '@parking/domain/contracts/map-info';
import { classifyFeature, type FeatureClass } from './feature-class';
import { bboxCenter, geometryBBox, type BBox } from './geometry-bbox';
import { representativePrice, type PriceScale } from './price-scale';
import type { ZoneIndex } from './zone-search';

/** One drawable map object; `id` is its index in PreparedMapInfo.objects. */
export interface MapObject {
  id: number;
  props: MapFeatureProperties;
  geometry: Geometry;
  bbox: BBox;
  zoneNumber: string | null;
  cls: FeatureClass;
}

/** What the legend lists: only what this city's map actually shows. */
export interface MapLegendData {
  categories: ParkingCategory[];
  pointTypes: ObjectType[];
  hasFree: boolean;
  hasInactive: boolean;
}

export interface PreparedMapInfo {
  objects: MapObject[];
  /** Lines and polygons, drawn only where they meet the view. */
  shapeIds: number[];
  /** Boxes of shapeIds, in the same order, packed for selectInView. */
  shapeBoxes: Float64Array;
  /** Points, clustered. */
  pointIds: number[];
  zones: ZoneIndex;
  priceScale: PriceScale;
  legend: MapLegendData;
  /** Features the server sent but that could not be drawn (bad geometry). */
  skipped: number;
  /** Parkings without a category (document 1, section 8: logged as a warning). */
  missingCategory: number;
  /** Points the server clustered for views too far out for single points (map tiles below the detail zoom). */
  clusters: MapCluster[];
  /** The points those tiles sent alone (cells of one or two), drawn beside the clusters. */
  overviewPointIds: number[];
  /** Objects in the whole city, loaded or not. */
  total: number;
  /** Changes when the data does: object ids (positions) of one epoch mean nothing in another. */
  epoch: string;
}

/** A server cluster: `count` points around one spot. */
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
}

export const EMPTY_MAP_INFO: PreparedMapInfo = {
  objects: [],
  shapeIds: [],
  shapeBoxes: new Float64Array(0),
  pointIds: [],
  zones: new Map(),
  priceScale: { buckets: [] },
  legend: { categories: [], pointTypes: [], hasFree: false, hasInactive: false },
  skipped: 0,
  missingCategory: 0,
  clusters: [],
  overviewPointIds: [],
  total: 0,
  epoch: '',
};

/** A drawable object of a wire feature, or null when its geometry cannot be drawn. */
export function toMapObject(feature: WireFeature, id: number, scale: PriceScale): MapObject | null {
  try {
    const geometry = toGeoJsonGeometry(feature.geometry);
    const bbox = geometryBBox(geometry);
    if (!bbox.every(Number.isFinite)) return null;
    const props = feature.properties;
    const price = props.zone ? representativePrice(props.zone.prices) : null;
    const cls = classifyFeature(props, price, scale);
    return { id, props, geometry, bbox, zoneNumber: props.zone?.zonenumber ?? null, cls };
  } catch {
    // One malformed feature must not cost the driver the whole map.
    return null;
  }
}

/** Where a pop-up opens when no click chose the spot: a line's middle vertex, else the box centre. */
export function anchorOf(object: MapObject): [lat: number, lng: number] {
  const g = object.geometry;
  if (g.type === 'Point') return [g.coordinates[1], g.coordinates[0]];
  if (g.type === 'LineString') {
    const mid = g.coordinates[Math.floor(g.coordinates.length / 2)]!;
    return [mid[1], mid[0]];
  }
  return bboxCenter(object.bbox);
}
