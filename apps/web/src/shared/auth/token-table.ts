import { getCurrentCity } from '../city/current-city';
import { readStored, writeStored } from '../storage/local-storage';
import type { CityTokens, UserType } from './auth-state';

/**
 * The token table of auth-state.ts (browser key 'tokens': city → user type → token) for pages
 * loaded from a lazy chunk's own lazy chunk (issue 7: fines, feedback, the operator's desk) and
 * for the corporate cabinet (issue 8; measured: its import of auth-state.ts cost "/" 600 bytes).
 * Importing auth-state.ts there would make the bundler split it out of the first load of "/",
 * which has no room left; the format is the same. auth-state's subscribers hear of an operator
 * token change through the storage event only in other tabs (no driver state depends on it); a
 * corporate one is announced in this tab too (the header shows the corporate link).
 */
const KEY = 'tokens';

type Table = Record<string, CityTokens>;

const readTable = (): Table => {
  const table = readStored<unknown>(KEY);
  return table && typeof table === 'object' && !Array.isArray(table) ? (table as Table) : {};
};

export function readToken(type: UserType, city: string = getCurrentCity().city): string | null {
  const token = readTable()[city]?.[type];
  return typeof token === 'string' && token !== '' ? token : null;
}

/** Only for the operator's token: a driver's login and logout go through session.ts. */
export function writeOperatorToken(token: string | null, city: string = getCurrentCity().city): void {
  writeToken('operator', token, city);
}

/**
 * The corporate token (issue 8: /coop-profile), apart from the driver's. Those who read the
 * login state through auth-state.ts (the header's corporate link) follow the storage key's
 * events, so this tab announces the change the way another tab's write would be heard.
 */
export function writeCorporateToken(token: string | null, city: string = getCurrentCity().city): void {
  writeToken('corporate', token, city);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
}

function writeToken(type: 'operator' | 'corporate', token: string | null, city: string): void {
  const table = readTable();
  const entry: CityTokens = { ...table[city] };
  if (token) entry[type] = token;
  else delete entry[type];
  if (Object.keys(entry).length > 0) table[city] = entry;
  else delete table[city];
  writeStored(KEY, Object.keys(table).length > 0 ? table : null);
}
