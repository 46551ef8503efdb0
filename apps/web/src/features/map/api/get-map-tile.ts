import type { MapTileResult, TileAddress } from '@parking/domain/contracts/map-tile';
import { cityApiUrl } from '../../../shared/http/api-client';
import { ApiError } from '../../../shared/http/api-error';
import { tileKey, tilesForView } from '../lib/view-tiles';

export const MAP_TILE_PATH = '/api/map/get-map-tile-v3';

/** Unwraps the envelope, checking only the shape the map reads (as the full call does). */
export function parseMapTileEnvelope(text: string, httpStatus: number): MapTileResult {
  let body: { status?: string; result?: Partial<MapTileResult>; errorName?: string; errorMessage?: string };
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('UnknownError', `HTTP ${httpStatus}`, httpStatus);
  }
  const result = body?.result;
  if (
    body?.status === 'ok' &&
    Array.isArray(result?.features) &&
    Array.isArray(result.clusters) &&
    result.city &&
    typeof result.times?.updated === 'string'
  )
    return result as MapTileResult;
  throw new ApiError(
    body?.errorName ?? 'UnknownError',
    body?.errorMessage ?? `HTTP ${httpStatus}`,
    httpStatus,
  );
}

export interface MapTileDeps {
  fetch: typeof fetch;
  /** The call's address for this city (cityApiUrl of MAP_TILE_PATH). */
  url: string;
}

/**
 * One tile. The HTTP cache keeps it (the server allows five minutes, then the browser
 * revalidates with the ETag and gets a 304 when nothing changed); `revalidate` asks the server
 * at once, for the hourly refresh and after a data change.
 */
export async function fetchMapTile(
  { z, x, y }: TileAddress,
  deps: MapTileDeps,
  revalidate = false,
): Promise<MapTileResult> {
  const response = await deps.fetch(`${deps.url}?z=${z}&x=${x}&y=${y}`, {
    headers: { Accept: 'application/json' },
    cache: revalidate ? 'no-cache' : 'default',
  });
  return parseMapTileEnvelope(await response.text(), response.status);
}

/** Tiles asked for in this page's life, by city and key: the early request and the map share one download. */
const requests = new Map<string, Promise<MapTileResult>>();

/** A tile of the current city, from this page's earlier request when there is one. */
export function requestMapTile(city: string, tile: TileAddress, revalidate = false): Promise<MapTileResult> {
  const key = `${city}:${tileKey(tile)}`;
  let request = revalidate ? undefined : requests.get(key);
  if (!request) {
    request = fetchMapTile(
      tile,
      { fetch: (...args) => fetch(...args), url: cityApiUrl(MAP_TILE_PATH) },
      revalidate,
    );
    requests.set(key, request);
    // a failed tile is asked again next time instead of failing forever
    request.catch(() => requests.delete(key));
  }
  return request;
}

/**
 * Starts the first view's tiles before the map's code has loaded (main.tsx calls it on "/"):
 * the city's centre at the default zoom in a window of this size, the same tiles the map will ask for.
 */
export function prefetchMapView(
  city: { city: string; mapCenter: [number, number] },
  zoom: number,
  size: { x: number; y: number },
): void {
  const [lat, lng] = city.mapCenter;
  for (const tile of tilesForView({ lat, lng }, zoom, size)) {
    requestMapTile(city.city, tile).catch(() => undefined);
  }
}
