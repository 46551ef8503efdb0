import type { CityContext } from '../../config/city-context.ts';
import type { Db } from '../../db/db-types.ts';
import { readVersionCounter } from '../../db/platform/version-counter.ts';
import { APP_META_KEYS } from '../../db/schema/app-meta.ts';
import { SettledPromise } from '../../lib/settled-promise.ts';

/**
 * How often the content version (app_meta 'content_version', bumped by triggers on settings,
 * content and the calendar) is read again. A staff member's edit through any instance, or a
 * change by hand in psql, reaches every instance's memo within this long; this process sees its
 * own edits at once (forgetCityMemo).
 */
export const VERSION_CHECK_MS = 1000;

interface CityMemos {
  version: number;
  checkedAt: number;
  checking: Promise<void> | null;
  entries: Map<string, SettledPromise<unknown>>;
}

const memos = new WeakMap<CityContext, CityMemos>();

function memosOf(city: CityContext): CityMemos {
  let found = memos.get(city);
  if (!found) {
    found = { version: -1, checkedAt: 0, checking: null, entries: new Map() };
    memos.set(city, found);
  }
  return found;
}

const fresh = (city: CityMemos, now: number) => now - city.checkedAt < VERSION_CHECK_MS;

/** Reads the counter at most once per VERSION_CHECK_MS; a new version drops every memo. */
function checkVersion(db: Db, held: CityMemos): Promise<void> {
  held.checking ??= readVersionCounter(db, APP_META_KEYS.contentVersion)
    .then(({ version }) => {
      if (version !== held.version) {
        held.entries.clear();
        held.version = version;
      }
      held.checkedAt = Date.now();
    })
    .finally(() => {
      held.checking = null;
    });
  return held.checking;
}

/**
 * The value of `load` for this city and key, shared until the city's content changes (checked
 * once a second); failures are not kept. For the small documents every page load asks for
 * (options, settings, the pop-up, SMS commands) and the production calendar. Inside a
 * transaction pass it as `db`: the version is then read through it (PGlite has one connection,
 * so a read beside the transaction would wait for the transaction itself).
 */
export async function cityMemo<T>(
  city: CityContext,
  key: string,
  load: () => Promise<T>,
  db: Db = city.db,
): Promise<T> {
  const held = memosOf(city);
  if (!fresh(held, Date.now())) await checkVersion(db, held);
  const hit = held.entries.get(key);
  if (hit) return hit.promise as Promise<T>;
  const loading: SettledPromise<unknown> = new SettledPromise(load(), () => {
    if (held.entries.get(key) === loading) held.entries.delete(key);
  });
  held.entries.set(key, loading);
  return loading.promise as Promise<T>;
}

/**
 * The memo's value without waiting: there when it is loaded and its version was checked within
 * the last second, else undefined (the caller takes the cityMemo path). For the busiest calls,
 * whose every input is usually in memory: a promise per input is measurable there.
 */
export function peekCityMemo<T>(city: CityContext, key: string): T | undefined {
  const held = memos.get(city);
  if (!held || !fresh(held, Date.now())) return undefined;
  return held.entries.get(key)?.settled?.value as T | undefined;
}

/** After this process changed content: the next call reads the version and the data again. */
export function forgetCityMemo(city: CityContext, key?: string): void {
  const held = memos.get(city);
  if (!held) return;
  if (key === undefined) held.entries.clear();
  else held.entries.delete(key);
  held.checkedAt = 0;
}
