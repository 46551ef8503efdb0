import type { CityContext } from '../../config/city-context.ts';

/**
 * How long the small documents every page load asks for (options, settings, the pop-up, SMS
 * commands) are reused before the database is asked again. An operator's edit shows within
 * this long on every instance; this process sees its own edits at once (forgetCityMemo).
 */
export const CONTENT_TTL_MS = 5000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const memos = new WeakMap<CityContext, Map<string, Entry>>();

/** The value of `load` for this city and key, shared for CONTENT_TTL_MS; failures are not kept. */
export function cityMemo<T>(city: CityContext, key: string, load: () => Promise<T>): Promise<T> {
  let entries = memos.get(city);
  if (!entries) {
    entries = new Map();
    memos.set(city, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { expires: now + CONTENT_TTL_MS, value };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

export function forgetCityMemo(city: CityContext, key?: string): void {
  if (key === undefined) memos.delete(city);
  else memos.get(city)?.delete(key);
}
