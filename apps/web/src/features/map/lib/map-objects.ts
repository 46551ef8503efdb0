import { toGeoJsonGeometry, type Geometry } from '@parking/domain/contracts/geometry';
import type {
  MapFeatureProperties,
  MapInfoResult,
  ObjectType,
  ParkingCategory,
  WireFeature,
} from '@parking/domain/contracts/map-info';
import { classifyFeature, PRICED_CATEGORIES, type FeatureClass } from './feature-class';
import { bboxCenter, geometryBBox, type BBox } from './geometry-bbox';
import { buildPriceScale, representativePrice, type PriceScale } from './price-scale';
import { packBBoxes } from './view-filter';
import { buildZoneIndex, type ZoneIndex } from './zone-search';

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
};

interface Converted {
  feature: WireFeature;
  geometry: Geometry;
  price: number | null;
}

/**
 * Turns the wire answer into drawable objects in two passes: the price scale needs every
 * priced parking's price before any of them can be coloured.
 */
export function prepareMapInfo(result: Pick<MapInfoResult, 'features'>): PreparedMapInfo {
  const converted: Converted[] = [];
  let skipped = 0;
  for (const feature of Array.isArray(result.features) ? result.features : []) {
    try {
      const geometry = toGeoJsonGeometry(feature.geometry);
      const price = feature.properties.zone ? representativePrice(feature.properties.zone.prices) : null;
      converted.push({ feature, geometry, price });
    } catch {
      // One malformed feature must not cost the driver the whole map.
      skipped++;
    }
  }

  const pricedPrices: number[] = [];
  for (const { feature, price } of converted) {
    const category = feature.properties.category;
    if (price !== null && category && PRICED_CATEGORIES.has(category)) pricedPrices.push(price);
  }
  const priceScale = buildPriceScale(pricedPrices);

  const objects: MapObject[] = [];
  const shapeIds: number[] = [];
  const shapeBoxList: BBox[] = [];
  const pointIds: number[] = [];
  const categories = new Set<ParkingCategory>();
  const pointTypes = new Set<ObjectType>();
  let hasFree = false;
  let hasInactive = false;
  let missingCategory = 0;

  for (const { feature, geometry, price } of converted) {
    const props = feature.properties;
    const bbox = geometryBBox(geometry);
    if (!bbox.every(Number.isFinite)) {
      skipped++;
      continue;
    }
    const cls = classifyFeature(props, price, priceScale);
    const id = objects.length;
    objects.push({ id, props, geometry, bbox, zoneNumber: props.zone?.zonenumber ?? null, cls });
    if (geometry.type === 'Point') pointIds.push(id);
    else {
      shapeIds.push(id);
      shapeBoxList.push(bbox);
    }
    if (cls.kind === 'free') hasFree = true;
    else if (cls.kind === 'inactive') hasInactive = true;
    else if (cls.kind === 'object') pointTypes.add(cls.type);
    else if (cls.kind === 'category' && cls.category) categories.add(cls.category);
    if (props.objecttype === 'parkings' && !props.category) missingCategory++;
  }

  return {
    objects,
    shapeIds,
    shapeBoxes: packBBoxes(shapeBoxList),
    pointIds,
    zones: buildZoneIndex(objects),
    priceScale,
    legend: {
      categories: [...categories].sort(),
      pointTypes: [...pointTypes].sort(),
      hasFree,
      hasInactive,
    },
    skipped,
    missingCategory,
  };
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
