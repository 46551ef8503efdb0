import { describe, expect, it } from 'vitest';
import { benefit, brief, ok } from './testing/cost-case.ts';
import { flat, LONG_DAY, ROUND_THE_CLOCK, row, STANDARD } from './testing/tariff-factory.ts';

/*
 * Hand-computed cases. Moscow is UTC+3 all year, so '2025-10-15T10:00:00+03:00' is 10:00 on
 * the city's clock. One minute costs hourly / 60; sums are rounded down to whole kopecks.
 * 2025-10-15 is a Wednesday, 2025-10-17 a Friday, 2025-10-18 a Saturday.
 */

describe('calculateCost: hand-computed cases', () => {
  it('a weekday hour at 60 rub/h', () => {
    // 60 min x 6000 / 60 = 6000 kopecks
    const r = ok({ start: '2025-10-15T10:00:00+03:00', minutes: 60, tariff: STANDARD });
    expect(r.totalcost).toBe(6000);
    expect(r.costData.totalcost).toBe(6000);
    expect(brief(r)).toEqual([['2025-10-15 10:00', '2025-10-15 11:00', 'default', 60, 6000]]);
    expect(r.costData.intervals[0]).toMatchObject({
      from: '2025-10-15T07:00:00.000Z',
      to: '2025-10-15T08:00:00.000Z',
      pricePerHour: 6000,
    });
  });

  it('50 rub/h for 15 minutes is 12.50', () => {
    // 15 x 5000 / 60 = 1250
    expect(ok({ start: '2025-10-15T10:00:00+03:00', minutes: 15, tariff: flat(5000) }).totalcost).toBe(1250);
  });

  it('rounds the exact sum down once: 7 minutes at 50 rub/h', () => {
    // 7 x 5000 / 60 = 583.33 -> 583
    expect(ok({ start: '2025-10-15T10:00:00+03:00', minutes: 7, tariff: flat(5000) }).totalcost).toBe(583);
  });

  it('rows of a split stay add up to the once-rounded total', () => {
    // Thu 23:53 + 15 min: 7 min = 583.33 and 8 min = 666.67, exactly 1250 together.
    // Rows are differences of the rounded running sum: floor(583.33) = 583, 1250 - 583 = 667.
    const r = ok({ start: '2025-10-16T23:53:00+03:00', minutes: 15, tariff: flat(5000) });
    expect(r.totalcost).toBe(1250);
    expect(r.costData.intervals.map((i) => i.cost)).toEqual([583, 667]);
  });

  it('across local midnight from a weekday into a cheaper Saturday', () => {
    // Fri 23:30-24:00: 30 x 6000 / 60 = 3000; Sat 00:00-00:30: 30 x 3000 / 60 = 1500
    const r = ok({ start: '2025-10-17T23:30:00+03:00', minutes: 60, tariff: ROUND_THE_CLOCK });
    expect(r.totalcost).toBe(4500);
    expect(brief(r)).toEqual([
      ['2025-10-17 23:30', '2025-10-18 00:00', 'default', 30, 3000],
      ['2025-10-18 00:00', '2025-10-18 00:30', 'saturday', 30, 1500],
    ]);
  });

  it('Saturday into a free Sunday', () => {
    // Sat 17-18: 60 x 3000 / 60 = 3000; Sat 18-24 free; Sun 00-02 free
    const r = ok({ start: '2025-10-18T17:00:00+03:00', minutes: 540, tariff: STANDARD });
    expect(r.totalcost).toBe(3000);
    expect(brief(r)).toEqual([
      ['2025-10-18 17:00', '2025-10-18 18:00', 'saturday', 60, 3000],
      ['2025-10-18 18:00', '2025-10-19 00:00', 'saturday', 360, 0],
      ['2025-10-19 00:00', '2025-10-19 02:00', 'sunday', 120, 0],
    ]);
  });

  it('a holiday from the calendar is priced by the holiday rows', () => {
    // Mon 2026-01-05 is a New Year holiday: 120 x 2000 / 60 = 4000 (a weekday would be 12000)
    const r = ok({ start: '2026-01-05T10:00:00+03:00', minutes: 120, tariff: STANDARD });
    expect(r.totalcost).toBe(4000);
    expect(r.costData.intervals[0]!.dayType).toBe('holiday');
  });

  it('a working Saturday is priced as a weekday', () => {
    // Sat 2025-11-01 was worked (transfer to Mon Nov 3): 60 x 6000 / 60 = 6000, not 3000
    const r = ok({ start: '2025-11-01T10:00:00+03:00', minutes: 60, tariff: STANDARD });
    expect(r.totalcost).toBe(6000);
    expect(r.costData.intervals[0]!.dayType).toBe('default');
  });

  it('across a tariff edge from free (before 07:00) to paid', () => {
    // 06:30-07:00 free; 07:00-07:30: 30 x 8000 / 60 = 4000
    const r = ok({ start: '2025-10-15T06:30:00+03:00', minutes: 60, tariff: LONG_DAY });
    expect(r.totalcost).toBe(4000);
    expect(brief(r)).toEqual([
      ['2025-10-15 06:30', '2025-10-15 07:00', 'default', 30, 0],
      ['2025-10-15 07:00', '2025-10-15 07:30', 'default', 30, 4000],
    ]);
  });

  it('a free interval costs nothing but is still listed', () => {
    // 21:00-23:00 lies in the free 20-24 row
    const r = ok({ start: '2025-10-15T21:00:00+03:00', minutes: 120, tariff: STANDARD });
    expect(r.totalcost).toBe(0);
    expect(brief(r)).toEqual([['2025-10-15 21:00', '2025-10-15 23:00', 'default', 120, 0]]);
  });

  it('a minute is priced where it starts (a start with seconds)', () => {
    // minute 1 starts 07:59:30 (free row), minute 2 starts 08:00:30: 6000 / 60 = 100
    const r = ok({ start: '2025-10-15T07:59:30+03:00', minutes: 2, tariff: STANDARD });
    expect(r.totalcost).toBe(100);
    expect(brief(r)).toEqual([
      ['2025-10-15 07:59', '2025-10-15 08:00', 'default', 1, 0],
      ['2025-10-15 08:00', '2025-10-15 08:01', 'default', 1, 100],
    ]);
  });

  it('a 50% benefit valid for part of the stay', () => {
    // 10-11: 6000, no discount; 11-12: price 6000, discount 60 x 6000 x 50% / 60 = 3000
    const r = ok({
      start: '2025-10-15T10:00:00+03:00',
      minutes: 120,
      tariff: STANDARD,
      benefits: [benefit('half', 50, '2025-10-15T11:00:00+03:00', '2025-10-15T13:00:00+03:00')],
    });
    expect(r).toMatchObject({ totalcost: 9000, totaldiscount: 3000, price: 12000, benefit: 50 });
    expect(r.benefitsName).toEqual(['half']);
    expect(r.costData.intervals.map((i) => [i.benefit, i.price, i.discount, i.cost])).toEqual([
      [0, 6000, 0, 6000],
      [50, 6000, 3000, 3000],
    ]);
  });

  it('two overlapping benefits: the higher one applies minute by minute', () => {
    // 30% all stay, 50% 11:00-11:30. Discounts: 10-11 60 x 100 x 0.3 = 1800;
    // 11-11:30 30 x 100 x 0.5 = 1500; 11:30-12 30 x 100 x 0.3 = 900. 4200 off 12000 -> 7800
    const r = ok({
      start: '2025-10-15T10:00:00+03:00',
      minutes: 120,
      tariff: STANDARD,
      benefits: [
        benefit('thirty', 30, '2025-10-15T09:00:00+03:00', '2025-10-15T12:00:00+03:00'),
        benefit('fifty', 50, '2025-10-15T11:00:00+03:00', '2025-10-15T11:30:00+03:00'),
      ],
    });
    expect(r).toMatchObject({ totalcost: 7800, totaldiscount: 4200, price: 12000, benefit: 50 });
    expect(r.benefitsName).toEqual(['thirty', 'fifty']);
    expect(r.costData.intervals.map((i) => [i.minutes, i.benefit, i.discount])).toEqual([
      [60, 30, 1800],
      [30, 50, 1500],
      [30, 30, 900],
    ]);
  });

  it('a percent is used with 1 decimal', () => {
    // 33.33% -> 33.3%: discount 6000 x 0.333 = 1998, to pay 4002
    const r = ok({
      start: '2025-10-15T10:00:00+03:00',
      minutes: 60,
      tariff: STANDARD,
      benefits: [benefit('third', 33.33, '2025-10-15T00:00:00+03:00', '2025-10-16T00:00:00+03:00')],
    });
    expect(r).toMatchObject({ totalcost: 4002, totaldiscount: 1998, benefit: 33.3 });
  });

  it('a benefit over free minutes is not reported as applied', () => {
    const r = ok({
      start: '2025-10-15T21:00:00+03:00',
      minutes: 60,
      tariff: STANDARD,
      benefits: [benefit('half', 50, '2025-10-15T00:00:00+03:00', '2025-10-16T00:00:00+03:00')],
    });
    expect(r).toMatchObject({ totalcost: 0, totaldiscount: 0, benefit: 0, benefitsName: [] });
  });

  it('1440 minutes from a weekday 10:00', () => {
    // Wed 10-20: 600 x 100 = 60000; 20-24 free; Thu 00-08 free; 08-10: 120 x 100 = 12000
    const r = ok({ start: '2025-10-15T10:00:00+03:00', minutes: 1440, tariff: STANDARD });
    expect(r.totalcost).toBe(72000);
    expect(brief(r)).toEqual([
      ['2025-10-15 10:00', '2025-10-15 20:00', 'default', 600, 60000],
      ['2025-10-15 20:00', '2025-10-16 00:00', 'default', 240, 0],
      ['2025-10-16 00:00', '2025-10-16 08:00', 'default', 480, 0],
      ['2025-10-16 08:00', '2025-10-16 10:00', 'default', 120, 12000],
    ]);
  });

  it('0 minutes costs nothing and has no rows', () => {
    const r = ok({ start: '2025-10-15T10:00:00+03:00', minutes: 0, tariff: STANDARD });
    expect(r).toMatchObject({ totalcost: 0, totaldiscount: 0, price: 0, costData: { intervals: [] } });
  });

  it('the same instant falls on another local day in Yekaterinburg (UTC+5)', () => {
    // 20:00Z = Fri 23:00 in Moscow (60 x 6000 / 60 = 6000) but Sat 01:00 in Yekaterinburg (3000)
    const base = { start: '2025-10-17T20:00:00Z', minutes: 60, tariff: ROUND_THE_CLOCK };
    expect(ok(base).totalcost).toBe(6000);
    const perm = ok({ ...base, timeZone: 'Asia/Yekaterinburg' });
    expect(perm.totalcost).toBe(3000);
    expect(brief(perm)).toEqual([['2025-10-18 01:00', '2025-10-18 02:00', 'saturday', 60, 3000]]);
  });

  it('a DST spring-forward night: the skipped hour does not exist', () => {
    // Berlin 2025-03-30 (Sunday) 02:00 CET -> 03:00 CEST. 00:00-03:00 paid at 60 rub/h.
    // 180 min from 00:00: 00:00-02:00 paid (120 x 100 = 12000), then 03:00-04:00 free.
    const tariff = [
      ...flat(0).filter((e) => e.type !== 'sunday'),
      row('sunday', '00:00:00', '03:00:00', 6000),
    ];
    tariff.push(row('sunday', '03:00:00', '24:00:00', 0));
    const r = ok({ start: '2025-03-29T23:00:00Z', minutes: 180, tariff, timeZone: 'Europe/Berlin' });
    expect(r.totalcost).toBe(12000);
    expect(brief(r)).toEqual([
      ['2025-03-30 00:00', '2025-03-30 03:00', 'sunday', 120, 12000],
      ['2025-03-30 03:00', '2025-03-30 04:00', 'sunday', 60, 0],
    ]);
  });

  it('a DST fall-back night: the repeated hour is paid twice', () => {
    // Berlin 2025-10-26 03:00 CEST -> 02:00 CET. Only 02:00-03:00 is paid (60 rub/h);
    // 00:00Z is 02:00 CEST, and 120 minutes stay inside local 02:xx: 120 x 100 = 12000
    const tariff = [
      ...flat(0).filter((e) => e.type !== 'sunday'),
      row('sunday', '00:00:00', '02:00:00', 0),
      row('sunday', '02:00:00', '03:00:00', 6000),
      row('sunday', '03:00:00', '24:00:00', 0),
    ];
    const r = ok({ start: '2025-10-26T00:00:00Z', minutes: 120, tariff, timeZone: 'Europe/Berlin' });
    expect(r.totalcost).toBe(12000);
    expect(brief(r)).toEqual([['2025-10-26 02:00', '2025-10-26 03:00', 'sunday', 120, 12000]]);
  });
});
