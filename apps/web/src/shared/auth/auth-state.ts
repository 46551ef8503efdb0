import { useSyncExternalStore } from 'react';
import { getCurrentCity } from '../city/current-city';
import { readStored, writeStored } from '../storage/local-storage';

/** Browser-storage key of the tokens (document 1, section 4). */
export const TOKENS_STORAGE_KEY = 'tokens';

/**
 * Standard (driver) and corporate (cooperative) logins keep separate tokens; so does the city
 * operator (/operator), whose token is never sent on a driver's call.
 */
export type UserType = 'standard' | 'corporate' | 'operator';
export type CityTokens = Partial<Record<UserType, string>>;
type TokenTable = Record<string, CityTokens>;

export type AuthState = { isLoggedIn: boolean; isCompany: boolean };

function readTable(): TokenTable {
  const table = readStored<unknown>(TOKENS_STORAGE_KEY);
  return table && typeof table === 'object' && !Array.isArray(table) ? (table as TokenTable) : {};
}

export function getToken(type: UserType, city: string = getCurrentCity().city): string | null {
  const token = readTable()[city]?.[type];
  return typeof token === 'string' && token !== '' ? token : null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Stores a token for the city and user type; null removes it (and the city entry once empty). */
export function setToken(type: UserType, token: string | null, city: string = getCurrentCity().city): void {
  const table = readTable();
  const entry: CityTokens = { ...table[city] };
  if (token) entry[type] = token;
  else delete entry[type];
  if (Object.keys(entry).length > 0) table[city] = entry;
  else delete table[city];
  writeStored(TOKENS_STORAGE_KEY, Object.keys(table).length > 0 ? table : null);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same storage key; follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKENS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// A string snapshot keeps useSyncExternalStore stable: it compares snapshots by identity.
const snapshot = () => `${getToken('standard') !== null}|${getToken('corporate') !== null}`;

export function readAuthState(): AuthState {
  return { isLoggedIn: getToken('standard') !== null, isCompany: getToken('corporate') !== null };
}

/** Login state of the current city, re-rendering on login, logout and changes in other tabs. */
export function useAuthState(): AuthState {
  const value = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [standard, corporate] = value.split('|');
  return { isLoggedIn: standard === 'true', isCompany: corporate === 'true' };
}
