import { describe, expect, it } from 'vitest';
import { civilFromDays, daysFromCivil, formatDayNumber, isoWeekday, parseIsoDate } from './civil-date.ts';

describe('civil dates', () => {
  it('round-trips day numbers and agrees with Date', () => {
    for (let n = -800_000; n <= 800_000; n += 997) {
      const { year, month, day } = civilFromDays(n);
      expect(daysFromCivil(year, month, day)).toBe(n);
      if (year >= 1000 && year <= 9999) {
        expect(formatDayNumber(n)).toBe(new Date(n * 86_400_000).toISOString().slice(0, 10));
      }
    }
  });

  it('gives ISO weekdays', () => {
    expect(isoWeekday(0)).toBe(4); // 1970-01-01 Thursday
    expect(isoWeekday(parseIsoDate('2025-10-18')!)).toBe(6);
    expect(isoWeekday(parseIsoDate('1969-12-28')!)).toBe(7);
  });

  it('parses only real dates', () => {
    expect(parseIsoDate('2024-02-29')).toBe(daysFromCivil(2024, 2, 29));
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('2025-1-01')).toBeUndefined();
  });
});
