import { describe, expect, it } from 'vitest';
import { calendarDays } from './calendar-days.ts';
import { dayTypeOf } from './production-calendar.ts';
import { RUSSIA_PRODUCTION_CALENDAR as RU } from './russia-production-calendar.ts';

const typeOf = (date: string) => dayTypeOf(date, RU);
const workingDays = (year: number) =>
  calendarDays(RU).filter((d) => d.date.startsWith(`${year}-`) && d.dayType === 'default').length;

describe('Russian production calendar', () => {
  it('has the official number of working days in 2025 and 2026', () => {
    // published totals: 247 working days, 118 days off in each year
    expect(workingDays(2025)).toBe(247);
    expect(workingDays(2026)).toBe(247);
    // 2027 without the January transfers, which only a decree can place: 249 (247 once known)
    expect(workingDays(2027)).toBe(249);
  });

  it('covers every date of 2025-2027 once', () => {
    const days = calendarDays(RU);
    expect(days).toHaveLength(365 * 3);
    expect(days[0]).toEqual({ date: '2025-01-01', dayType: 'holiday' });
    expect(days.at(-1)).toEqual({ date: '2027-12-31', dayType: 'default' });
  });

  it('2025: transfers of decree No. 1335', () => {
    for (const d of ['2025-01-04', '2025-02-23', '2025-03-08', '2025-05-02', '2025-05-08', '2025-06-13']) {
      expect(typeOf(d), d).toBe('holiday');
    }
    expect(typeOf('2025-11-01')).toBe('default'); // worked Saturday
    expect(typeOf('2025-11-03')).toBe('holiday');
    expect(typeOf('2025-12-31')).toBe('holiday');
    expect(typeOf('2025-05-03')).toBe('saturday'); // a plain weekend inside the May block
    expect(typeOf('2025-12-30')).toBe('default');
  });

  it('2026: Jan 1-9 holidays, Mar 9 and May 11 moved by art. 112, Dec 31', () => {
    expect(typeOf('2026-01-05')).toBe('holiday');
    expect(typeOf('2026-01-09')).toBe('holiday');
    expect(typeOf('2026-01-10')).toBe('saturday');
    expect(typeOf('2026-01-12')).toBe('default');
    for (const d of ['2026-02-23', '2026-03-09', '2026-05-11', '2026-06-12', '2026-11-04', '2026-12-31']) {
      expect(typeOf(d), d).toBe('holiday');
    }
  });

  it('2027: statutory holidays and art. 112 transfers', () => {
    for (const d of ['2027-01-02', '2027-02-23', '2027-03-08', '2027-05-03', '2027-05-10', '2027-06-14']) {
      expect(typeOf(d), d).toBe('holiday');
    }
  });

  it('knows nothing outside its range', () => {
    expect(typeOf('2024-12-31')).toBeUndefined();
    expect(typeOf('2030-03-01')).toBeUndefined();
  });
});
