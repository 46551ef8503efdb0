import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import L from 'leaflet';
import Supercluster from 'supercluster';
import type { ClusterProperties } from 'supercluster';
import { MAP_TILE_DETAIL_ZOOM, tileZoomForView } from '@parking/domain/contracts/map-tile';
import type { DrawReporter } from '../lib/draw-reporter';
import type { PreparedMapInfo } from '../lib/map-objects';
import { pointStyle } from '../lib/path-style';
import { padBBox } from '../lib/view-filter';

interface PointClusterLayerProps {
  data: PreparedMapInfo;
  selectedId: number | null;
  onSelect: (id: number, at: L.LatLng) => void;
  /** Accessible name of a cluster marker ("12 objects nearby, zoom in"). */
  clusterLabel: (count: number) => string;
  reporter: DrawReporter;
}

/** From street level (16) every point stands alone: drivers look for the nearest meter there. */
const CLUSTER_MAX_ZOOM = 15;
/** Screen pixels (with `extent` matching Leaflet's 256-pixel tiles). */
const CLUSTER_RADIUS = 60;
/** A "2" badge hides two dots that would fit on screen anyway. */
const CLUSTER_MIN_POINTS = 3;

type PointProps = { id: number };

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 30 : count < 100 ? 36 : 44;
  return L.divIcon({
    html: `<span>${count}</span>`,
    className: 'map-cluster',
    iconSize: [size, size],
  });
}

/** Whether a view at this zoom loads tiles whose points the server has clustered. */
function usesServerClusters(zoom: number): boolean {
  return tileZoomForView(zoom) < MAP_TILE_DETAIL_ZOOM;
}

/**
 * Parking meters, terminals and points of interest, clustered with supercluster; in views too
 * far out for the tiles to carry every point, the server's clusters of those tiles instead. Clusters are
 * DOM markers (few, and focusable, so Enter zooms in by keyboard); single points are small
 * circles on the shared canvas.
 */
export function PointClusterLayer({
  data,
  selectedId,
  onSelect,
  clusterLabel,
  reporter,
}: PointClusterLayerProps) {
  const map = useMap();
  const onSelectRef = useRef(onSelect);
  const labelRef = useRef(clusterLabel);
  const selectedRef = useRef(selectedId);
  const redrawRef = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
    labelRef.current = clusterLabel;
  }, [onSelect, clusterLabel]);

  useEffect(() => {
    const index = new Supercluster<PointProps, PointProps>({
      radius: CLUSTER_RADIUS,
      extent: 256,
      maxZoom: CLUSTER_MAX_ZOOM,
      minPoints: CLUSTER_MIN_POINTS,
    });
    index.load(
      data.pointIds.map((id) => {
        const geometry = data.objects[id]!.geometry;
        return { type: 'Feature', properties: { id }, geometry: geometry as GeoJSON.Point };
      }),
    );
    const group = L.layerGroup().addTo(map);
    const singles = new Map<number, L.CircleMarker>();

    const single = (id: number) => {
      let marker = singles.get(id);
      const object = data.objects[id]!;
      if (!marker) {
        const [lng, lat] = (object.geometry as GeoJSON.Point).coordinates as [number, number];
        marker = L.circleMarker([lat, lng], pointStyle(object.cls));
        marker.on('click', (event: L.LeafletMouseEvent) => onSelectRef.current(id, event.latlng));
        singles.set(id, marker);
      }
      marker.setStyle(pointStyle(object.cls, id === selectedRef.current));
      return marker;
    };

    const clusterMarker = (lat: number, lng: number, pointCount: number, expansionZoom: () => number) => {
      const marker = L.marker([lat, lng], {
        icon: clusterIcon(pointCount),
        title: labelRef.current(pointCount),
        keyboard: true,
      });
      const zoomIn = () => {
        const target = Math.min(expansionZoom(), map.getMaxZoom());
        map.flyTo([lat, lng], Math.max(target, map.getZoom() + 1));
      };
      marker.on('click', zoomIn);
      // Leaflet makes the marker focusable (role=button) but does not press it on Enter or Space.
      marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
        if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
        event.originalEvent.preventDefault();
        zoomIn();
      });
      group.addLayer(marker);
    };

    const redraw = () => {
      group.clearLayers();
      const bounds = map.getBounds();
      const view = padBBox([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], 0.2);
      const zoom = Math.round(map.getZoom());
      let count = 0;
      if (usesServerClusters(zoom)) {
        const [west, south, east, north] = view;
        const inView = (lat: number, lng: number) =>
          lat >= south && lat <= north && lng >= west && lng <= east;
        // the first zoom whose tiles carry every point
        const detail = () => zoom + 1;
        for (const cluster of data.clusters) {
          if (!inView(cluster.lat, cluster.lng)) continue;
          clusterMarker(cluster.lat, cluster.lng, cluster.count, detail);
          count += cluster.count;
        }
        for (const id of data.overviewPointIds) {
          const [lng, lat] = (data.objects[id]!.geometry as GeoJSON.Point).coordinates as [number, number];
          if (!inView(lat, lng)) continue;
          group.addLayer(single(id));
          count++;
        }
        return reporter.update('points', count);
      }
      if (data.pointIds.length === 0) return reporter.update('points', 0);
      for (const item of index.getClusters(view, zoom)) {
        const [lng, lat] = item.geometry.coordinates as [number, number];
        const props = item.properties as Partial<ClusterProperties> & Partial<PointProps>;
        if (props.cluster && props.cluster_id !== undefined) {
          const clusterId = props.cluster_id;
          clusterMarker(lat, lng, props.point_count ?? 0, () => index.getClusterExpansionZoom(clusterId));
          count += props.point_count ?? 0;
        } else if (props.id !== undefined) {
          group.addLayer(single(props.id));
          count++;
        }
      }
      reporter.update('points', count);
    };

    redrawRef.current = redraw;
    map.on('moveend', redraw);
    redraw();
    return () => {
      map.off('moveend', redraw);
      group.remove();
      redrawRef.current = () => undefined;
      reporter.update('points', 0);
    };
  }, [map, data, reporter]);

  useEffect(() => {
    selectedRef.current = selectedId;
    redrawRef.current();
  }, [selectedId]);

  return null;
}
