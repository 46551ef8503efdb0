/** Zone numbers as drivers type them: "№ 101", " 101 " and "101" are the same zone. */
export function normalizeZoneNumber(text: string): string {
  return text.replace(/[№#\s]/g, '').toLowerCase();
}

export type ZoneIndex = ReadonlyMap<string, readonly number[]>;

/** Object ids by normalised zone number; objects without a zone are not searchable. */
export function buildZoneIndex(objects: readonly { id: number; zoneNumber: string | null }[]): ZoneIndex {
  const index = new Map<string, number[]>();
  for (const { id, zoneNumber } of objects) {
    if (!zoneNumber) continue;
    const key = normalizeZoneNumber(zoneNumber);
    if (!key) continue;
    const ids = index.get(key);
    if (ids) ids.push(id);
    else index.set(key, [id]);
  }
  return index;
}

export type ZoneSearchResult =
  | { kind: 'empty' }
  | { kind: 'not-found'; query: string }
  | { kind: 'found'; zone: string; ids: readonly number[] };

/** Exact match only: a prefix would send "1" to zone 101 and the driver to the wrong street. */
export function findZone(index: ZoneIndex, query: string): ZoneSearchResult {
  const key = normalizeZoneNumber(query);
  if (!key) return { kind: 'empty' };
  const ids = index.get(key);
  return ids && ids.length > 0
    ? { kind: 'found', zone: query.trim(), ids }
    : { kind: 'not-found', query: query.trim() };
}
