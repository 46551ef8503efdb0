import { degreesAround, metresToGeometry, type GeoPoint } from '@parking/domain/staff/geo-distance';
import { STREET_TOLERANCE_METRES } from '@parking/domain/staff/enforcement-contracts';
import type { PlaceRecord } from '../../db/enforcement/place-rows.ts';

/** A map object a point matched, and how far the point is from it (0 inside a polygon). */
export interface PlaceMatch {
  place: PlaceRecord;
  metres: number;
}

/** About 550 m north-south: a street's parking lines fall in one or two cells. */
const CELL_DEGREES = 0.005;
/** An object wider than this many cells (a district-sized resident zone) is tried for every point. */
const MAX_CELLS = 4096;

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const keyOf = (x: number, y: number) => `${x}:${y}`;

/**
 * The map's parkings in a grid of cells, so a point is measured against the few objects near it
 * rather than the whole city. Each object sits in every cell its box, widened by the street
 * tolerance, touches; the cell of the point then holds every object that can match it.
 */
export class PlaceGrid {
  private readonly cells = new Map<string, PlaceRecord[]>();
  private readonly everywhere: PlaceRecord[] = [];

  constructor(
    places: readonly PlaceRecord[],
    private readonly toleranceMetres = STREET_TOLERANCE_METRES,
  ) {
    for (const place of places) this.add(place);
  }

  private add(place: PlaceRecord): void {
    const { dLat, dLon } = degreesAround(this.toleranceMetres, (place.minLat + place.maxLat) / 2);
    const [x0, x1] = [cellOf(place.minLng - dLon), cellOf(place.maxLng + dLon)];
    const [y0, y1] = [cellOf(place.minLat - dLat), cellOf(place.maxLat + dLat)];
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS) {
      this.everywhere.push(place);
      return;
    }
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const key = keyOf(x, y);
        const list = this.cells.get(key);
        if (list) list.push(place);
        else this.cells.set(key, [place]);
      }
    }
  }

  /**
   * Every object within `metres` of the point (inside a polygon counts as 0), nearest first,
   * equal distances by code: the payment form's "where am I" (issue 23) asks for the zones
   * around a driver, wider than a check's street tolerance.
   */
  within(point: GeoPoint, metres: number): PlaceMatch[] {
    // an object sits in the cells of its box widened by the tolerance: look that much less around
    const { dLat, dLon } = degreesAround(Math.max(0, metres - this.toleranceMetres), point.lat);
    const candidates = new Set<PlaceRecord>(this.everywhere);
    for (let x = cellOf(point.lon - dLon); x <= cellOf(point.lon + dLon); x++) {
      for (let y = cellOf(point.lat - dLat); y <= cellOf(point.lat + dLat); y++) {
        for (const place of this.cells.get(keyOf(x, y)) ?? []) candidates.add(place);
      }
    }
    const found: PlaceMatch[] = [];
    for (const place of candidates) {
      const distance = metresToGeometry(point, place.geometry);
      if (distance <= metres) found.push({ place, metres: distance });
    }
    return found.sort((a, b) => a.metres - b.metres || (a.place.code < b.place.code ? -1 : 1));
  }

  /**
   * The object the point is in (a polygon) or beside (a line or point within the tolerance),
   * the nearest one when several are; null when the point is at none. Equal distances go to
   * the object whose code sorts first, so the answer never depends on the load order.
   */
  nearest(point: GeoPoint): PlaceMatch | null {
    const near = this.cells.get(keyOf(cellOf(point.lon), cellOf(point.lat))) ?? [];
    let best: PlaceMatch | null = null;
    for (const place of [...near, ...this.everywhere]) {
      const metres = metresToGeometry(point, place.geometry);
      const matches = place.geometry.type === 'Polygon' ? metres === 0 : metres <= this.toleranceMetres;
      if (!matches) continue;
      if (!best || metres < best.metres || (metres === best.metres && place.code < best.place.code)) {
        best = { place, metres };
      }
    }
    return best;
  }
}
