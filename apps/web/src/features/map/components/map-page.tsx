import 'leaflet/dist/leaflet.css';
import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import L from 'leaflet';
import { useQueryClient } from '@tanstack/react-query';
import { MapContainer, ZoomControl } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../../../shared/city/current-city';
import { DrawReporter } from '../lib/draw-reporter';
import { unionBBox } from '../lib/geometry-bbox';
import { anchorOf, type MapObject } from '../lib/map-objects';
import { findZone } from '../lib/zone-search';
import { BaseTileLayer } from './base-tile-layer';
import { PointClusterLayer } from './point-cluster-layer';
import { ShapeLayer } from './shape-layer';
import { ZoneSearch, type ZoneSearchOutcome } from './zone-search';
import { MapLegend } from './map-legend';
import { ZoneListMount, ZoneListToggle } from './zone-list-frame';
import { useViewTiles } from './use-view-tiles';
import { lazyPage } from '../../../shared/ui/lazy-page';

/**
 * The pop-up (price table, Pay) runs only after a tap: it is not in the first load of "/" but
 * fetched once the page is idle, so a tap does not wait for it (issue 24, docs/decisions/0005).
 */
const MapPopup = lazyPage(
  () => import('./map-popup'),
  (m) => m.MapPopup,
);
function preloadPopupWhenIdle(): () => void {
  const load = () => void MapPopup.preload().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(load, 2000);
  return () => clearTimeout(id);
}

export interface MapPageProps {
  onPay: (zonenumber: string, parkingCode: string) => void;
  /** Site option initialZoom (default 16); clamped to the map's 13..20. */
  initialZoom: number;
}

/** Map zoom limits (document 1, section 9). */
const MIN_ZOOM = 13;
const MAX_ZOOM = 20;
const DEFAULT_ZOOM = 16;
/** Map width under which the legend and a pop-up do not fit side by side. */
const NARROW_MAP = 700;
/** Room the search box (with its message) and the open legend take over the map. */
const POPUP_TOP_LEFT: [number, number] = [16, 128];
const LEGEND_WIDTH = 264;
/** Clear of the zoom buttons (bottom right) and, on phones, the legend button (bottom left). */
const POPUP_BOTTOM = 88;

interface Selection {
  object: MapObject;
  /** The object's id in the drawn data, to highlight it; null when it is not loaded there. */
  id: number | null;
  position: L.LatLngExpression;
  focus: boolean;
  seq: number;
}

function clampZoom(zoom: number): number {
  return Number.isFinite(zoom) ? Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom))) : DEFAULT_ZOOM;
}

/** The map and, when open, the zone list beside it (on a phone: instead of it). */
const pageStyles = {
  position: 'relative',
  display: 'flex',
  width: '100%',
  flex: '1 1 auto',
  minHeight: 0,
  height: 'calc(100dvh - var(--header-height, 64px))',
} as const;

const mapStyles = {
  position: 'relative',
  flex: '1 1 auto',
  minWidth: 0,
  height: '100%',
  // Shown wherever tiles are missing (no tile server reachable): quiet, so the parkings stand out.
  '& .leaflet-container': { background: '#eceff1', fontFamily: 'inherit' },
  '& .leaflet-popup-content': { margin: '12px 14px' },
  '& .map-cluster': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    background: 'rgba(21, 101, 192, 0.88)',
    color: '#fff',
    font: '600 13px/1 sans-serif',
    border: '3px solid rgba(255, 255, 255, 0.85)',
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)',
  },
  '& .map-cluster:focus-visible': { outline: '3px solid #ff9800', outlineOffset: 2 },
} as const;

export function MapPage({ onPay, initialZoom }: MapPageProps) {
  const { t } = useTranslation('map');
  const city = getCurrentCity();
  const [map, setMap] = useState<L.Map | null>(null);
  // The map draws the tiles of its view; the zone list and the search need every zone and load
  // the full call themselves, out of the first load.
  const { status, data } = useViewTiles(map, city.city);
  const [listOpen, setListOpen] = useState(false);
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<Selection | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const seq = useRef(0);
  // after the first draw, when the page is idle: the pop-up's code is there before the first tap
  useEffect(() => {
    if (status === 'done') return preloadPopupWhenIdle();
  }, [status]);
  const reporter = useMemo(() => new DrawReporter(() => rootRef.current), []);
  // One canvas for every line, polygon and point; tolerance widens the tap target of thin lines.
  const renderer = useMemo(() => L.canvas({ padding: 0.5, tolerance: 6 }), []);
  const maxBounds = useMemo(
    () => L.latLngBounds(city.mapBounds.southWest, city.mapBounds.northEast).pad(0.1),
    [city],
  );
  const [zoom] = useState(() => clampZoom(initialZoom));
  const [legendOpen, setLegendOpen] = useState(
    () => window.matchMedia?.('(min-width: 900px)').matches ?? false,
  );

  useEffect(() => {
    if (!map) return;
    // Plain prefix: the default one carries a flag, which has no place in a city service.
    map.attributionControl?.setPrefix(
      '<a href="https://leafletjs.com" target="_blank" rel="noopener">Leaflet</a>',
    );
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    if (rootRef.current) observer.observe(rootRef.current);
    // The zoom on the container lets journeys check "zoomed in" without reaching into Leaflet.
    const showZoom = () => rootRef.current?.setAttribute('data-zoom', String(map.getZoom()));
    showZoom();
    map.on('zoomend', showZoom);
    return () => {
      observer.disconnect();
      map.off('zoomend', showZoom);
    };
  }, [map]);

  // The list opening beside the map narrows it from the left: pan by as much in the same frame,
  // so what the driver was looking at stays where it was on the screen instead of jumping.
  const listShown = useRef(listOpen);
  useLayoutEffect(() => {
    if (!map || listShown.current === listOpen) return;
    listShown.current = listOpen;
    const before = map.getSize().x;
    map.invalidateSize({ pan: false });
    const after = map.getSize().x;
    // a phone's list hides the map instead (size 0): nothing to keep in place
    if (before > 0 && after > 0 && before !== after) map.panBy([before - after, 0], { animate: false });
  }, [map, listOpen]);

  // Site options (initialZoom) may arrive after the first render: follow them until the
  // driver has zoomed the map themselves.
  const appliedZoom = useRef(zoom);
  useEffect(() => {
    const next = clampZoom(initialZoom);
    if (!map || next === appliedZoom.current) return;
    if (map.getZoom() === appliedZoom.current) map.setZoom(next);
    appliedZoom.current = next;
  }, [map, initialZoom]);

  // Object ids are positions in the loaded data; after a data change they may name other objects.
  useEffect(() => {
    setSelection(null);
  }, [data.epoch]);

  const dataRef = useRef(data);
  dataRef.current = data;
  const select = useCallback(
    (object: MapObject, id: number | null, position: L.LatLngExpression, focus = false) => {
      seq.current += 1;
      setSelection({ object, id, position, focus, seq: seq.current });
      // On a phone the open legend would cover the pop-up.
      if ((rootRef.current?.clientWidth ?? 0) < NARROW_MAP) setLegendOpen(false);
    },
    [],
  );
  const onFeatureClick = useCallback(
    (id: number, at: L.LatLng) => {
      const object = dataRef.current.objects[id];
      if (object) select(object, id, at);
    },
    [select],
  );
  const clusterLabel = useCallback((count: number) => t('cluster', { count }), [t]);

  const search = async (query: string): Promise<ZoneSearchOutcome> => {
    if (findZone(new Map(), query).kind === 'empty') return { kind: 'empty' };
    if (!map) return { kind: 'not-ready' };
    // Every zone is needed to find one: the whole city's data, loaded on the first search.
    const all = await import('../api/get-map-info')
      .then(({ mapInfoQueryOptions }) => queryClient.fetchQuery(mapInfoQueryOptions(city.city)))
      .catch(() => null);
    if (!all || all.objects.length === 0) return { kind: 'not-ready' };
    const result = findZone(all.zones, query);
    if (result.kind !== 'found') return result;
    const objects = result.ids.map((id) => all.objects[id]!);
    const [west, south, east, north] = unionBBox(objects.map((o) => o.bbox))!;
    // The parking itself is what the driver wants to pay for, not the meter beside it.
    const target = objects.find((o) => o.cls.kind !== 'object') ?? objects[0]!;
    let opened = false;
    const open = () => {
      if (opened) return;
      opened = true;
      // the same object among the drawn tiles, to highlight it (there when its tile has arrived)
      const drawn = dataRef.current.objects.find(
        (o) => o.props.code === target.props.code && o.props.objecttype === target.props.objecttype,
      );
      select(target, drawn?.id ?? null, anchorOf(target), true);
    };
    map.once('moveend', open);
    // flyToBounds to where the map already is may end without a moveend.
    window.setTimeout(open, 1500);
    map.flyToBounds(
      [
        [south, west],
        [north, east],
      ],
      { maxZoom: 18, padding: [48, 48], duration: 0.8 },
    );
    return result;
  };

  const selected = selection?.object;
  return (
    <Box sx={pageStyles}>
      <ZoneListToggle open={listOpen} onToggle={() => setListOpen((open) => !open)} />
      {listOpen && <ZoneListMount city={city.city} timeZone={city.timeZone} onPay={onPay} focusOnOpen />}
      <Box
        ref={rootRef}
        data-testid="map"
        data-load-state={status}
        role="region"
        aria-label={t('label')}
        // on a phone the open list takes the map's place; Leaflet resizes when it comes back
        sx={{ ...mapStyles, display: { xs: listOpen ? 'none' : 'block', md: 'block' } }}
      >
        <MapContainer
          ref={setMap}
          center={city.mapCenter}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          maxBounds={maxBounds}
          maxBoundsViscosity={1}
          preferCanvas
          renderer={renderer}
          zoomControl={false}
          style={{ width: '100%', height: '100%' }}
        >
          <BaseTileLayer url={city.mapSource} attribution={t('attribution')} />
          <ZoomControl position="bottomright" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
          <ShapeLayer
            data={data}
            selectedId={selection?.id ?? null}
            onSelect={onFeatureClick}
            reporter={reporter}
          />
          <PointClusterLayer
            data={data}
            selectedId={selection?.id ?? null}
            onSelect={onFeatureClick}
            clusterLabel={clusterLabel}
            reporter={reporter}
          />
          {selection && selected && (
            <Suspense fallback={null}>
              <MapPopup
                key={selection.seq}
                object={selected}
                position={selection.position}
                focusOnOpen={selection.focus}
                onPay={onPay}
                padding={{
                  topLeft: POPUP_TOP_LEFT,
                  bottomRight: [legendOpen ? LEGEND_WIDTH : 16, POPUP_BOTTOM],
                }}
                maxHeight={Math.max(
                  180,
                  (rootRef.current?.clientHeight ?? 600) - POPUP_TOP_LEFT[1] - POPUP_BOTTOM - 40,
                )}
                onClose={() => {
                  setSelection((current) => (current?.seq === selection.seq ? null : current));
                  if (selection.focus) searchInputRef.current?.focus();
                }}
              />
            </Suspense>
          )}
        </MapContainer>
        {status !== 'done' && (
          <LinearProgress
            aria-label={t('loading')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1001 }}
          />
        )}
        <ZoneSearch onSearch={search} inputRef={searchInputRef} />
        <MapLegend data={data} open={legendOpen} onToggle={() => setLegendOpen((open) => !open)} />
      </Box>
    </Box>
  );
}
