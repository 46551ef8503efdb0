import { describe, expect, it } from 'vitest';
import { benefit, run } from './testing/cost-case.ts';
import { row, STANDARD } from './testing/tariff-factory.ts';

describe('calculateCost: failures', () => {
  it('CalendarIsEmpty outside the production calendar', () => {
    expect(run({ start: '2030-03-01T10:00:00+03:00', minutes: 60, tariff: STANDARD })).toMatchObject({
      ok: false,
      errorName: 'CalendarIsEmpty',
      localDate: '2030-03-01',
    });
  });

  it('TariffNotFound when the stay runs into a gap between rows', () => {
    const tariff = [row('default', '08:00:00', '20:00:00', 6000)];
    expect(run({ start: '2025-10-15T19:30:00+03:00', minutes: 60, tariff })).toMatchObject({
      ok: false,
      errorName: 'TariffNotFound',
      localDate: '2025-10-15',
      localTime: '20:00',
    });
  });

  it('TypeOfDayIsNotDefined when the tariff has no rows for the day type', () => {
    const tariff = [row('default', '00:00:00', '24:00:00', 6000)];
    expect(run({ start: '2025-10-18T10:00:00+03:00', minutes: 60, tariff })).toMatchObject({
      ok: false,
      errorName: 'TypeOfDayIsNotDefined',
      localDate: '2025-10-18',
    });
  });

  it('TariffNotFound for an inactive zone (daycode -2) and for an empty tariff', () => {
    const inactive = [...STANDARD, { ...row('default', '00:00:00', '24:00:00', 0), daycode: -2 }];
    const at = { start: '2025-10-15T10:00:00+03:00', minutes: 60 };
    expect(run({ ...at, tariff: inactive })).toMatchObject({ ok: false, errorName: 'TariffNotFound' });
    expect(run({ ...at, tariff: [] })).toMatchObject({ ok: false, errorName: 'TariffNotFound' });
  });

  it('CalculationCostError for a malformed tariff or an unknown time zone', () => {
    const at = { start: '2025-10-15T10:00:00+03:00', minutes: 60 };
    const overlapping = [
      row('default', '00:00:00', '12:00:00', 1),
      row('default', '11:00:00', '24:00:00', 2),
    ];
    expect(run({ ...at, tariff: overlapping })).toMatchObject({ errorName: 'CalculationCostError' });
    expect(run({ ...at, tariff: [row('default', '25:00:00', '24:00:00', 1)] })).toMatchObject({
      errorName: 'CalculationCostError',
    });
    expect(run({ ...at, tariff: STANDARD, timeZone: 'Mars/Olympus' })).toMatchObject({
      errorName: 'CalculationCostError',
    });
  });

  it('ValidationError for a bad duration, start or benefit', () => {
    const at = { start: '2025-10-15T10:00:00+03:00', tariff: STANDARD };
    expect(run({ ...at, minutes: -15 })).toMatchObject({ errorName: 'ValidationError' });
    expect(run({ ...at, minutes: 1.5 })).toMatchObject({ errorName: 'ValidationError' });
    expect(run({ ...at, start: 'yesterday', minutes: 15 })).toMatchObject({ errorName: 'ValidationError' });
    const tooMuch = benefit('x', 120, '2025-10-15T00:00:00Z', '2025-10-16T00:00:00Z');
    expect(run({ ...at, minutes: 15, benefits: [tooMuch] })).toMatchObject({ errorName: 'ValidationError' });
  });
});
