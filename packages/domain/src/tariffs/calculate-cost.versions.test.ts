import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceEntry } from '../contracts/map-info.ts';
import { calculateCost } from './calculate-cost.ts';
import type { CostSuccess, TariffVersionEntries } from './cost-types.ts';
import { perMinuteReference } from './testing/per-minute-reference.ts';
import {
  flat,
  LONG_DAY,
  ODD_PRICES,
  ROUND_THE_CLOCK,
  row,
  russianDayType,
  STANDARD,
} from './testing/tariff-factory.ts';

/*
 * Tariff versions: each minute is priced by the version in force at the instant it starts.
 * Moscow is UTC+3 all year, so 1 July 2025 00:00 local is 2025-06-30T21:00:00Z.
 */
const MOSCOW = 'Europe/Moscow';
const JULY_1 = new Date('2025-06-30T21:00:00Z');
const EPOCH = new Date(0);

function cost(start: string, minutes: number, versions: TariffVersionEntries[]): CostSuccess {
  const result = calculateCost({
    start: new Date(start),
    durationMinutes: minutes,
    timeZone: MOSCOW,
    versions,
    dayTypeOf: russianDayType,
  });
  if (!result.ok) throw new Error(`${result.errorName}: ${result.message}`);
  return result;
}

describe('calculateCost with tariff versions, by hand', () => {
  it('prices the minutes before the change by the old version and after it by the new one', () => {
    // Mon 30 June 23:00 local for two hours: 60 min at 60 rub/h, then 60 min at 120 rub/h
    const r = cost('2025-06-30T20:00:00Z', 120, [
      { from: EPOCH, entries: flat(6000) },
      { from: JULY_1, entries: flat(12_000) },
    ]);
    expect(r.totalcost).toBe(6000 + 12_000);
    expect(
      r.costData.intervals.map((i) => [i.localFrom, i.localTo, i.pricePerHour, i.minutes, i.cost]),
    ).toEqual([
      ['2025-06-30 23:00', '2025-07-01 00:00', 6000, 60, 6000],
      ['2025-07-01 00:00', '2025-07-01 01:00', 12_000, 60, 12_000],
    ]);
  });

  it('cuts a tariff row at a change in the middle of the day', () => {
    // Tue 1 July 2025, STANDARD 08-20 at 60 rub/h until 12:00 local, then 90 rub/h 08-20
    const dearer = STANDARD.map((e) => (e.priceNum === 6000 ? { ...e, priceNum: 9000 } : e));
    const noon = new Date('2025-07-01T09:00:00Z');
    // 07:00-13:30 local: 07-08 free, 08-12 at 60 (240.00), 12-13:30 at 90 (135.00)
    const r = cost('2025-07-01T04:00:00Z', 390, [
      { from: EPOCH, entries: STANDARD },
      { from: noon, entries: dearer },
    ]);
    expect(r.totalcost).toBe(24_000 + 13_500);
    expect(r.costData.intervals.map((i) => [i.localFrom, i.pricePerHour, i.minutes])).toEqual([
      ['2025-07-01 07:00', 0, 60],
      ['2025-07-01 08:00', 6000, 240],
      ['2025-07-01 12:00', 9000, 90],
    ]);
  });

  it('gives a minute that straddles the change to the version in force at its start', () => {
    // the stay starts 30 s before the change: minute 0 is old (100 kop), minute 1 new (200 kop)
    const r = cost('2025-06-30T20:59:30Z', 2, [
      { from: EPOCH, entries: flat(6000) },
      { from: JULY_1, entries: flat(12_000) },
    ]);
    expect(r.totalcost).toBe(100 + 200);
  });

  it('takes the versions in any order and ignores versions the stay does not reach', () => {
    const broken: PriceEntry[] = [row('default', '00:00:00', '12:00:00', 100)];
    const r = cost('2025-06-30T20:00:00Z', 60, [
      { from: new Date('2025-08-01T00:00:00Z'), entries: broken },
      { from: JULY_1, entries: flat(12_000) },
      { from: EPOCH, entries: flat(6000) },
    ]);
    expect(r.totalcost).toBe(6000);
  });

  it('refuses a stay that reaches an inactive version, and one before the first version', () => {
    const inactive: PriceEntry[] = [{ ...row('default', '00:00:00', '24:00:00', 0), daycode: -2 }];
    const versions = [
      { from: EPOCH, entries: flat(6000) },
      { from: JULY_1, entries: inactive },
    ];
    const base = { timeZone: MOSCOW, dayTypeOf: russianDayType, versions };
    const across = calculateCost({ ...base, start: new Date('2025-06-30T20:30:00Z'), durationMinutes: 60 });
    expect(across).toMatchObject({ ok: false, errorName: 'TariffNotFound', localDate: '2025-07-01' });
    const before = calculateCost({
      ...base,
      versions: [{ from: JULY_1, entries: flat(6000) }],
      start: new Date('2025-06-30T20:30:00Z'),
      durationMinutes: 60,
    });
    expect(before).toMatchObject({ ok: false, errorName: 'TariffNotFound' });
  });

  it('refuses two versions from the same instant', () => {
    const r = calculateCost({
      start: new Date('2025-06-30T20:00:00Z'),
      durationMinutes: 10,
      timeZone: MOSCOW,
      dayTypeOf: russianDayType,
      versions: [
        { from: JULY_1, entries: flat(1) },
        { from: JULY_1, entries: flat(2) },
      ],
    });
    expect(r).toMatchObject({ ok: false, errorName: 'CalculationCostError' });
  });
});

describe('calculateCost with tariff versions: properties', () => {
  const SETTINGS = { seed: 20_250_701, numRuns: 200 };
  const FIRST = Date.UTC(2025, 0, 2) / 60_000;
  const LAST = Date.UTC(2027, 11, 26) / 60_000;
  const tariffs = fc.constantFrom(STANDARD, LONG_DAY, ROUND_THE_CLOCK, ODD_PRICES, flat(4999));
  const stays = fc
    .record({
      start: fc.integer({ min: FIRST, max: LAST }).map((m) => m * 60_000),
      second: fc.integer({ min: 0, max: 59 }),
      minutes: fc.integer({ min: 0, max: 3 * 1440 }),
      // version starts relative to the stay's start, seconds included, some inside the stay
      edges: fc.uniqueArray(fc.integer({ min: -1440 * 60, max: 4 * 1440 * 60 }), { maxLength: 4 }),
      tables: fc.array(tariffs, { minLength: 5, maxLength: 5 }),
    })
    .map(({ start, second, minutes, edges, tables }) => {
      const startMs = start + second * 1000;
      const versions: TariffVersionEntries[] = [
        { from: EPOCH, entries: tables[0]! },
        ...edges.map((s, i) => ({ from: new Date(startMs + s * 1000), entries: tables[i + 1]! })),
      ];
      return { startMs, minutes, versions };
    });

  it('costs the sum of its minutes priced by the version in force at each minute', () => {
    fc.assert(
      fc.property(stays, ({ startMs, minutes, versions }) => {
        const r = calculateCost({
          start: new Date(startMs),
          durationMinutes: minutes,
          timeZone: MOSCOW,
          versions,
          dayTypeOf: russianDayType,
        });
        const inForce = (at: number) =>
          versions
            .filter((v) => v.from.getTime() <= at)
            .sort((a, b) => b.from.getTime() - a.from.getTime())[0]!.entries;
        const ref = perMinuteReference(new Date(startMs), minutes, MOSCOW, inForce, russianDayType);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect([r.totalcost, r.totaldiscount]).toEqual([ref.totalcost, ref.totaldiscount]);
        expect(r.costData.intervals.reduce((sum, i) => sum + i.minutes, 0)).toBe(minutes);
        expect(r.costData.intervals.reduce((sum, i) => sum + i.cost, 0)).toBe(r.totalcost);
      }),
      SETTINGS,
    );
  });

  it('costs the same under versions with identical prices as under one price table', () => {
    fc.assert(
      fc.property(stays, tariffs, ({ startMs, minutes, versions }, table) => {
        const same = versions.map((v) => ({ from: v.from, entries: table.map((e) => ({ ...e })) }));
        const base = {
          start: new Date(startMs),
          durationMinutes: minutes,
          timeZone: MOSCOW,
          dayTypeOf: russianDayType,
        };
        const split = calculateCost({ ...base, versions: same });
        const whole = calculateCost({ ...base, tariff: table });
        expect(split.ok && whole.ok).toBe(true);
        if (!split.ok || !whole.ok) return;
        expect([split.totalcost, split.totaldiscount]).toEqual([whole.totalcost, whole.totaldiscount]);
      }),
      SETTINGS,
    );
  });
});
