import { describe, expect, it } from 'vitest';
import { compileTariff } from './compile-tariff.ts';
import { row } from './testing/tariff-factory.ts';

const H = 3_600_000;

describe('compileTariff', () => {
  it('sorts rows per day type and treats 24:00:00 as the end of the day', () => {
    const result = compileTariff([
      row('default', '08:00:00', '24:00:00', 100),
      row('default', '00:00:00', '08:00:00', 0),
    ]);
    expect(result).toEqual({
      ok: true,
      tariff: {
        default: [
          { fromMs: 0, toMs: 8 * H, pricePerHour: 0 },
          { fromMs: 8 * H, toMs: 24 * H, pricePerHour: 100 },
        ],
      },
    });
  });

  it('splits a row over midnight into both ends of the same day type', () => {
    const result = compileTariff([
      row('sunday', '20:00:00', '08:00:00', 5),
      row('sunday', '08:00:00', '20:00:00', 9),
    ]);
    expect(result.ok && result.tariff.sunday!.map((s) => [s.fromMs / H, s.toMs / H, s.pricePerHour])).toEqual(
      [
        [0, 8, 5],
        [8, 20, 9],
        [20, 24, 5],
      ],
    );
  });

  it('refuses malformed rows', () => {
    for (const bad of [
      [row('default', '10:00:00', '10:00:00', 1)],
      [row('default', '24:00:00', '10:00:00', 1)],
      [row('default', '10:60:00', '11:00:00', 1)],
      [row('default', '10:00:00', '11:00:00', -1)],
      [row('default', '10:00:00', '11:00:00', 0.5)],
    ]) {
      expect(compileTariff(bad)).toMatchObject({ ok: false, errorName: 'CalculationCostError' });
    }
  });
});
