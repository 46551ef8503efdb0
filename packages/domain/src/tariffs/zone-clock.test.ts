import { describe, expect, it } from 'vitest';
import { zoneClock } from './zone-clock.ts';

const HOUR = 3_600_000;

describe('zoneClock', () => {
  it('gives fixed offsets of Russian zones', () => {
    expect(zoneClock('Europe/Moscow')!.offsetAt(Date.parse('2025-07-01T00:00:00Z'))).toBe(3 * HOUR);
    expect(zoneClock('Asia/Yekaterinburg')!.offsetAt(Date.parse('2025-01-01T00:00:00Z'))).toBe(5 * HOUR);
  });

  it('finds a DST change to the second and offsets on both sides', () => {
    const berlin = zoneClock('Europe/Berlin')!;
    const change = Date.parse('2025-03-30T01:00:00Z');
    expect(berlin.offsetAt(change - 1000)).toBe(HOUR);
    expect(berlin.offsetAt(change)).toBe(2 * HOUR);
    expect(berlin.nextChange(change - HOUR, change + HOUR)).toBe(change);
    expect(berlin.nextChange(change, change + HOUR)).toBe(Infinity);
  });

  it('handles historical Moscow time (summer time until 2011, +4 until 2014)', () => {
    const moscow = zoneClock('Europe/Moscow')!;
    expect(moscow.offsetAt(Date.parse('2010-07-01T00:00:00Z'))).toBe(4 * HOUR);
    expect(moscow.offsetAt(Date.parse('2010-01-01T00:00:00Z'))).toBe(3 * HOUR);
    expect(moscow.offsetAt(Date.parse('2013-01-01T00:00:00Z'))).toBe(4 * HOUR);
  });

  it('finds a change that falls exactly on midnight UTC', () => {
    // Israel moves clocks on the Friday before the last Sunday of March at 02:00, i.e. 00:00Z
    const clock = zoneClock('Asia/Jerusalem')!;
    const change = Date.parse('2025-03-28T00:00:00Z');
    expect(clock.offsetAt(change - 1000)).toBe(2 * HOUR);
    expect(clock.offsetAt(change)).toBe(3 * HOUR);
    expect(clock.nextChange(change - 5 * HOUR, change + 5 * HOUR)).toBe(change);
  });

  it('is undefined for an unknown zone', () => {
    expect(zoneClock('Mars/Olympus')).toBeUndefined();
  });
});
