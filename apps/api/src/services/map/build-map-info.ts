import {
  DAYCODE,
  INACTIVE_DAYCODE,
  OBJECT_TYPES,
  type LatLon,
  type MapInfoResult,
  type PriceEntry,
  type WireFeature,
  type WireGeometry,
} from '@parking/domain/contracts/map-info';
import type { Geometry } from '@parking/domain/contracts/geometry';
import type { TariffVersionEntries } from '@parking/domain/tariffs/cost-types';
import type { MapData } from '../../db/map-content/select-map-data.ts';
import type { VersionPriceRow } from '../../db/tariffs/tariff-version-rows.ts';
import type { ZoneTimeline } from '../../db/tariffs/zone-timeline.ts';

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const latLon = ([lng, lat]: [number, number]): LatLon => ({ latitude: round6(lat), longitude: round6(lng) });

/** Stored GeoJSON ([lng, lat]) to the wire's latitude/longitude objects, 6 decimals (~0.1 m). */
function toWire(g: Geometry): WireGeometry {
  switch (g.type) {
    case 'Point':
      return { type: 'Point', coordinates: latLon(g.coordinates) };
    case 'LineString':
      return { type: 'LineString', coordinates: g.coordinates.map(latLon) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: g.coordinates.map((ring) => ring.map(latLon)) };
  }
}

/** Tariff rows as the wire's price entries (priceNum in kopecks, daycode -2 for inactive). */
export function toPriceEntries(zone: { prices: readonly VersionPriceRow[] }): PriceEntry[] {
  return zone.prices.map((p) => ({
    daycode: p.inactive ? INACTIVE_DAYCODE : DAYCODE[p.dayType],
    type: p.dayType,
    from: p.timeFrom,
    to: p.timeTo,
    priceNum: p.pricePerHourKopecks,
  }));
}

/** The zone's tariff versions as the cost engine takes them (each minute by the version in force). */
export function toVersionEntries(zone: Pick<ZoneTimeline, 'versions'>): TariffVersionEntries[] {
  return zone.versions.map((v) => ({ from: v.from, entries: toPriceEntries(v) }));
}

/**
 * The map info v3 result: every object as a feature, totals, and the time of the last change.
 * Zone objects are shared between features: they serialise the same and cost nothing extra.
 */
export function buildMapInfo(data: MapData, updatedAt: Date | null): MapInfoResult {
  const zones = new Map(
    data.zones.map((z) => [z.id, { zonenumber: z.zonenumber, prices: toPriceEntries(z) }]),
  );
  const byType: Record<string, number> = Object.fromEntries(OBJECT_TYPES.map((t) => [t, 0]));
  const spaces = { total: 0, free: 0, fordisabled: 0 };
  const features: WireFeature[] = data.objects.map((o) => {
    byType[o.objecttype] = (byType[o.objecttype] ?? 0) + 1;
    const hasSpaces = o.spacesTotal !== null && o.spacesFree !== null && o.spacesFordisabled !== null;
    if (hasSpaces && o.objecttype === 'parkings') {
      spaces.total += o.spacesTotal!;
      spaces.free += o.spacesFree!;
      spaces.fordisabled += o.spacesFordisabled!;
    }
    return {
      type: 'Feature',
      properties: {
        objecttype: o.objecttype,
        category: o.category,
        code: o.code,
        name: o.name,
        address: o.address,
        freeparking: o.freeparking,
        zone: o.zoneId === null ? null : (zones.get(o.zoneId) ?? null),
        spaces: hasSpaces
          ? { total: o.spacesTotal!, free: o.spacesFree!, fordisabled: o.spacesFordisabled! }
          : null,
      },
      geometry: toWire(o.geometry),
    };
  });
  return {
    features,
    OverAll: { features: features.length, byType, spaces },
    times: { updated: (updatedAt ?? new Date(0)).toISOString() },
  };
}
