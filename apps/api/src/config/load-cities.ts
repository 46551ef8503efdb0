import { readFileSync } from 'node:fs';
import { BUILT_IN_CITIES } from '@parking/domain/cities/cities';
import { CitiesFileSchema, type CitiesFile, type CityConfig } from '@parking/domain/cities/city-config';
import { ConfigError, type Env } from './env.ts';

export interface CitiesSetup {
  defaultCity: string;
  /** Every configured city (what the web build lists). */
  all: CityConfig[];
  /** The ones this process serves. */
  hosted: Map<string, CityConfig>;
  preload: string[];
}

function splitList(value: string | undefined): string[] | null {
  if (!value) return null;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadCities(env: Env): CitiesSetup {
  let file: CitiesFile = BUILT_IN_CITIES;
  if (env.CITIES_FILE) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(env.CITIES_FILE, 'utf8'));
    } catch (error) {
      throw new ConfigError(`CITIES_FILE ${env.CITIES_FILE}: ${(error as Error).message}`);
    }
    const parsed = CitiesFileSchema.safeParse(raw);
    if (!parsed.success) throw new ConfigError(`CITIES_FILE ${env.CITIES_FILE}: ${parsed.error.message}`);
    file = parsed.data;
  }
  const known = new Set(file.cities.map((c) => c.city));
  const hostedCodes = splitList(env.HOSTED_CITIES) ?? [...known];
  for (const code of hostedCodes) {
    if (!known.has(code)) throw new ConfigError(`HOSTED_CITIES: ${code} is not a configured city`);
  }
  const hosted = new Map(file.cities.filter((c) => hostedCodes.includes(c.city)).map((c) => [c.city, c]));
  const defaultCity = hosted.has(file.defaultCity) ? file.defaultCity : hostedCodes[0]!;
  const preload = splitList(env.PRELOAD_CITIES) ?? [defaultCity];
  for (const code of preload) {
    if (!hosted.has(code)) throw new ConfigError(`PRELOAD_CITIES: ${code} is not hosted`);
  }
  return { defaultCity, all: file.cities, hosted, preload };
}
