import { describe, expect, it } from 'vitest';
import { buildZoneIndex, findZone, normalizeZoneNumber } from './zone-search';

const index = buildZoneIndex([
  { id: 0, zoneNumber: '101' },
  { id: 1, zoneNumber: '101' },
  { id: 2, zoneNumber: '4-A' },
  { id: 3, zoneNumber: null },
]);

describe('zone search', () => {
  it('finds every object of a zone', () => {
    expect(findZone(index, '101')).toEqual({ kind: 'found', zone: '101', ids: [0, 1] });
  });

  it('ignores spaces, the number sign and letter case', () => {
    expect(normalizeZoneNumber(' № 4-a ')).toBe('4-a');
    expect(findZone(index, '№ 4-a')).toMatchObject({ kind: 'found', ids: [2] });
  });

  it('does not match by prefix', () => {
    expect(findZone(index, '10')).toEqual({ kind: 'not-found', query: '10' });
  });

  it('says when nothing was typed', () => {
    expect(findZone(index, '   ')).toEqual({ kind: 'empty' });
  });
});
