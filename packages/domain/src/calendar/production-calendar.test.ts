import { describe, expect, it } from 'vitest';
import { dayTypeOf, type ProductionCalendar } from './production-calendar.ts';

const calendar: ProductionCalendar = {
  firstDate: '2025-10-01',
  lastDate: '2025-10-31',
  holidays: ['2025-10-15'],
  workingWeekends: ['2025-10-18'],
};

describe('dayTypeOf', () => {
  it('follows the week unless the date is listed', () => {
    expect(dayTypeOf('2025-10-14', calendar)).toBe('default');
    expect(dayTypeOf('2025-10-25', calendar)).toBe('saturday');
    expect(dayTypeOf('2025-10-26', calendar)).toBe('sunday');
    expect(dayTypeOf('2025-10-15', calendar)).toBe('holiday');
    expect(dayTypeOf('2025-10-18', calendar)).toBe('default');
  });

  it('is undefined outside the range and for malformed dates', () => {
    expect(dayTypeOf('2025-09-30', calendar)).toBeUndefined();
    expect(dayTypeOf('2025-11-01', calendar)).toBeUndefined();
    expect(dayTypeOf('2025-10-32', calendar)).toBeUndefined();
    expect(dayTypeOf('15.10.2025', calendar)).toBeUndefined();
  });

  it('refuses a calendar with a malformed date instead of ignoring it', () => {
    const broken = { ...calendar, holidays: ['2025-02-30'] };
    expect(() => dayTypeOf('2025-10-14', broken)).toThrow(RangeError);
  });
});
