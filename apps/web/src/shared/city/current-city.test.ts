import { afterEach, describe, expect, it } from 'vitest';
import { CITY_STORAGE_KEY, getCurrentCity, resolveCurrentCity, takeCityFromAddress } from './current-city';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

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

describe('takeCityFromAddress (the way back from the bank, issue 18)', () => {
  it('opens the city of a /c/<city> address and serves the page without the prefix', () => {
    window.localStorage.setItem(CITY_STORAGE_KEY, JSON.stringify('perm'));
    getCurrentCity();
    window.history.replaceState(null, '', '/c/sevastopol/en/guest-payment?payment=p1&status=succeeded#top');
    takeCityFromAddress();
    expect(window.location.pathname).toBe('/en/guest-payment');
    expect(window.location.search).toBe('?payment=p1&status=succeeded');
    expect(window.location.hash).toBe('#top');
    expect(getCurrentCity().city).toBe('sevastopol');
    expect(window.localStorage.getItem(CITY_STORAGE_KEY)).toBe('"sevastopol"');
  });

  it('takes the city a payment return names when the address has no prefix (the default city)', () => {
    window.localStorage.setItem(CITY_STORAGE_KEY, JSON.stringify('rostov'));
    window.history.replaceState(null, '', '/profile/parking?payment=p2&city=perm');
    takeCityFromAddress();
    expect(getCurrentCity().city).toBe('perm');
    expect(window.location.pathname).toBe('/profile/parking');
  });

  it('leaves an unknown city and a plain ?city= alone', () => {
    window.localStorage.setItem(CITY_STORAGE_KEY, JSON.stringify('rostov'));
    window.history.replaceState(null, '', '/c/atlantis/news');
    takeCityFromAddress();
    expect(window.location.pathname).toBe('/c/atlantis/news');
    window.history.replaceState(null, '', '/news?city=perm');
    takeCityFromAddress();
    expect(resolveCurrentCity().city).toBe('rostov');
  });
});
