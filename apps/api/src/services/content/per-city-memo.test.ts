import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { openMemoryCity } from '../../../test/open-memory-city.ts';
import { VERSION_CHECK_MS, cityMemo, forgetCityMemo, peekCityMemo } from './per-city-memo.ts';

let city: CityContext;
beforeAll(async () => {
  city = await openMemoryCity('perm');
});
afterAll(async () => {
  await city?.close();
});

describe('cityMemo', () => {
  it('has nothing before the load settles, the value after, and nothing once the check is due', async () => {
    let release!: (value: string) => void;
    const loading = cityMemo(city, 'k', () => new Promise<string>((resolve) => (release = resolve)));
    await vi.waitFor(() => expect(release).toBeDefined());
    expect(peekCityMemo(city, 'k')).toBeUndefined();
    release('loaded');
    await loading;
    expect(peekCityMemo(city, 'k')).toBe('loaded');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + VERSION_CHECK_MS + 1);
    expect(peekCityMemo(city, 'k')).toBeUndefined();
    vi.restoreAllMocks();
    forgetCityMemo(city);
  });

  it('keeps nothing of a failed load, and nothing after forgetCityMemo', async () => {
    await expect(cityMemo(city, 'bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(peekCityMemo(city, 'bad')).toBeUndefined();
    await cityMemo(city, 'good', async () => 1);
    expect(peekCityMemo(city, 'good')).toBe(1);
    forgetCityMemo(city, 'good');
    expect(peekCityMemo(city, 'good')).toBeUndefined();
  });

  it('loads again once content changed in the database, by any instance or by hand', async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await cityMemo(city, 'news', load)).toBe(1);
    expect(await cityMemo(city, 'news', load)).toBe(1);
    // another instance's edit: the table changes, this process is not told
    await city.query(
      `INSERT INTO notification (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET title_en = 'x'`,
    );
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + VERSION_CHECK_MS + 1);
    expect(await cityMemo(city, 'news', load)).toBe(2);
    vi.restoreAllMocks();
  });
});
