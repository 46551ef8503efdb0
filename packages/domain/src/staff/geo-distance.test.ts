import { describe, expect, it } from 'vitest';
import type { Geometry } from '../contracts/geometry.ts';
import {
  degreesAround,
  metresToGeometry,
  metresToLine,
  pointInPolygon,
  pointInRing,
} from './geo-distance.ts';

// Perm's centre: a degree of latitude is 111,195 m everywhere, one of longitude cos(58°) of that.
const PERM = { lat: 58.0, lon: 56.25 };
const LAT_M = 111_195;
const LON_M = LAT_M * Math.cos((58 * Math.PI) / 180);

/** The great-circle distance, as a reference for the flat projection. */
function haversine(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lon - a.lon) * r) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

/** A square of `side` metres centred on PERM, with a hole of `hole` metres in its middle. */
function square(side: number, hole = 0): Geometry {
  const ring = (m: number) => {
    const dLat = m / 2 / LAT_M;
    const dLon = m / 2 / LON_M;
    return [
      [PERM.lon - dLon, PERM.lat - dLat],
      [PERM.lon + dLon, PERM.lat - dLat],
      [PERM.lon + dLon, PERM.lat + dLat],
      [PERM.lon - dLon, PERM.lat + dLat],
      [PERM.lon - dLon, PERM.lat - dLat],
    ] as [number, number][];
  };
  return { type: 'Polygon', coordinates: hole > 0 ? [ring(side), ring(hole)] : [ring(side)] };
}

const north = (metres: number) => ({ lat: PERM.lat + metres / LAT_M, lon: PERM.lon });
const east = (metres: number) => ({ lat: PERM.lat, lon: PERM.lon + metres / LON_M });

describe('points and polygons', () => {
  it('finds a point inside, outside and in the hole of a polygon', () => {
    const plain = square(100);
    const holed = square(100, 40);
    if (plain.type !== 'Polygon' || holed.type !== 'Polygon') throw new Error('a polygon');
    expect(pointInPolygon(PERM, plain.coordinates)).toBe(true);
    expect(pointInPolygon(north(45), plain.coordinates)).toBe(true);
    expect(pointInPolygon(north(55), plain.coordinates)).toBe(false);
    expect(pointInPolygon(PERM, holed.coordinates)).toBe(false);
    expect(pointInPolygon(north(30), holed.coordinates)).toBe(true);
    expect(pointInPolygon(PERM, [])).toBe(false);
  });

  it('takes a ring given closed or open, and a concave one', () => {
    // an L: the notch at the upper right is outside
    const l = [
      [0, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1, 2],
      [0, 2],
    ];
    expect(pointInRing({ lon: 0.5, lat: 1.5 }, l)).toBe(true);
    expect(pointInRing({ lon: 1.5, lat: 1.5 }, l)).toBe(false);
    expect(pointInRing({ lon: 1.5, lat: 0.5 }, [...l, [0, 0]])).toBe(true);
  });

  it('measures 0 inside a polygon and the way to the nearest edge outside', () => {
    expect(metresToGeometry(PERM, square(100))).toBe(0);
    expect(metresToGeometry(north(70), square(100))).toBeCloseTo(20, 0);
    expect(metresToGeometry(PERM, square(100, 40))).toBeCloseTo(20, 0);
  });
});

describe('points and lines', () => {
  // a street 200 m long running east-west through PERM
  const street: Geometry = {
    type: 'LineString',
    coordinates: [
      [PERM.lon - 100 / LON_M, PERM.lat],
      [PERM.lon + 100 / LON_M, PERM.lat],
    ],
  };

  it('measures across a street to its axis, and past its end to the end', () => {
    expect(metresToGeometry(north(12), street)).toBeCloseTo(12, 1);
    expect(metresToGeometry(north(-19.5), street)).toBeCloseTo(19.5, 1);
    expect(metresToGeometry(east(130), street)).toBeCloseTo(30, 1);
    expect(metresToGeometry(PERM, street)).toBeCloseTo(0, 6);
  });

  it('agrees with the great-circle distance within a centimetre over 100 m', () => {
    const there = { lat: PERM.lat + 0.0006, lon: PERM.lon + 0.0011 };
    const flat = metresToLine(PERM, [[there.lon, there.lat]]);
    expect(Math.abs(flat - haversine(PERM, there))).toBeLessThan(0.01);
    expect(metresToGeometry(PERM, { type: 'Point', coordinates: [there.lon, there.lat] })).toBeCloseTo(
      flat,
      9,
    );
  });

  it('handles a line folded back on itself and a repeated position', () => {
    const zigzag = [
      [PERM.lon, PERM.lat],
      [PERM.lon, PERM.lat],
      [PERM.lon + 50 / LON_M, PERM.lat],
      [PERM.lon, PERM.lat],
    ];
    expect(metresToLine(north(10), zigzag)).toBeCloseTo(10, 1);
  });
});

describe('a box around a point', () => {
  it('spans the metres asked in both directions, and every longitude at a pole', () => {
    const { dLat, dLon } = degreesAround(20, PERM.lat);
    expect(dLat * LAT_M).toBeCloseTo(20, 1);
    expect(dLon * LON_M).toBeCloseTo(20, 1);
    expect(degreesAround(20, 90).dLon).toBe(360);
  });
});
