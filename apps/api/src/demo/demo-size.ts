import type { CityConfig } from '@parking/domain/cities/city-config';

export type DemoSize = CityConfig['demo'];

/**
 * How much each demo size generates. basic is cheap enough to open any of the 28 cities on
 * first request; large (moscow) exists for load tests and must pass 20,000 map features.
 */
export const DEMO_COUNTS = {
  basic: {
    zones: 5,
    inactiveZones: 1,
    roadside: 42,
    perOtherCategory: 2,
    parcomats: 20,
    terminals: 8,
    informationTables: 6,
    museums: 2,
    sights: 3,
    churches: 2,
    residentZones: 2,
    news: 4,
  },
  full: {
    zones: 14,
    inactiveZones: 2,
    roadside: 160,
    perOtherCategory: 8,
    parcomats: 70,
    terminals: 26,
    informationTables: 20,
    museums: 8,
    sights: 12,
    churches: 8,
    residentZones: 6,
    news: 12,
  },
  large: {
    zones: 250,
    inactiveZones: 10,
    roadside: 9600,
    perOtherCategory: 300,
    parcomats: 5000,
    terminals: 1500,
    informationTables: 800,
    museums: 150,
    sights: 250,
    churches: 200,
    residentZones: 400,
    news: 30,
  },
} as const satisfies Record<DemoSize, Record<string, number>>;
export type DemoCounts = (typeof DEMO_COUNTS)[DemoSize];
