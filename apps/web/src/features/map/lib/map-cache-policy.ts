/** Map cache lifetime (document 1, section 9): the map refreshes at most once an hour. */
export const MAP_CACHE_MAX_AGE_MS = 60 * 60 * 1000;

/** Browser-storage key of the last map load time; per city, since each city has its own map. */
export function mapLoadTimeKey(city: string): string {
  return `mapLoadTime:${city}`;
}

/** Fresh when loaded less than an hour ago; a load time in the future (clock moved back) is not. */
export function isMapCacheFresh(
  loadTime: number | null,
  now: number,
  maxAge = MAP_CACHE_MAX_AGE_MS,
): boolean {
  return loadTime !== null && Number.isFinite(loadTime) && loadTime <= now && now - loadTime < maxAge;
}

export type MapLoadPlan = { kind: 'use-cache' } | { kind: 'revalidate'; etag: string } | { kind: 'fetch' };

/**
 * Within the hour and with data at hand: no network at all. After it: ask the server with the
 * stored ETag so an unchanged map costs a 304 instead of megabytes. Nothing stored: plain fetch.
 */
export function planMapLoad(input: {
  loadTime: number | null;
  now: number;
  cached: { etag: string | null } | null;
}): MapLoadPlan {
  const { loadTime, now, cached } = input;
  if (!cached) return { kind: 'fetch' };
  if (isMapCacheFresh(loadTime, now)) return { kind: 'use-cache' };
  return cached.etag ? { kind: 'revalidate', etag: cached.etag } : { kind: 'fetch' };
}
