import { describe, expect, it } from 'vitest';
import { NewTariffVersionRequestSchema } from '../staff/tariff-contracts.ts';
import { checkTariffDays, type TariffDays } from './check-tariff-days.ts';

const allDay = [{ timeFrom: '00:00', timeTo: '24:00', pricePerHour: 0 }];
const days = (defaults: TariffDays['default']): TariffDays => ({
  default: defaults,
  saturday: allDay,
  sunday: allDay,
  holiday: allDay,
});

describe('checkTariffDays', () => {
  it('accepts days covered exactly, in any order', () => {
    const split = [
      { timeFrom: '08:00', timeTo: '20:00', pricePerHour: 6000 },
      { timeFrom: '00:00', timeTo: '08:00', pricePerHour: 0 },
      { timeFrom: '20:00', timeTo: '24:00', pricePerHour: 0 },
    ];
    expect(checkTariffDays(days(split))).toEqual([]);
  });

  it('says where a day has gaps, overlaps, bad intervals or nothing', () => {
    const bad = [
      { timeFrom: '01:00', timeTo: '09:00', pricePerHour: 0 },
      { timeFrom: '08:00', timeTo: '20:00', pricePerHour: 6000 },
      { timeFrom: '21:00', timeTo: '20:30', pricePerHour: 0 },
    ];
    expect(checkTariffDays({ ...days(bad), holiday: [] })).toEqual([
      { dayType: 'default', index: 2, problem: 'BadInterval', at: '21:00-20:30' },
      { dayType: 'default', index: 0, problem: 'Gap', at: '00:00-01:00' },
      { dayType: 'default', index: 1, problem: 'Overlap', at: '08:00-09:00' },
      { dayType: 'default', problem: 'Gap', at: '20:00-24:00' },
      { dayType: 'holiday', problem: 'Empty', at: '00:00-24:00' },
    ]);
  });
});

describe('NewTariffVersionRequestSchema', () => {
  const effectiveFrom = '2030-07-01T00:00:00+03:00';

  it('reports TariffVersionInvalid first and then each place', () => {
    const gap = [{ timeFrom: '00:00', timeTo: '23:00', pricePerHour: 100 }];
    const r = NewTariffVersionRequestSchema.safeParse({ effectiveFrom, days: days(gap) });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['days', 'TariffVersionInvalid'],
      ['days.default', 'Gap 23:00-24:00'],
    ]);
  });

  it('refuses prices that are not whole kopecks or too high, and prices on an inactive version', () => {
    const price = (pricePerHour: number) => days([{ timeFrom: '00:00', timeTo: '24:00', pricePerHour }]);
    for (const p of [10.5, -1, 1_000_001]) {
      const r = NewTariffVersionRequestSchema.safeParse({ effectiveFrom, days: price(p) });
      expect(r.error?.issues[0]?.message).toBe('TariffVersionInvalid');
    }
    expect(NewTariffVersionRequestSchema.safeParse({ effectiveFrom, days: price(1_000_000) }).success).toBe(
      true,
    );
    const inactive = NewTariffVersionRequestSchema.safeParse({
      effectiveFrom,
      inactive: true,
      days: price(1),
    });
    expect(inactive.error?.issues[0]?.message).toBe('TariffVersionInvalid');
    expect(NewTariffVersionRequestSchema.safeParse({ effectiveFrom, inactive: true }).success).toBe(true);
  });
});
