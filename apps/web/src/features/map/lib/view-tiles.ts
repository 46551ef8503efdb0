import { tilesCovering, tileZoomForView, type TileAddress } from '@parking/domain/contracts/map-tile';

/** Share of the view loaded beyond each edge, as the shape layer draws: a short pan finds data. */
export const VIEW_TILE_MARGIN = 0.25;

/** "z/x/y", the tile's key in caches and in the store. */
export function tileKey({ z, x, y }: TileAddress): string {
  return `${z}/${x}/${y}`;
}

/**
 * The map tiles a view needs: the view of `size` pixels around `center` at `zoom`, grown by the
 * margin, at the tile zoom for that view zoom. Pure, so the first request can be sent before the
 * map exists (from the city's centre and the window's size) and match what the map asks for.
 */
export function tilesForView(
  center: { lat: number; lng: number },
  zoom: number,
  size: { x: number; y: number },
  margin = VIEW_TILE_MARGIN,
): TileAddress[] {
  // Degrees per pixel at this zoom: longitude linear, latitude scaled by the Mercator secant.
  const scale = 256 * 2 ** zoom;
  const halfWidth = ((size.x / 2) * (1 + 2 * margin) * 360) / scale;
  const halfHeight = halfWidth * (size.y / Math.max(1, size.x)) * Math.cos((center.lat * Math.PI) / 180);
  return tilesCovering(
    [center.lng - halfWidth, center.lat - halfHeight, center.lng + halfWidth, center.lat + halfHeight],
    tileZoomForView(zoom),
  );
}
