import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { CONTENT_TTL_MS, cityMemo, forgetCityMemo, peekCityMemo } from './per-city-memo.ts';

// the memo only keys by the context object
const city = {} as CityContext;

afterEach(() => {
  vi.restoreAllMocks();
  forgetCityMemo(city);
});

describe('peekCityMemo', () => {
  it('has nothing before the load settles, the value after, and nothing once it is stale', async () => {
    let release!: (value: string) => void;
    const loading = cityMemo(city, 'k', () => new Promise<string>((resolve) => (release = resolve)));
    expect(peekCityMemo(city, 'k')).toBeUndefined();
    release('loaded');
    await loading;
    expect(peekCityMemo(city, 'k')).toBe('loaded');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + CONTENT_TTL_MS + 1);
    expect(peekCityMemo(city, 'k')).toBeUndefined();
  });

  it('keeps nothing of a failed load, and nothing after forgetCityMemo', async () => {
    await expect(cityMemo(city, 'bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(peekCityMemo(city, 'bad')).toBeUndefined();
    await cityMemo(city, 'good', async () => 1);
    expect(peekCityMemo(city, 'good')).toBe(1);
    forgetCityMemo(city, 'good');
    expect(peekCityMemo(city, 'good')).toBeUndefined();
  });
});
