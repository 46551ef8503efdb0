import { afterEach, describe, expect, it } from 'vitest';
import { CITY_STORAGE_KEY, resolveCurrentCity } from './current-city';

afterEach(() => window.localStorage.clear());

describe('resolveCurrentCity', () => {
  it('applies a stored city that is configured', () => {
    window.localStorage.setItem(CITY_STORAGE_KEY, JSON.stringify('rostov'));
    expect(resolveCurrentCity().city).toBe('rostov');
    expect(window.localStorage.getItem(CITY_STORAGE_KEY)).toBe('"rostov"');
  });

  it('clears a stored city that is no longer configured and uses the default', () => {
    window.localStorage.setItem(CITY_STORAGE_KEY, JSON.stringify('atlantis'));
    expect(resolveCurrentCity().city).toBe('perm');
    expect(window.localStorage.getItem(CITY_STORAGE_KEY)).toBeNull();
  });

  it('clears unreadable storage too', () => {
    window.localStorage.setItem(CITY_STORAGE_KEY, '{not json');
    expect(resolveCurrentCity().city).toBe('perm');
  });

  it('uses the default city when none was chosen', () => {
    expect(resolveCurrentCity().city).toBe('perm');
  });
});
