import { describe, expect, it } from 'vitest';
import { checkMapFeature, geometryProblem } from './map-feature-rules.ts';

const parking = (
  props: Record<string, unknown> = {},
  geometry: unknown = { type: 'Point', coordinates: [56.2, 58] },
) => ({
  type: 'Feature',
  geometry,
  properties: {
    objecttype: 'parkings',
    category: 'roadside',
    code: 'P1',
    zone: { zonenumber: '101', prices: [] },
    ...props,
  },
});

describe('map feature rules', () => {
  it('takes the seeds properties and a zone feature without geometry', () => {
    const ok = checkMapFeature(parking({ spaces: { total: 10, free: 4, fordisabled: 1 } }));
    expect(ok).toMatchObject({
      ok: true,
      feature: { zonenumber: '101', active: true, spaces: { total: 10, free: 4 } },
    });
    const zone = checkMapFeature({
      type: 'Feature',
      geometry: null,
      properties: { objecttype: 'zone', code: '101', name: 'Центр' },
    });
    expect(zone).toMatchObject({
      ok: true,
      feature: { kind: 'zone', nameRu: 'Центр', nameEn: 'Центр', sortOrder: 0 },
    });
  });

  it('checks geometry: ranges, counts and closed rings', () => {
    expect(geometryProblem({ type: 'Point', coordinates: [181, 0] })).toMatch(/longitude/);
    expect(geometryProblem({ type: 'LineString', coordinates: [[0, 0]] })).toMatch(/at least 2/);
    const open = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    expect(geometryProblem({ type: 'Polygon', coordinates: [open] })).toMatch(/not closed/);
    expect(geometryProblem({ type: 'Polygon', coordinates: [[...open, [0, 0]]] })).toBeNull();
    expect(geometryProblem({ type: 'MultiPoint', coordinates: [] })).toMatch(/Point, LineString or Polygon/);
  });

  it('lists every problem of one feature', () => {
    const bad = checkMapFeature(
      parking({ category: null, spaces: { total: 1, fordisabled: 2 }, freeparking: 'yes' }),
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.problems.map((p) => p.reason)).toEqual(['CategoryRequired', 'BadProperty', 'BadSpaces']);
    expect(checkMapFeature([1])).toMatchObject({ ok: false, problems: [{ reason: 'NotFeature' }] });
  });
});
