import type { CircleMarkerOptions, PathOptions } from 'leaflet';
import type { FeatureClass } from './feature-class';

/** Roadside lines get thicker as the street does on screen; three steps keep restyling rare. */
export function lineWeight(zoom: number): number {
  if (zoom <= 14) return 3;
  if (zoom <= 16) return 5;
  return 8;
}

export function shapeStyle(
  cls: FeatureClass,
  geometryType: 'LineString' | 'Polygon',
  zoom: number,
  selected = false,
): PathOptions {
  const inactive = cls.kind === 'inactive';
  const base: PathOptions = {
    color: cls.colour,
    opacity: selected ? 1 : 0.9,
    dashArray: inactive ? '6 6' : undefined,
    lineCap: inactive ? 'butt' : 'round',
    lineJoin: 'round',
  };
  if (geometryType === 'Polygon') {
    return {
      ...base,
      weight: selected ? 4 : 2,
      fill: true,
      fillColor: cls.colour,
      fillOpacity: selected ? 0.5 : 0.3,
    };
  }
  return { ...base, weight: lineWeight(zoom) + (selected ? 4 : 0), fill: false };
}

export function pointStyle(cls: FeatureClass, selected = false): CircleMarkerOptions {
  return {
    radius: selected ? 9 : 6,
    color: '#ffffff',
    weight: 2,
    fillColor: cls.colour,
    fillOpacity: 1,
  };
}
