import { describe, expect, it } from 'vitest';
import type { BBox } from './geometry-bbox';
import { bboxIntersects, packBBoxes, padBBox, selectInView } from './view-filter';

const inside: BBox = [56.24, 58.0, 56.25, 58.01];
const farEast: BBox = [57.0, 58.0, 57.1, 58.01];
const crossingEdge: BBox = [56.29, 58.0, 56.31, 58.01];
const view: BBox = [56.2, 57.98, 56.3, 58.02];

describe('view filtering', () => {
  it('keeps boxes inside or crossing the view and drops the rest', () => {
    expect(selectInView(packBBoxes([inside, farEast, crossingEdge]), view)).toEqual([0, 2]);
  });

  it('counts a box touching the edge as visible', () => {
    expect(bboxIntersects([56.3, 58.0, 56.4, 58.01], view)).toBe(true);
    expect(bboxIntersects([56.3001, 58.0, 56.4, 58.01], view)).toBe(false);
  });

  it('draws a margin around the view so a short pan needs no redraw', () => {
    const justOutside: BBox = [56.31, 58.0, 56.32, 58.01];
    const packed = packBBoxes([justOutside]);
    expect(selectInView(packed, view)).toEqual([]);
    expect(selectInView(packed, padBBox(view, 0.25))).toEqual([0]);
  });

  it('pads by a share of the view on every side', () => {
    const padded = padBBox([0, 0, 10, 20], 0.1);
    expect(padded).toEqual([-1, -2, 11, 22]);
  });

  it('handles an empty map', () => {
    expect(selectInView(packBBoxes([]), view)).toEqual([]);
  });

  it('filters 20,000 boxes fast enough for every moveend', () => {
    const boxes: BBox[] = Array.from({ length: 20_000 }, (_, i) => {
      const lng = 37.35 + (i % 200) * 0.0025;
      const lat = 55.55 + Math.floor(i / 200) * 0.0037;
      return [lng, lat, lng + 0.001, lat + 0.001];
    });
    const packed = packBBoxes(boxes);
    const started = performance.now();
    const hits = selectInView(packed, [37.6, 55.74, 37.63, 55.76]);
    expect(performance.now() - started).toBeLessThan(20);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThan(200);
  });
});
