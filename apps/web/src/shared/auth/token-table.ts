import { getCurrentCity } from '../city/current-city';
import { readStored, writeStored } from '../storage/local-storage';
import type { CityTokens, UserType } from './auth-state';

/**
 * The token table of auth-state.ts (browser key 'tokens': city → user type → token) for pages
 * loaded from a lazy chunk's own lazy chunk (issue 7: fines, feedback, the operator's desk).
 * Importing auth-state.ts there would make the bundler split it out of the first load of "/",
 * which has no room left; the format is the same, and auth-state's subscribers hear of a change
 * through the storage event only in other tabs (no driver state depends on the operator's token).
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
  const table = readTable();
  const entry: CityTokens = { ...table[city] };
  if (token) entry.operator = token;
  else delete entry.operator;
  if (Object.keys(entry).length > 0) table[city] = entry;
  else delete table[city];
  writeStored(KEY, Object.keys(table).length > 0 ? table : null);
}
