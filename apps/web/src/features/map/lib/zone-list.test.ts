import { describe, expect, it } from 'vitest';
import { prepareMapInfo } from './prepare-map-info';
import { lineFeature, pointFeature } from './test-factory';
import { buildZoneList, filterZoneList } from './zone-list';

const line: [number, number][] = [
  [58.01, 56.22],
  [58.02, 56.23],
];

function list() {
  const { objects } = prepareMapInfo({
    features: [
      lineFeature(line, {
        code: 'P-10',
        name: 'Сибирская, 10',
        address: 'ул. Сибирская, 10',
        zone: { zonenumber: '10', prices: [] },
      }),
      pointFeature([58.01, 56.22], { code: 'M-1', address: 'ул. Ленина, 1' }),
      lineFeature(line, {
        code: 'P-2',
        name: 'Ленина, 1',
        address: 'ул. Ленина, 1',
        zone: { zonenumber: '2', prices: [] },
      }),
      lineFeature(line, {
        code: 'P-101',
        name: 'Ёлочная',
        address: 'ул. Пушкина, 5',
        zone: { zonenumber: '101', prices: [] },
      }),
      lineFeature(line, { code: 'P-0', name: 'Двор', address: 'ул. Мира, 3', zone: null }),
    ],
  });
  return buildZoneList(objects);
}

const codes = (entries: readonly { object: { props: { code: string } } }[]) =>
  entries.map((e) => e.object.props.code);

describe('zone list', () => {
  it('lists parkings by zone number as numbers, those without a zone last, and no meters', () => {
    expect(codes(list())).toEqual(['P-2', 'P-10', 'P-101', 'P-0']);
  });

  it('finds a zone number the way the zone search reads it, the exact zone first', () => {
    expect(codes(filterZoneList(list(), '№ 10'))).toEqual(['P-10', 'P-101']);
    expect(codes(filterZoneList(list(), '101'))).toEqual(['P-101']);
    expect(codes(filterZoneList(list(), '7'))).toEqual([]);
  });

  it('finds words of the name or address in any order, ignoring case and ё', () => {
    expect(codes(filterZoneList(list(), 'ленина'))).toEqual(['P-2']);
    expect(codes(filterZoneList(list(), '5 пушкина'))).toEqual(['P-101']);
    expect(codes(filterZoneList(list(), 'ЕЛОЧНАЯ'))).toEqual(['P-101']);
    expect(codes(filterZoneList(list(), '  '))).toEqual(['P-2', 'P-10', 'P-101', 'P-0']);
  });
});
