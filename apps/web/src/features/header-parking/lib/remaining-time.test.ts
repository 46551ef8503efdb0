import { describe, expect, it } from 'vitest';
import { endText, remainingPercent, ringUnit } from './remaining-time';

const TZ = 'Asia/Yekaterinburg'; // UTC+5
const at = (iso: string) => Date.parse(iso);
const NOW = at('2026-03-10T09:00:00Z'); // 14:00 in the city

describe('session end text', () => {
  it("is 'now' with minutes:seconds left within 15 minutes", () => {
    expect(endText(NOW + 15 * 60_000, NOW, 'ru', TZ)).toEqual({ kind: 'now', left: '15:00' });
    expect(endText(NOW + 65_500, NOW, 'ru', TZ)).toEqual({ kind: 'now', left: '1:06' });
    expect(endText(NOW + 1, NOW, 'ru', TZ)).toEqual({ kind: 'now', left: '0:01' });
  });

  it("is 'today at' the city's time later the same day", () => {
    expect(endText(NOW + 15 * 60_000 + 1000, NOW, 'ru', TZ)).toEqual({ kind: 'today', time: '14:15 GMT+5' });
    expect(endText(at('2026-03-10T18:59:00Z'), NOW, 'ru', TZ)).toEqual({
      kind: 'today',
      time: '23:59 GMT+5',
    });
  });

  it('is the date and time on another day of the city (even when UTC says the same day)', () => {
    expect(endText(at('2026-03-10T19:30:00Z'), NOW, 'ru', TZ)).toEqual({
      kind: 'date',
      date: '11.03.2026',
      time: '00:30 GMT+5',
    });
    expect(endText(at('2026-03-12T07:05:00Z'), NOW, 'en', TZ)).toEqual({
      kind: 'date',
      date: '12/03/2026',
      time: '12:05 GMT+5',
    });
  });

  it('is ended once the end has passed', () => {
    expect(endText(NOW, NOW, 'ru', TZ)).toEqual({ kind: 'ended' });
  });
});

describe('ring', () => {
  it('shows hours, then minutes, then seconds', () => {
    expect(ringUnit(2 * 3600_000 + 5)).toEqual({ unit: 'hours', count: 2 });
    expect(ringUnit(59 * 60_000 + 10_000)).toEqual({ unit: 'minutes', count: 59 });
    expect(ringUnit(42_000)).toEqual({ unit: 'seconds', count: 42 });
    expect(ringUnit(-5)).toEqual({ unit: 'seconds', count: 0 });
  });

  it('fills with the part of the paid time still left', () => {
    expect(remainingPercent(0, 100, 25)).toBe(75);
    expect(remainingPercent(0, 100, 150)).toBe(0);
    expect(remainingPercent(100, 100, 50)).toBe(0);
  });
});
