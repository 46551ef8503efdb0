import { describe, expect, it } from 'vitest';
import { wallPartsAt, wallTimeToInstant } from './city-time';

describe('city wall clock', () => {
  it("reads an instant on Perm's clocks (UTC+5) whatever the phone's zone", () => {
    expect(wallPartsAt(Date.parse('2026-11-20T21:30:15Z'), 'Asia/Yekaterinburg')).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      hour: 2,
      minute: 30,
      second: 15,
    });
  });

  it('turns a wall time back into its instant, across a day overflow', () => {
    const at = wallTimeToInstant(
      { year: 2026, month: 11, day: 21, hour: 2, minute: 30 },
      'Asia/Yekaterinburg',
    );
    expect(new Date(at).toISOString()).toBe('2026-11-20T21:30:00.000Z');
    const next = wallTimeToInstant({ year: 2026, month: 11, day: 20, hour: 26, minute: 0 }, 'Europe/Moscow');
    expect(new Date(next).toISOString()).toBe('2026-11-20T23:00:00.000Z');
  });
});
