import { useEffect, useMemo, useRef, useState } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import L, { type TileEvent } from 'leaflet';

/** A transparent pixel: a failed tile shows the map's own background, not a broken image. */
const BLANK_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** Failed tiles, with not one loaded, after which the tile server is taken as gone. */
const GIVE_UP_AFTER = 8;

interface BaseTileLayerProps {
  url: string;
  attribution: string;
}

type TileState = 'probing' | 'reachable' | 'unreachable';

/** The tile under the map centre, or null when the template has variables we cannot fill. */
function centreTileUrl(map: L.Map, template: string): string | null {
  const zoom = Math.round(map.getZoom());
  const { x, y } = map.project(map.getCenter(), zoom).divideBy(256).floor();
  try {
    return L.Util.template(template, { s: 'a', x, y, z: zoom, r: '' });
  } catch {
    return null;
  }
}

/**
 * The city's tiles (mapSource). The map must work with no tile server at all (offline kiosks,
 * closed networks, this project's CI): one tile is tried first and the layer is added only if it
 * loads, so an unreachable server costs one failed request instead of dozens per pan, and the
 * parkings stay on a plain background.
 */
export function BaseTileLayer({ url, attribution }: BaseTileLayerProps) {
  const map = useMap();
  const [state, setState] = useState<TileState>('probing');
  const stats = useRef({ loaded: 0, failed: 0 });

  useEffect(() => {
    if (!url) return;
    const probeUrl = centreTileUrl(map, url);
    if (!probeUrl) {
      setState('reachable');
      return;
    }
    let active = true;
    const probe = new Image();
    probe.onload = () => active && setState('reachable');
    probe.onerror = () => active && setState('unreachable');
    probe.src = probeUrl;
    return () => {
      active = false;
      probe.onload = probe.onerror = null;
    };
  }, [map, url]);

  const eventHandlers = useMemo(
    () => ({
      tileload: (event: TileEvent) => {
        // Leaflet reports the blank stand-in of a failed tile as loaded too.
        if ((event.tile as HTMLImageElement).src !== BLANK_TILE) stats.current.loaded++;
      },
      tileerror: () => {
        stats.current.failed++;
        if (stats.current.loaded === 0 && stats.current.failed >= GIVE_UP_AFTER) setState('unreachable');
      },
    }),
    [],
  );

  if (!url || state !== 'reachable') return null;
  return (
    <TileLayer
      url={url}
      attribution={attribution}
      errorTileUrl={BLANK_TILE}
      maxNativeZoom={19}
      maxZoom={20}
      eventHandlers={eventHandlers}
    />
  );
}
