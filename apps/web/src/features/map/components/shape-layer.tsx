import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import L from 'leaflet';
import type { DrawReporter } from '../lib/draw-reporter';
import type { MapObject, PreparedMapInfo } from '../lib/map-objects';
import { lineWeight, shapeStyle } from '../lib/path-style';
import { padBBox, selectInView } from '../lib/view-filter';

interface ShapeLayerProps {
  data: PreparedMapInfo;
  selectedId: number | null;
  onSelect: (id: number, at: L.LatLng) => void;
  reporter: DrawReporter;
}

/** Share of the view drawn beyond each edge, so a short pan never shows a blank strip. */
const VIEW_MARGIN = 0.25;
/** Layers kept for objects scrolled out of view; past this the oldest are dropped to bound memory. */
const SPARE_LAYERS = 3000;
/** Layers added per animation frame. */
const CHUNK = 2500;

type ShapeGeometry = Exclude<MapObject['geometry'], { type: 'Point' }>;

/** L.Polygon extends L.Polyline at runtime; the typings keep their GeoJSON flavours apart. */
type Shape = L.Polyline<
  GeoJSON.LineString | GeoJSON.MultiLineString | GeoJSON.Polygon | GeoJSON.MultiPolygon
>;

function createShape(object: MapObject, zoom: number, selected: boolean): Shape {
  const geometry = object.geometry as ShapeGeometry;
  const style = shapeStyle(object.cls, geometry.type, zoom, selected);
  if (geometry.type === 'Polygon') {
    return L.polygon(
      geometry.coordinates.map((ring) => ring.map(([lng, lat]) => [lat, lng] as L.LatLngTuple)),
      style,
    );
  }
  return L.polyline(
    geometry.coordinates.map(([lng, lat]) => [lat, lng] as L.LatLngTuple),
    style,
  );
}

/**
 * Roadside lines and parking polygons. 20,000+ of them are too many for one React element each,
 * so Leaflet layers are managed by hand: on every moveend only the objects whose box meets the
 * view are on the (shared canvas) renderer, created on first sight and kept for the next pan.
 */
export function ShapeLayer({ data, selectedId, onSelect, reporter }: ShapeLayerProps) {
  const map = useMap();
  const onSelectRef = useRef(onSelect);
  const selectedRef = useRef(selectedId);
  const restyleRef = useRef<(id: number | null) => void>(() => undefined);

  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    const layers = new Map<number, Shape>();
    const drawn = new Set<number>();
    let zoom = map.getZoom();

    const styleOf = (id: number) => {
      const object = data.objects[id]!;
      return shapeStyle(
        object.cls,
        (object.geometry as ShapeGeometry).type,
        zoom,
        id === selectedRef.current,
      );
    };

    const layerOf = (id: number) => {
      let layer = layers.get(id);
      if (!layer) {
        const object = data.objects[id]!;
        layer = createShape(object, zoom, id === selectedRef.current);
        layer.on('click', (event: L.LeafletMouseEvent) => onSelectRef.current(id, event.latlng));
        layers.set(id, layer);
      }
      return layer;
    };

    // Layers still to add for the current view, centre first; added in frames so a view with
    // thousands of objects (zoom 13 over a big city) never blocks the page for long.
    let queue: number[] = [];
    let frame = 0;

    const pump = () => {
      frame = 0;
      for (const id of queue.splice(0, CHUNK)) {
        const layer = layerOf(id);
        group.addLayer(layer);
        // Areas under lines: a roadside line must stay clickable where it crosses a zone polygon.
        if (layer instanceof L.Polygon) layer.bringToBack();
        drawn.add(id);
      }
      reporter.update('shapes', drawn.size);
      if (queue.length > 0) frame = requestAnimationFrame(pump);
    };

    const redraw = () => {
      const nextZoom = map.getZoom();
      if (lineWeight(nextZoom) !== lineWeight(zoom)) {
        zoom = nextZoom;
        // Spare layers carry the old weight; recreating them later is cheaper than restyling all now.
        for (const id of [...layers.keys()]) if (!drawn.has(id)) layers.delete(id);
        for (const id of drawn) layers.get(id)?.setStyle(styleOf(id));
      }
      zoom = nextZoom;
      const bounds = map.getBounds();
      const view = padBBox(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        VIEW_MARGIN,
      );
      const next = new Set(selectInView(data.shapeBoxes, view).map((i) => data.shapeIds[i]!));
      for (const id of drawn) {
        if (next.has(id)) continue;
        group.removeLayer(layers.get(id)!);
        drawn.delete(id);
      }
      if (layers.size > next.size + SPARE_LAYERS) {
        for (const id of layers.keys()) {
          if (layers.size <= next.size + SPARE_LAYERS / 2) break;
          if (!next.has(id)) layers.delete(id);
        }
      }
      queue = [...next].filter((id) => !drawn.has(id));
      if (queue.length > CHUNK) {
        const { lat, lng } = map.getCenter();
        const distance = (id: number) => {
          const [west, south, east, north] = data.objects[id]!.bbox;
          return Math.abs((west + east) / 2 - lng) + Math.abs((south + north) / 2 - lat);
        };
        queue.sort((a, b) => distance(a) - distance(b));
      }
      if (frame) cancelAnimationFrame(frame);
      pump();
    };

    restyleRef.current = (id) => {
      if (id === null) return;
      const layer = layers.get(id);
      if (!layer) return;
      layer.setStyle(styleOf(id));
      if (id === selectedRef.current && drawn.has(id)) layer.bringToFront();
    };

    map.on('moveend', redraw);
    redraw();
    return () => {
      map.off('moveend', redraw);
      if (frame) cancelAnimationFrame(frame);
      group.remove();
      layers.clear();
      restyleRef.current = () => undefined;
      reporter.update('shapes', 0);
    };
  }, [map, data, reporter]);

  useEffect(() => {
    const previous = selectedRef.current;
    selectedRef.current = selectedId;
    restyleRef.current(previous);
    restyleRef.current(selectedId);
  }, [selectedId]);

  return null;
}
