import type { ParkingCategory } from '@parking/domain/contracts/map-info';
import type { GeoPoint } from '@parking/domain/staff/geo-distance';
import type { CityContext } from '../../config/city-context.ts';
import { selectPlaces } from '../../db/enforcement/place-rows.ts';
import { AppError } from '../../errors/app-error.ts';
import { getMapSnapshot, type MapSnapshot } from '../map/map-snapshot-cache.ts';
import { PlaceGrid } from './place-index.ts';

export type SnapshotZone = MapSnapshot['zones'][number];

/** Where a check stands: the zone (null: none) and the map object a point matched. */
export interface CheckPlace {
  zone: SnapshotZone | null;
  object: {
    code: string;
    category: ParkingCategory | null;
    freeparking: boolean;
    /** Metres from the point to the object (0 inside a polygon). */
    metres: number;
  } | null;
}

// Both follow the map snapshot, which is replaced whenever the map's version changes: a zone or
// parking edited by staff on any instance is matched here within the snapshot's second.
const zoneIndexes = new WeakMap<MapSnapshot, Map<string, SnapshotZone>>();
const grids = new WeakMap<MapSnapshot, Promise<PlaceGrid>>();

function zonesOf(snapshot: MapSnapshot): Map<string, SnapshotZone> {
  let index = zoneIndexes.get(snapshot);
  if (!index) {
    index = new Map(snapshot.zones.map((z) => [z.zonenumber, z]));
    zoneIndexes.set(snapshot, index);
  }
  return index;
}

function gridOf(city: CityContext, snapshot: MapSnapshot): Promise<PlaceGrid> {
  let grid = grids.get(snapshot);
  if (!grid) {
    grid = selectPlaces(city.db).then((places) => new PlaceGrid(places));
    // a failed read is not kept: the next check tries again
    grid.catch(() => grids.delete(snapshot));
    grids.set(snapshot, grid);
  }
  return grid;
}

/**
 * The city's places for one call's checks: a zone by its number (ZoneNotFound, 404, when the
 * city has none such: another city's zone is unknown here), or a point matched to the map's
 * parkings by their geometry. The parkings' grid is built on the first point of a map version.
 */
export async function checkPlaces(city: CityContext) {
  const snapshot = await getMapSnapshot(city);
  const zones = zonesOf(snapshot);
  return {
    byZone(zonenumber: string): CheckPlace {
      const zone = zones.get(zonenumber);
      if (!zone) throw new AppError('ZoneNotFound', 404);
      return { zone, object: null };
    },
    async byPoint(point: GeoPoint): Promise<CheckPlace> {
      const match = (await gridOf(city, snapshot)).nearest(point);
      if (!match) return { zone: null, object: null };
      const { place, metres } = match;
      return {
        zone: (place.zonenumber && zones.get(place.zonenumber)) || null,
        object: {
          code: place.code,
          category: place.category,
          freeparking: place.freeparking,
          metres: Math.round(metres * 10) / 10,
        },
      };
    },
    /** The zones of the parkings within `metres` of a point, nearest first, each zone once. */
    async zonesNear(point: GeoPoint, metres: number, limit: number) {
      const near: { zone: SnapshotZone; metres: number }[] = [];
      for (const { place, metres: distance } of (await gridOf(city, snapshot)).within(point, metres)) {
        const zone = place.zonenumber ? zones.get(place.zonenumber) : undefined;
        if (!zone || near.some((n) => n.zone === zone)) continue;
        near.push({ zone, metres: distance });
        if (near.length === limit) break;
      }
      return near;
    },
  };
}
