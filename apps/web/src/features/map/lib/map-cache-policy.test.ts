import { describe, expect, it } from 'vitest';
import { isMapCacheFresh, MAP_CACHE_MAX_AGE_MS, mapLoadTimeKey, planMapLoad } from './map-cache-policy';

const now = Date.UTC(2025, 4, 1, 12, 0, 0);
const minute = 60_000;

describe('map cache freshness', () => {
  it('is fresh for under an hour and stale from the hour on', () => {
    expect(MAP_CACHE_MAX_AGE_MS).toBe(60 * minute);
    expect(isMapCacheFresh(now - 59 * minute, now)).toBe(true);
    expect(isMapCacheFresh(now - 60 * minute, now)).toBe(false);
    expect(isMapCacheFresh(now - 3 * 60 * minute, now)).toBe(false);
  });

  it('is stale without a load time or with one in the future', () => {
    expect(isMapCacheFresh(null, now)).toBe(false);
    expect(isMapCacheFresh(now + minute, now)).toBe(false);
  });

  it('keys the load time per city', () => {
    expect(mapLoadTimeKey('perm')).toBe('mapLoadTime:perm');
  });
});

describe('planMapLoad', () => {
  const cached = { etag: '"v42"' };

  it('uses the stored map without a call within the hour', () => {
    expect(planMapLoad({ loadTime: now - 30 * minute, now, cached })).toEqual({ kind: 'use-cache' });
  });

  it('revalidates with the ETag after the hour', () => {
    expect(planMapLoad({ loadTime: now - 61 * minute, now, cached })).toEqual({
      kind: 'revalidate',
      etag: '"v42"',
    });
  });

  it('fetches when nothing is stored, even if a load time is', () => {
    expect(planMapLoad({ loadTime: now - minute, now, cached: null })).toEqual({ kind: 'fetch' });
  });

  it('fetches in full after the hour when the stored map has no ETag', () => {
    expect(planMapLoad({ loadTime: now - 61 * minute, now, cached: { etag: null } })).toEqual({
      kind: 'fetch',
    });
  });
});
