import type { CityConfig } from '@parking/domain/cities/city-config';
import type { CityContext } from './city-context.ts';
import type { CitiesSetup } from './load-cities.ts';

/**
 * The hosted cities as plugins, routes and jobs see them (`app.cityRegistry`). How a database is
 * opened, migrated and given its demo data is the opener's business (cities/city-opener.ts), so
 * nothing that only looks a city up depends on db/ or demo/.
 */
export interface CityDirectory {
  readonly cities: CitiesSetup;
  config(code: string): CityConfig | undefined;
  /** Opens the city on first use; null when it is not hosted here. */
  get(code: string): Promise<CityContext> | null;
  /** The city's context if its database is open already (the hot path needs no promise then). */
  openedCity(code: string): CityContext | undefined;
  /**
   * The cities whose database is open now, without opening any: a job that walks every city
   * (the delivery worker) must not open all of them — that is what lazy opening avoids.
   */
  openCities(): CityContext[];
  closeAll(): Promise<void>;
}
