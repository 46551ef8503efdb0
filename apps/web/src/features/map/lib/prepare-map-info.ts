import { toGeoJsonGeometry, type Geometry } from '@parking/domain/contracts/geometry';
import type {
  MapInfoResult,
  ObjectType,
  ParkingCategory,
  WireFeature,
} from '@parking/domain/contracts/map-info';
import { classifyFeature, PRICED_CATEGORIES } from './feature-class';
import { geometryBBox, type BBox } from './geometry-bbox';
import type { MapObject, PreparedMapInfo } from './map-objects';
import { buildPriceScale, representativePrice } from './price-scale';
import { packBBoxes } from './view-filter';
import { buildZoneIndex } from './zone-search';

// The full map call's preparation, in a file of its own: the map draws from tiles (map-tile-store),
// and only the zone list and the search, loaded later, need this (it stays out of the first load).

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
    clusters: [],
    overviewPointIds: [],
    total: objects.length,
    epoch: 'full',
  };
}
