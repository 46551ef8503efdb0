import file from './cities.json' with { type: 'json' };
import { CitiesFileSchema, type CityConfig } from './city-config.ts';

/** The built-in city list, shared by the web build and the server (the server may override it). */
export const BUILT_IN_CITIES = CitiesFileSchema.parse(file);

/** Cities sorted by their name in the given language, as the city-change modal lists them. */
export function sortCitiesByName(cities: CityConfig[], lang: 'ru' | 'en'): CityConfig[] {
  return [...cities].sort((a, b) => a.nameForShow[lang].localeCompare(b.nameForShow[lang], lang));
}
