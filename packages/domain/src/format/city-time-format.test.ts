import { describe, expect, it } from 'vitest';
import {
  formatCityClock,
  formatCityDateTime,
  formatCityNumericDate,
  formatCityTime,
  sameCityDay,
  sameOffset,
} from './city-time-format';

const at = '2026-03-01T10:30:00Z';
const plain = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('city time format', () => {
  it('writes the time on the city clock with its offset', () => {
    expect(formatCityTime(at, 'ru', 'Asia/Yekaterinburg')).toBe('15:30 GMT+5');
    expect(formatCityTime(at, 'en', 'Europe/Moscow')).toBe('13:30 GMT+3');
  });

  it('writes day, month and time, with the year when asked', () => {
    expect(plain(formatCityDateTime(at, 'ru', 'Asia/Yekaterinburg'))).toBe('1 марта, 15:30 GMT+5');
    expect(plain(formatCityDateTime(at, 'en', 'Asia/Yekaterinburg'))).toBe('1 March, 15:30 GMT+5');
    expect(plain(formatCityDateTime(at, 'ru', 'Asia/Novosibirsk', { year: true }))).toBe(
      '1 марта 2026 г., 17:30 GMT+7',
    );
    expect(plain(formatCityDateTime(at, 'en', 'Asia/Novosibirsk', { year: true }))).toBe(
      '1 March 2026, 17:30 GMT+7',
    );
  });

  it('crosses midnight by the city clock, not the reader’s', () => {
    expect(plain(formatCityDateTime('2026-03-01T20:30:00Z', 'en', 'Asia/Novosibirsk'))).toBe(
      '2 March, 03:30 GMT+7',
    );
  });

  it('gives back what it cannot read', () => {
    expect(formatCityTime('not a date', 'ru', 'Europe/Moscow')).toBe('not a date');
  });
});

describe('city clock without the zone', () => {
  it('writes the clock and the day in digits on the city clock', () => {
    expect(formatCityClock(at, 'ru', 'Asia/Yekaterinburg')).toBe('15:30');
    expect(formatCityNumericDate('2026-03-01T20:30:00Z', 'ru', 'Asia/Novosibirsk')).toBe('02.03.2026');
    expect(formatCityNumericDate('2026-03-01T20:30:00Z', 'en', 'Asia/Novosibirsk')).toBe('02/03/2026');
  });

  it('knows one city day from the next by the city clock', () => {
    expect(sameCityDay('2026-03-01T10:00:00Z', '2026-03-01T16:59:00Z', 'Asia/Novosibirsk')).toBe(true);
    expect(sameCityDay('2026-03-01T10:00:00Z', '2026-03-01T17:00:00Z', 'Asia/Novosibirsk')).toBe(false);
  });

  it('tells zones that keep one clock from those that do not', () => {
    expect(sameOffset(at, 'Europe/Moscow', 'Europe/Simferopol')).toBe(true);
    expect(sameOffset(at, 'Asia/Omsk', 'Asia/Novosibirsk')).toBe(false);
    expect(sameOffset(at, 'UTC', 'Etc/UTC')).toBe(true);
  });
});
