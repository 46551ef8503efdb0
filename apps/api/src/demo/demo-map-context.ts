import type { Geometry } from '@parking/domain/contracts/geometry';
import type { DemoCounts } from './demo-size.ts';
import type { DemoRandom } from './demo-random.ts';
import { type LocalFrame, type Xy } from './demo-geo.ts';
import { pointAlong, streetLength, type Street, type StreetArea } from './demo-streets.ts';
import { nearestZone, type PlacedZone } from './demo-zones.ts';

/** A spot on a street: where, which way the street runs, which side, and its postal address. */
export interface StreetSpot {
  street: Street;
  s: number;
  p: Xy;
  dir: Xy;
  /** +1 right-hand side (even numbers), -1 left (odd). */
  side: 1 | -1;
  address: string;
}

/** What the object generators share: the random stream, the frame, streets and zones. */
export class DemoMapContext {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    readonly random: DemoRandom,
    readonly frame: LocalFrame,
    readonly area: StreetArea,
    readonly streets: Street[],
    readonly zones: PlacedZone[],
    readonly counts: DemoCounts,
  ) {
    let sum = 0;
    for (const street of streets) {
      sum += streetLength(street);
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  /** A random spot, streets weighted by length so objects spread evenly over the city. */
  spot(): StreetSpot {
    const target = this.random.float() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    const street = this.streets[lo]!;
    const s = this.random.float() * streetLength(street);
    const { p, dir } = pointAlong(street, s);
    const side = this.random.chance(0.5) ? 1 : -1;
    const house = 2 * Math.floor(s / 45) + (side === 1 ? 2 : 1);
    return { street, s, p, dir, side, address: `${street.name}, ${house}` };
  }

  /** A point `distance` metres to the spot's side of the street. */
  besideStreet(spot: StreetSpot, distance: number): Xy {
    return {
      x: spot.p.x + spot.dir.y * distance * spot.side,
      y: spot.p.y - spot.dir.x * distance * spot.side,
    };
  }

  zoneAt(p: Xy): string {
    return nearestZone(this.zones, p).zone.zonenumber;
  }

  inside(points: Xy[]): boolean {
    const { box } = this.area;
    return points.every((p) => p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY);
  }

  point(p: Xy): Geometry {
    return { type: 'Point', coordinates: this.frame.toLngLat(p.x, p.y) };
  }

  line(points: Xy[]): Geometry {
    return { type: 'LineString', coordinates: points.map((p) => this.frame.toLngLat(p.x, p.y)) };
  }

  polygon(ring: Xy[]): Geometry {
    return { type: 'Polygon', coordinates: [ring.map((p) => this.frame.toLngLat(p.x, p.y))] };
  }
}
