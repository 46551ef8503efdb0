import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapInfoResult } from '@parking/domain/contracts/map-info';
import { cityApiUrl } from '../../../shared/http/api-client';
import { ApiError } from '../../../shared/http/api-error';
import { readStored, writeStored } from '../../../shared/storage/local-storage';
import { MAP_CACHE_MAX_AGE_MS, mapLoadTimeKey, planMapLoad } from '../lib/map-cache-policy';
import { indexedDbMapStore, type MapInfoStore, type StoredMapInfo } from '../lib/map-info-store';
import { EMPTY_MAP_INFO, type PreparedMapInfo } from '../lib/map-objects';
import { prepareMapInfo } from '../lib/prepare-map-info';

export const MAP_INFO_PATH = '/api/map/get-map-info-v3';

type MapFeatures = Pick<MapInfoResult, 'features'>;

export interface MapInfoDeps {
  url: string;
  fetch: typeof fetch;
  store: MapInfoStore;
  now: () => number;
  signal?: AbortSignal;
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 500);
}

/** Unwraps the envelope; only the shape the map needs is checked, a full parse of 20,000 features costs seconds on a phone. */
export function parseMapInfoEnvelope(text: string, httpStatus: number): MapFeatures {
  let body: { status?: string; result?: { features?: unknown }; errorName?: string; errorMessage?: string };
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError('UnknownError', `HTTP ${httpStatus}`, httpStatus);
  }
  if (body?.status === 'ok' && Array.isArray(body.result?.features)) return body.result as MapFeatures;
  throw new ApiError(
    body?.errorName ?? 'UnknownError',
    body?.errorMessage ?? `HTTP ${httpStatus}`,
    httpStatus,
  );
}

/**
 * The map of a city, from the network at most once an hour: within the hour the stored answer
 * is used without any call, after it the server is asked with If-None-Match. A failure is only
 * logged (document 1, section 8) and gives the last stored map, or an empty one.
 */
export async function loadMapInfo(city: string, deps: MapInfoDeps): Promise<MapFeatures> {
  const timeKey = mapLoadTimeKey(city);
  const loadTime = readStored<number>(timeKey);
  // No load time: this browser never kept this city's map, so the first visit goes straight to
  // the network instead of first waiting for IndexedDB to open.
  const cached = loadTime === null ? null : await deps.store.read(city).catch(() => null);
  const fromCache = (entry: StoredMapInfo) => parseMapInfoEnvelope(entry.text, 200);
  const plan = planMapLoad({ loadTime, now: deps.now(), cached });
  try {
    if (plan.kind === 'use-cache' && cached) {
      try {
        return fromCache(cached);
      } catch {
        // A damaged stored copy: fall through to the network as if nothing was stored.
      }
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (plan.kind === 'revalidate') headers['If-None-Match'] = plan.etag;
    const response = await deps.fetch(deps.url, { headers, cache: 'no-store', signal: deps.signal });
    if (response.status === 304 && cached) {
      writeStored(timeKey, deps.now());
      return fromCache(cached);
    }
    const text = await response.text();
    const result = parseMapInfoEnvelope(text, response.status);
    writeStored(timeKey, deps.now());
    const etag = response.headers.get('ETag');
    // Stored once the page is idle: handing megabytes to IndexedDB copies them on the main
    // thread, which must not delay the first draw.
    whenIdle(() => void deps.store.write(city, { text, etag }).catch(() => undefined));
    return result;
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    console.error('Map info could not be loaded', error);
    if (cached) {
      try {
        return fromCache(cached);
      } catch {
        // Nothing usable stored either: the empty map below.
      }
    }
    return { features: [] };
  }
}

/** waiting: not asked yet; pending: loading; done: drawn from data, or empty after an error. */
export type MapLoadStatus = 'waiting' | 'pending' | 'done';

/** The query behind useMapInfo; the zone search fetches it on demand (queryClient.fetchQuery). */
export function mapInfoQueryOptions(city: string) {
  return queryOptions({
    queryKey: ['map', 'info', city],
    queryFn: async ({ signal }) => {
      const result = await loadMapInfo(city, {
        url: cityApiUrl(MAP_INFO_PATH),
        fetch: (...args) => fetch(...args),
        store: indexedDbMapStore,
        now: Date.now,
        signal,
      });
      const prepared = prepareMapInfo(result);
      if (prepared.missingCategory > 0)
        console.warn(`Map: ${prepared.missingCategory} parkings have no category`);
      if (prepared.skipped > 0)
        console.warn(`Map: ${prepared.skipped} features with unusable geometry were skipped`);
      return prepared;
    },
    staleTime: MAP_CACHE_MAX_AGE_MS,
    gcTime: Infinity,
    // An open page refreshes on the hour too; loadMapInfo turns that into a cheap 304 when unchanged.
    refetchInterval: MAP_CACHE_MAX_AGE_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    // Deep-comparing 20,000 features on every refresh would freeze the page for nothing.
    structuralSharing: false,
  });
}

/**
 * Every object of the city, for what needs them all (the zone list and the zone search): the map
 * itself draws from tiles (use-view-tiles), so this is asked for only once `enabled`.
 */
export function useMapInfo(city: string, enabled = true): { status: MapLoadStatus; data: PreparedMapInfo } {
  const query = useQuery({ ...mapInfoQueryOptions(city), enabled });
  const status: MapLoadStatus = query.data
    ? 'done'
    : query.fetchStatus === 'fetching'
      ? 'pending'
      : 'waiting';
  return { status, data: query.data ?? EMPTY_MAP_INFO };
}
