import { describe, expect, it } from 'vitest';
import { cityClock, cityTime } from './session-view';

const at = '2026-03-10T09:15:00Z';

describe('session times on the city clock', () => {
  it('names the city zone only when the reader keeps another clock', () => {
    expect(cityTime(at, 'ru', 'Asia/Yekaterinburg', 'Asia/Yekaterinburg')).toBe('14:15');
    // another zone name keeping the same clock needs nothing named either
    expect(cityTime(at, 'en', 'Asia/Yekaterinburg', 'Asia/Tashkent')).toBe('14:15');
    expect(cityTime(at, 'ru', 'Asia/Novosibirsk', 'Europe/Moscow')).toBe('16:15 GMT+7');
    expect(cityTime(at, 'en', 'Europe/Moscow', 'Europe/Simferopol')).toBe('12:15');
  });

  it('writes the first time of a range without the zone', () => {
    expect(cityClock(at, 'ru', 'Asia/Novosibirsk')).toBe('16:15');
  });
});
