import { afterEach, describe, expect, it } from 'vitest';
import { getToken, readAuthState, setToken, TOKENS_STORAGE_KEY } from './auth-state';

afterEach(() => window.localStorage.clear());

const stored = () => JSON.parse(window.localStorage.getItem(TOKENS_STORAGE_KEY) ?? 'null');

describe('auth state', () => {
  it('keeps tokens per city and per user type', () => {
    setToken('standard', 'std-1', 'perm');
    setToken('corporate', 'coop-1', 'perm');
    setToken('standard', 'std-2', 'rostov');
    expect(stored()).toEqual({
      perm: { standard: 'std-1', corporate: 'coop-1' },
      rostov: { standard: 'std-2' },
    });
    expect(getToken('standard', 'rostov')).toBe('std-2');
    expect(getToken('corporate', 'rostov')).toBeNull();
  });

  it('removes a token set to null, and the key once nothing is left', () => {
    setToken('standard', 'std-1', 'perm');
    setToken('corporate', 'coop-1', 'perm');
    setToken('standard', null, 'perm');
    expect(stored()).toEqual({ perm: { corporate: 'coop-1' } });
    setToken('corporate', null, 'perm');
    expect(window.localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
  });

  it('reads the login state of the current city', () => {
    expect(readAuthState()).toEqual({ isLoggedIn: false, isCompany: false });
    setToken('standard', 'std-1');
    expect(readAuthState()).toEqual({ isLoggedIn: true, isCompany: false });
  });

  it('survives garbage in storage', () => {
    window.localStorage.setItem(TOKENS_STORAGE_KEY, '"oops"');
    expect(getToken('standard', 'perm')).toBeNull();
    setToken('standard', 'fresh', 'perm');
    expect(stored()).toEqual({ perm: { standard: 'fresh' } });
  });
});
