import type { CityContext } from '../../config/city-context.ts';
import { SettledPromise } from '../../lib/settled-promise.ts';

/**
 * How long the small documents every page load asks for (options, settings, the pop-up, SMS
 * commands) are reused before the database is asked again. An operator's edit shows within
 * this long on every instance; this process sees its own edits at once (forgetCityMemo).
 */
export const CONTENT_TTL_MS = 5000;

interface Entry {
  expires: number;
  load: SettledPromise<unknown>;
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
  if (hit && hit.expires > now) return hit.load.promise as Promise<T>;
  const loading = new SettledPromise(load(), () => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  const entry: Entry = { expires: now + CONTENT_TTL_MS, load: loading };
  entries.set(key, entry);
  return loading.promise;
}

/**
 * The memo's value without waiting: there when it is loaded and fresh, else undefined (the
 * caller takes the cityMemo path, which loads it). For the busiest calls, whose every input is
 * usually in memory: a promise per input is measurable there.
 */
export function peekCityMemo<T>(city: CityContext, key: string): T | undefined {
  const hit = memos.get(city)?.get(key);
  if (!hit || hit.expires <= Date.now()) return undefined;
  return hit.load.settled?.value as T | undefined;
}

export function forgetCityMemo(city: CityContext, key?: string): void {
  if (key === undefined) memos.delete(city);
  else memos.get(city)?.delete(key);
}
