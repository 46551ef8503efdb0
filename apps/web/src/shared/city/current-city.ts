import type { CitiesFile, CityConfig } from '@parking/domain/cities/city-config';
// The JSON itself, not the parsed BUILT_IN_CITIES: parsing would put zod into the first page's
// bundle for a file the domain tests already validate.
import citiesFile from '../../../../../packages/domain/src/cities/cities.json';
import { readStored, writeStored } from '../storage/local-storage';

/** Browser-storage key of the chosen city (document 1, section 1). */
export const CITY_STORAGE_KEY = 'city';

const BUILT_IN_CITIES = citiesFile as CitiesFile;

export const CONFIGURED_CITIES: CityConfig[] = BUILT_IN_CITIES.cities;

function findCity(code: unknown): CityConfig | undefined {
  return CONFIGURED_CITIES.find((c) => c.city === code);
}

/**
 * The city this page talks to: the stored choice if it is still configured (else the stored
 * value is cleared), otherwise the build's default city.
 */
export function resolveCurrentCity(): CityConfig {
  const stored = readStored<string>(CITY_STORAGE_KEY);
  const city = findCity(stored);
  if (stored !== null && !city) writeStored(CITY_STORAGE_KEY, null);
  return city ?? findCity(BUILT_IN_CITIES.defaultCity)!;
}

let current: CityConfig | null = null;

export function getCurrentCity(): CityConfig {
  current ??= resolveCurrentCity();
  return current;
}

/**
 * The server writes a city's page as /c/<city>/... (the bank's way back, issue 18); the web keeps
 * its city in storage. Run before anything reads the city or the language: that city is chosen
 * and the page is served without the prefix. A return from the bank also names its city in
 * `?city=` (the default city's addresses have no prefix). Unknown cities are left alone.
 */
export function takeCityFromAddress(): void {
  const { pathname, search, hash } = window.location;
  const prefixed = /^\/c\/([a-z0-9-]+)(\/.*)?$/.exec(pathname);
  const query = new URLSearchParams(search);
  const code = prefixed ? prefixed[1] : query.has('payment') ? query.get('city') : null;
  if (!code || !findCity(code)) return;
  writeStored(CITY_STORAGE_KEY, code);
  current = null;
  if (prefixed)
    window.history.replaceState(window.history.state, '', `${prefixed[2] ?? '/'}${search}${hash}`);
}

/** Saves the choice and reloads to / so every cached answer of the old city is dropped. */
export function chooseCity(code: string): void {
  if (!findCity(code)) return;
  writeStored(CITY_STORAGE_KEY, code);
  window.location.assign('/');
}
