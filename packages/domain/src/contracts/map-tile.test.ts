import { describe, expect, it } from 'vitest';
import { tileBBox, tilesCovering, tileXOf, tileYOf, tileZoomForView } from './map-tile.ts';

describe('map tiles', () => {
  it('finds a point inside the box of the tile its column and row name', () => {
    const [lat, lng] = [55.7558, 37.6173];
    for (const z of [10, 12, 14]) {
      const [x, y] = [Math.floor(tileXOf(lng, z)), Math.floor(tileYOf(lat, z))];
      const [west, south, east, north] = tileBBox(z, x, y);
      expect(lng).toBeGreaterThanOrEqual(west);
      expect(lng).toBeLessThan(east);
      expect(lat).toBeGreaterThan(south);
      expect(lat).toBeLessThanOrEqual(north);
    }
  });

  it('covers a box with the tiles it meets, and only those', () => {
    const inner = tileBBox(14, 9903, 5121);
    const tiles = tilesCovering([inner[0] + 1e-6, inner[1] + 1e-6, inner[2] - 1e-6, inner[3] - 1e-6], 14);
    expect(tiles).toEqual([{ z: 14, x: 9903, y: 5121 }]);
    const across = tilesCovering([inner[0] - 1e-6, inner[1] - 1e-6, inner[2] - 1e-6, inner[3] - 1e-6], 14);
    expect(across).toHaveLength(4);
  });

  it('loads tiles one level under the view, within 10..14', () => {
    expect([13, 14, 16, 20, 5].map(tileZoomForView)).toEqual([12, 13, 14, 14, 10]);
  });
});
