import { useEffect, useState } from 'react';
import type L from 'leaflet';
import type { MapTileResult, TileAddress } from '@parking/domain/contracts/map-tile';
import type { MapLoadStatus } from '../api/get-map-info';
import { requestMapTile } from '../api/get-map-tile';
import { MAP_CACHE_MAX_AGE_MS } from '../lib/map-cache-policy';
import { EMPTY_MAP_INFO, type PreparedMapInfo } from '../lib/map-objects';
import { MapTileStore } from '../lib/map-tile-store';
import { tileKey, tilesForView } from '../lib/view-tiles';

interface ViewTilesState {
  status: MapLoadStatus;
  data: PreparedMapInfo;
}

/**
 * The map data of what the view shows (issue 24): on every move the tiles of the view and a
 * margin around it that are not merged yet are fetched, merged, and handed to the layers. Every
 * hour the view's tiles are asked again with their ETags (document 1, section 8: a 304 each when
 * nothing changed); a new data version starts the store over. A tile that fails is only logged.
 */
export function useViewTiles(map: L.Map | null, city: string): ViewTilesState {
  const [state, setState] = useState<ViewTilesState>({ status: 'waiting', data: EMPTY_MAP_INFO });

  useEffect(() => {
    if (!map) return;
    let store = new MapTileStore();
    let closed = false;
    let published = false;

    const fetchInto = async (target: MapTileStore, tiles: TileAddress[], revalidate: boolean) => {
      const results = await Promise.allSettled(tiles.map((t) => requestMapTile(city, t, revalidate)));
      let otherVersion = false;
      results.forEach((result: PromiseSettledResult<MapTileResult>, i) => {
        const tile = tiles[i]!;
        if (result.status === 'rejected') {
          if ((result.reason as Error)?.name !== 'AbortError')
            console.error('Map tile could not be loaded', result.reason);
          return;
        }
        if (target.add(tileKey(tile), tile.z, result.value) === 'other-version') otherVersion = true;
      });
      return otherVersion;
    };

    const load = async (revalidate: boolean) => {
      const center = map.getCenter();
      const view = tilesForView(center, map.getZoom(), map.getSize());
      const missing = revalidate ? view : view.filter((t) => !store.has(tileKey(t)));
      if (missing.length === 0) return;
      if (!published) setState((s) => (s.status === 'waiting' ? { ...s, status: 'pending' } : s));
      const target = store;
      const otherVersion = await fetchInto(target, missing, revalidate);
      if (closed || target !== store) return;
      if (otherVersion) {
        // The data changed on the server: start over from fresh tiles of the view.
        store = new MapTileStore();
        await fetchInto(store, view, true);
        if (closed) return;
      }
      if (!published) performance.mark('map:data');
      published = true;
      setState({ status: 'done', data: store.prepared() });
    };

    const onMove = () => void load(false);
    map.on('moveend resize', onMove);
    onMove();
    const hourly = window.setInterval(() => void load(true), MAP_CACHE_MAX_AGE_MS);
    return () => {
      closed = true;
      map.off('moveend resize', onMove);
      window.clearInterval(hourly);
    };
  }, [map, city]);

  return state;
}
