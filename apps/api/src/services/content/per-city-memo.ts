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
  /** The loaded value once the promise has settled well, for callers that cannot wait. */
  settled?: { value: unknown };
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
  const entry: Entry = { expires: now + CONTENT_TTL_MS, value };
  entries.set(key, entry);
  value.then(
    (loaded) => {
      entry.settled = { value: loaded };
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return value;
}

/**
 * The memo's value without waiting: there when it is loaded and fresh, else undefined (the
 * caller takes the cityMemo path, which loads it). For the busiest calls, whose every input is
 * usually in memory: a promise per input is measurable there.
 */
export function peekCityMemo<T>(city: CityContext, key: string): T | undefined {
  const hit = memos.get(city)?.get(key);
  if (!hit?.settled || hit.expires <= Date.now()) return undefined;
  return hit.settled.value as T;
}

export function forgetCityMemo(city: CityContext, key?: string): void {
  if (key === undefined) memos.delete(city);
  else memos.get(city)?.delete(key);
}
