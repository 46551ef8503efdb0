import { describe, expect, it } from 'vitest';
import { tileBBox } from '@parking/domain/contracts/map-tile';
import { tileKey, tilesForView } from './view-tiles';

const moscow = { lat: 55.7558, lng: 37.6173 };

describe('tilesForView', () => {
  it('asks a phone at zoom 16 for one to four zoom-14 tiles, the centre among them', () => {
    const tiles = tilesForView(moscow, 16, { x: 360, y: 640 });
    expect(tiles.length).toBeGreaterThanOrEqual(1);
    expect(tiles.length).toBeLessThanOrEqual(4);
    expect(tiles.every((t) => t.z === 14)).toBe(true);
    expect(
      tiles.some((t) => {
        const [w, s, e, n] = tileBBox(t.z, t.x, t.y);
        return moscow.lng >= w && moscow.lng <= e && moscow.lat >= s && moscow.lat <= n;
      }),
    ).toBe(true);
  });

  it('covers the whole view with its margin: a wide screen further out needs more, coarser tiles', () => {
    const tiles = tilesForView(moscow, 13, { x: 1280, y: 800 });
    expect(tiles.every((t) => t.z === 12)).toBe(true);
    const xs = tiles.map((t) => t.x);
    // 1280 px at zoom 13 plus a quarter each side is 7.5 zoom-13 tiles, about 3.75 of zoom 12
    expect(Math.max(...xs) - Math.min(...xs) + 1).toBeGreaterThanOrEqual(4);
    expect(new Set(tiles.map(tileKey)).size).toBe(tiles.length);
  });
});
