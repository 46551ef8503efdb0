import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMapInfo, type MapInfoDeps } from './get-map-info';
import type { MapInfoStore, StoredMapInfo } from '../lib/map-info-store';
import { lineFeature } from '../lib/test-factory';

const HOUR = 3_600_000;
const start = Date.UTC(2025, 4, 1, 9, 0, 0);
const feature = lineFeature([
  [58, 56.2],
  [58.001, 56.201],
]);
const body = JSON.stringify({
  status: 'ok',
  result: { features: [feature], OverAll: {}, times: { updated: 'x' } },
});

function memoryStore(initial: StoredMapInfo | null = null): MapInfoStore & { entry: StoredMapInfo | null } {
  return {
    entry: initial,
    async read() {
      return this.entry;
    },
    async write(_city, entry) {
      this.entry = entry;
    },
  };
}

function deps(overrides: Partial<MapInfoDeps>): MapInfoDeps {
  return {
    url: '/c/perm/api/map/get-map-info-v3',
    fetch: vi.fn(async () => new Response(body, { status: 200, headers: { ETag: '"v1"' } })),
    store: memoryStore(),
    now: () => start,
    ...overrides,
  };
}

describe('loadMapInfo', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('fetches the first time, then stores the answer and the load time', async () => {
    const d = deps({});
    const result = await loadMapInfo('perm', d);
    expect(result.features).toHaveLength(1);
    expect(d.fetch).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('mapLoadTime:perm')).toBe(String(start));
    await vi.waitFor(() =>
      expect((d.store as ReturnType<typeof memoryStore>).entry).toEqual({ text: body, etag: '"v1"' }),
    );
  });

  it('does not wait for the store on a first visit', async () => {
    const store = memoryStore({ text: body, etag: '"v1"' });
    const read = vi.spyOn(store, 'read');
    const d = deps({ store });
    await loadMapInfo('perm', d);
    expect(read).not.toHaveBeenCalled();
    expect(d.fetch).toHaveBeenCalledTimes(1);
  });

  it('makes no call within the hour when the map is stored', async () => {
    localStorage.setItem('mapLoadTime:perm', String(start));
    const d = deps({ store: memoryStore({ text: body, etag: '"v1"' }), now: () => start + HOUR - 1 });
    const result = await loadMapInfo('perm', d);
    expect(result.features).toHaveLength(1);
    expect(d.fetch).not.toHaveBeenCalled();
  });

  it('asks again with If-None-Match after the hour and keeps the stored map on 304', async () => {
    localStorage.setItem('mapLoadTime:perm', String(start));
    const later = start + HOUR;
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 304 }),
    );
    const d = deps({ store: memoryStore({ text: body, etag: '"v1"' }), now: () => later, fetch: fetchMock });
    const result = await loadMapInfo('perm', d);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['If-None-Match']).toBe('"v1"');
    expect(result.features).toHaveLength(1);
    expect(localStorage.getItem('mapLoadTime:perm')).toBe(String(later));
  });

  it('gives an empty map and only logs when the call fails with nothing stored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const d = deps({ fetch: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    const result = await loadMapInfo('perm', d);
    expect(result.features).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('mapLoadTime:perm')).toBeNull();
  });

  it('treats an error envelope as a failure and falls back to the stored map', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('mapLoadTime:perm', String(start - 2 * HOUR));
    const failing = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 'error', errorName: 'UnknownError' }), { status: 500 }),
    );
    const d = deps({ store: memoryStore({ text: body, etag: '"v1"' }), fetch: failing });
    const result = await loadMapInfo('perm', d);
    expect(result.features).toHaveLength(1);
    expect(localStorage.getItem('mapLoadTime:perm')).toBe(String(start - 2 * HOUR));
  });
});
