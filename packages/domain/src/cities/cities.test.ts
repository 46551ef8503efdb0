import { describe, expect, it } from 'vitest';
import { BUILT_IN_CITIES, sortCitiesByName } from './cities.ts';

describe('configured cities', () => {
  const cities = BUILT_IN_CITIES.cities;

  it('lists at least 27 cities including perm and the two special ones', () => {
    expect(cities.length).toBeGreaterThanOrEqual(27);
    const codes = cities.map((c) => c.city);
    expect(codes).toEqual(expect.arrayContaining(['perm', 'rostov', 'sevastopol']));
    expect(BUILT_IN_CITIES.defaultCity).toBe('perm');
    expect(cities.find((c) => c.city === 'rostov')?.profile).toBe('rostov');
    expect(cities.find((c) => c.city === 'sevastopol')?.profile).toBe('sevastopol');
  });

  it('has sane bounds with the centre inside them and a real time zone', () => {
    for (const c of cities) {
      const [swLat, swLng] = c.mapBounds.southWest;
      const [neLat, neLng] = c.mapBounds.northEast;
      expect(swLat, c.city).toBeLessThan(neLat);
      expect(swLng, c.city).toBeLessThan(neLng);
      expect(c.mapCenter[0], c.city).toBeGreaterThan(swLat);
      expect(c.mapCenter[0], c.city).toBeLessThan(neLat);
      expect(c.mapCenter[1], c.city).toBeGreaterThan(swLng);
      expect(c.mapCenter[1], c.city).toBeLessThan(neLng);
      expect(() => new Intl.DateTimeFormat('ru', { timeZone: c.timeZone }), c.city).not.toThrow();
      expect(c.apiUrl).toBe(`/c/${c.city}`);
    }
  });

  it('gives exactly one large demo city and the /update page to rostov and sevastopol only', () => {
    expect(cities.filter((c) => c.demo === 'large')).toHaveLength(1);
    expect(
      cities
        .filter((c) => c.hasUpdatePage)
        .map((c) => c.city)
        .sort(),
    ).toEqual(['rostov', 'sevastopol']);
  });

  it('sorts by the name in the chosen language', () => {
    const ru = sortCitiesByName(cities, 'ru').map((c) => c.nameForShow.ru);
    expect(ru[0]).toBe('Владивосток');
    expect(ru.at(-1)).toBe('Ярославль');
    const en = sortCitiesByName(cities, 'en').map((c) => c.nameForShow.en);
    expect(en[0]).toBe('Chelyabinsk');
    expect(en).toEqual([...en].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
