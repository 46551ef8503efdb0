/** [longitude, latitude], the GeoJSON order the database stores. */
export type LngLat = [number, number];

const METERS_PER_DEGREE = 111_320;

/** Six decimals is ~0.1 m: finer digits only make the map answer bigger. */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * A flat local frame in metres around an origin. A city is small enough that an
 * equirectangular projection is accurate to well under a metre, and it keeps the generator simple.
 */
export class LocalFrame {
  private readonly metersPerLng: number;

  constructor(readonly origin: LngLat) {
    this.metersPerLng = METERS_PER_DEGREE * Math.cos((origin[1] * Math.PI) / 180);
  }

  toLngLat(x: number, y: number): LngLat {
    return [round6(this.origin[0] + x / this.metersPerLng), round6(this.origin[1] + y / METERS_PER_DEGREE)];
  }

  toMeters(p: LngLat): { x: number; y: number } {
    return { x: (p[0] - this.origin[0]) * this.metersPerLng, y: (p[1] - this.origin[1]) * METERS_PER_DEGREE };
  }
}

/** A point in the local frame, metres east (x) and north (y) of the origin. */
export interface Xy {
  x: number;
  y: number;
}

export function rectangleRing(center: Xy, width: number, height: number, angle: number): Xy[] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const corners: [number, number][] = [
    [-width / 2, -height / 2],
    [width / 2, -height / 2],
    [width / 2, height / 2],
    [-width / 2, height / 2],
  ];
  const ring = corners.map(([dx, dy]) => ({
    x: center.x + dx * cos - dy * sin,
    y: center.y + dx * sin + dy * cos,
  }));
  return [...ring, ring[0]!];
}
