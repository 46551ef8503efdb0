import type { MapObject } from './map-objects';
import { normalizeZoneNumber } from './zone-search';

/** One row of the zone list: a parking or resident zone the map draws (meters and sights are not places to pay for). */
export interface ZoneListEntry {
  object: MapObject;
  /** Lower-cased name and address, ё as е: what the search text is matched against. */
  text: string;
  /** The zone number as zone-search normalises it ("№ 101" → "101"); '' without a zone. */
  zoneKey: string;
}

function foldText(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

// numeric: true puts zone 2 before zone 10, as on the city's signs
const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

/**
 * The list's rows from the map's own objects, by zone number (rows without a zone last), then
 * by name or address, so a zone's parkings stand together.
 */
export function buildZoneList(objects: readonly MapObject[]): ZoneListEntry[] {
  const entries: ZoneListEntry[] = [];
  for (const object of objects) {
    if (object.cls.kind === 'object') continue;
    const { name, address } = object.props;
    entries.push({
      object,
      text: foldText(`${name ?? ''} ${address ?? ''}`),
      zoneKey: object.zoneNumber ? normalizeZoneNumber(object.zoneNumber) : '',
    });
  }
  const label = (e: ZoneListEntry) => e.object.props.name ?? e.object.props.address ?? '';
  return entries.sort((a, b) => {
    if (!a.zoneKey !== !b.zoneKey) return a.zoneKey ? -1 : 1;
    return collator.compare(a.zoneKey, b.zoneKey) || collator.compare(label(a), label(b));
  });
}

/**
 * Rows matching what the driver typed: a zone number (exactly, or its beginning: the list shows
 * every match, so "10" may offer 101 beside 10) or words of the name or address, in any order.
 * Exact zone matches come first; the order is otherwise the list's own.
 */
export function filterZoneList(entries: readonly ZoneListEntry[], query: string): readonly ZoneListEntry[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return entries;
  const zone = normalizeZoneNumber(query);
  const exact: ZoneListEntry[] = [];
  const rest: ZoneListEntry[] = [];
  for (const entry of entries) {
    if (zone && entry.zoneKey === zone) exact.push(entry);
    else if ((zone && entry.zoneKey.startsWith(zone)) || words.every((w) => entry.text.includes(w)))
      rest.push(entry);
  }
  return exact.length > 0 ? [...exact, ...rest] : rest;
}
