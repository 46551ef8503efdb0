import { afterAll, describe, expect, it } from 'vitest';
import { calendarDays } from '@parking/domain/calendar/calendar-days';
import { RUSSIA_PRODUCTION_CALENDAR } from '@parking/domain/calendar/russia-production-calendar';
import { openMemoryCity } from '../../../test/open-memory-city.ts';
import { dayTypeLookup, forgetCalendar } from './calendar-cache.ts';

const city = await openMemoryCity('perm');
afterAll(() => city.close());

describe('production_calendar', () => {
  it('is seeded by the migration with exactly the domain calendar for 2025-2027', async () => {
    const { rows } = await city.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date, day_type FROM production_calendar ORDER BY day`,
    );
    const expected = calendarDays(RUSSIA_PRODUCTION_CALENDAR);
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((r) => ({ date: r.date, dayType: r.day_type }))).toEqual(expected);
  });

  it('answers the table: a holiday, a working Saturday, a weekend; nothing outside it', async () => {
    const dayType = await dayTypeLookup(city);
    expect(dayType('2026-03-09')).toBe('holiday');
    expect(dayType('2025-11-01')).toBe('default');
    expect(dayType('2026-03-14')).toBe('saturday');
    expect(dayType('2026-03-15')).toBe('sunday');
    expect(dayType('2026-03-16')).toBe('default');
    expect(dayType('2028-01-01')).toBeUndefined();
  });

  it('is cached per city and re-read after forgetCalendar (a removed day is then not filled)', async () => {
    await dayTypeLookup(city);
    await city.query(`DELETE FROM production_calendar WHERE day = '2026-03-16'`);
    expect((await dayTypeLookup(city))('2026-03-16')).toBe('default');
    forgetCalendar(city);
    expect((await dayTypeLookup(city))('2026-03-16')).toBeUndefined();
  });

  it('refuses a day type outside the four and a second row for a date', async () => {
    await expect(
      city.query(`INSERT INTO production_calendar VALUES ('2028-01-01', 'weekend')`),
    ).rejects.toThrow();
    await expect(
      city.query(`INSERT INTO production_calendar VALUES ('2026-03-17', 'default')`),
    ).rejects.toThrow();
  });
});
