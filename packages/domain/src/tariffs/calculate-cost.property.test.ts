import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceEntry } from '../contracts/map-info.ts';
import { calculateCost } from './calculate-cost.ts';
import type { Benefit, CostInput, CostSuccess } from './cost-types.ts';
import { perMinuteReference } from './testing/per-minute-reference.ts';
import {
  DST_EDGES,
  flat,
  LONG_DAY,
  ODD_PRICES,
  ROUND_THE_CLOCK,
  russianDayType,
  STANDARD,
} from './testing/tariff-factory.ts';

/*
 * Properties over random stays. Every tariff here covers whole days and starts lie inside the
 * calendar, so every calculation must succeed. Runs are seeded: a failure reproduces as is.
 *
 * The rounding claim under test: totalcost = floor(exact sum to pay) and totaldiscount =
 * floor(exact discount), each rounded once. Hence for a stay split at a minute boundary,
 *   0 <= cost(a..c) - (cost(a..b) + cost(b..c)) <= 1 kopeck   (both totalcost and totaldiscount)
 * since floor(x + y) - floor(x) - floor(y) is 0 or 1; price = totalcost + totaldiscount, so its
 * gap is 0..2. Monotonicity is exact: the exact sums only grow with the duration.
 */

const SETTINGS = { seed: 20_250_101, numRuns: 300 };
const DAY_MINUTES = 1440;
const FIRST = Date.UTC(2025, 0, 2) / 60_000;
const LAST = Date.UTC(2027, 11, 26) / 60_000;

const tariffs = fc.constantFrom(STANDARD, LONG_DAY, ROUND_THE_CLOCK, ODD_PRICES, flat(4999));
const zones = fc.constantFrom(
  'Europe/Moscow',
  'Asia/Yekaterinburg',
  'Europe/Kaliningrad',
  'Asia/Vladivostok',
  'Europe/Berlin',
  'America/New_York',
);
const startMs = fc
  .tuple(fc.integer({ min: FIRST, max: LAST }), fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 59 })))
  .map(([minute, second]) => minute * 60_000 + second * 1000);
const percent = fc.oneof(fc.constantFrom(0, 10, 33.3, 50, 100), fc.double({ min: 0, max: 100, noNaN: true }));
const benefitsNear = (start: number): fc.Arbitrary<Benefit[]> =>
  fc
    .array(
      fc.record({
        percent,
        from: fc.integer({ min: -600, max: 3000 }),
        length: fc.integer({ min: 0, max: 3000 }),
      }),
      { maxLength: 3 },
    )
    .map((list) =>
      list.map((b, i) => ({
        name: `b${i}`,
        percent: b.percent,
        validFrom: new Date(start + b.from * 60_000),
        validTo: new Date(start + (b.from + b.length) * 60_000),
      })),
    );

interface Stay {
  tariff: readonly PriceEntry[];
  timeZone: string;
  start: number;
  minutes: number;
  benefits: Benefit[];
}

const stays: fc.Arbitrary<Stay> = fc
  .record({
    tariff: tariffs,
    timeZone: zones,
    start: startMs,
    minutes: fc.integer({ min: 0, max: 2 * DAY_MINUTES }),
  })
  .chain((s) => benefitsNear(s.start).map((benefits) => ({ ...s, benefits })));

// DST changes are a few days a year, too rare for random starts to meet; aim at them directly
const DST_CHANGES = [
  { timeZone: 'Europe/Berlin', at: '2025-03-30T01:00:00Z' },
  { timeZone: 'Europe/Berlin', at: '2025-10-26T01:00:00Z' },
  { timeZone: 'Europe/Berlin', at: '2026-03-29T01:00:00Z' },
  { timeZone: 'America/New_York', at: '2025-03-09T07:00:00Z' },
  { timeZone: 'America/New_York', at: '2025-11-02T06:00:00Z' },
  { timeZone: 'America/New_York', at: '2026-11-01T06:00:00Z' },
];
const dstStays: fc.Arbitrary<Stay> = fc
  .record({
    change: fc.constantFrom(...DST_CHANGES),
    before: fc.integer({ min: 0, max: DAY_MINUTES }),
    second: fc.integer({ min: 0, max: 59 }),
    minutes: fc.integer({ min: 0, max: 2 * DAY_MINUTES }),
    tariff: fc.constantFrom(DST_EDGES, ODD_PRICES, STANDARD),
  })
  .chain(({ change, before, second, minutes, tariff }) => {
    const start = Date.parse(change.at) - before * 60_000 + second * 1000;
    return benefitsNear(start).map((benefits) => ({
      tariff,
      timeZone: change.timeZone,
      start,
      minutes,
      benefits,
    }));
  });

const input = (s: Stay, start = s.start, minutes = s.minutes): CostInput => ({
  start: new Date(start),
  durationMinutes: minutes,
  timeZone: s.timeZone,
  tariff: s.tariff,
  dayTypeOf: russianDayType,
  benefits: s.benefits,
});

function cost(s: Stay, start?: number, minutes?: number): CostSuccess {
  const result = calculateCost(input(s, start, minutes));
  if (!result.ok) throw new Error(`${result.errorName}: ${result.message}`);
  return result;
}

describe('calculateCost: properties', () => {
  it('agrees with a per-minute reference, in every zone including DST ones', () => {
    fc.assert(
      fc.property(stays, (s) => {
        const r = cost(s);
        const ref = perMinuteReference(
          new Date(s.start),
          s.minutes,
          s.timeZone,
          s.tariff,
          russianDayType,
          s.benefits,
        );
        expect(ref.ok).toBe(true);
        expect([r.totalcost, r.totaldiscount]).toEqual([ref.totalcost, ref.totaldiscount]);
      }),
      { ...SETTINGS, numRuns: 120 },
    );
  });

  it('agrees with the per-minute reference around DST changes', () => {
    fc.assert(
      fc.property(dstStays, (s) => {
        const r = cost(s);
        const ref = perMinuteReference(
          new Date(s.start),
          s.minutes,
          s.timeZone,
          s.tariff,
          russianDayType,
          s.benefits,
        );
        expect([r.totalcost, r.totaldiscount]).toEqual([ref.totalcost, ref.totaldiscount]);
      }),
      { ...SETTINGS, numRuns: 60 },
    );
  });

  it('never negative, discount never above price, rows add up to the totals', () => {
    fc.assert(
      fc.property(stays, (s) => {
        const r = cost(s);
        const rows = r.costData.intervals;
        const sum = (f: (i: (typeof rows)[number]) => number) => rows.reduce((a, i) => a + f(i), 0);
        expect(r.totalcost).toBeGreaterThanOrEqual(0);
        expect(r.totaldiscount).toBeGreaterThanOrEqual(0);
        expect(r.totaldiscount).toBeLessThanOrEqual(r.price);
        expect(r.costData.totalcost).toBe(r.totalcost);
        expect(sum((i) => i.cost)).toBe(r.totalcost);
        expect(sum((i) => i.discount)).toBe(r.totaldiscount);
        expect(sum((i) => i.minutes)).toBe(s.minutes);
        for (const i of rows) {
          expect(i.cost).toBeGreaterThanOrEqual(0);
          expect(i.discount).toBeGreaterThanOrEqual(0);
          expect(i.price).toBe(i.cost + i.discount);
        }
        // rows tile the stay without gaps or overlaps
        let edge = new Date(s.start).toISOString();
        for (const i of rows) {
          expect(i.from).toBe(edge);
          edge = i.to;
        }
        expect(edge).toBe(new Date(s.start + s.minutes * 60_000).toISOString());
      }),
      SETTINGS,
    );
  });

  it('is monotone non-decreasing in the duration', () => {
    fc.assert(
      fc.property(stays, fc.integer({ min: 0, max: DAY_MINUTES }), (s, extra) => {
        const shorter = cost(s);
        const longer = cost(s, s.start, s.minutes + extra);
        expect(longer.totalcost).toBeGreaterThanOrEqual(shorter.totalcost);
        expect(longer.price).toBeGreaterThanOrEqual(shorter.price);
      }),
      SETTINGS,
    );
  });

  it('is additive across a split within the rounding bound (0..1 kopeck)', () => {
    fc.assert(
      fc.property(stays, fc.integer({ min: 0, max: 2 * DAY_MINUTES }), (s, cut) => {
        const first = Math.min(cut, s.minutes);
        const whole = cost(s);
        const left = cost(s, s.start, first);
        const right = cost(s, s.start + first * 60_000, s.minutes - first);
        const gap = (f: (r: CostSuccess) => number) => f(whole) - f(left) - f(right);
        expect(gap((r) => r.totalcost)).toBeGreaterThanOrEqual(0);
        expect(gap((r) => r.totalcost)).toBeLessThanOrEqual(1);
        expect(gap((r) => r.totaldiscount)).toBeGreaterThanOrEqual(0);
        expect(gap((r) => r.totaldiscount)).toBeLessThanOrEqual(1);
        expect(gap((r) => r.price)).toBeGreaterThanOrEqual(0);
        expect(gap((r) => r.price)).toBeLessThanOrEqual(2);
      }),
      SETTINGS,
    );
  });
});
