import type { Db } from '../db-types.ts';
import { readVersionCounter, type VersionCounter } from '../platform/version-counter.ts';
import { APP_META_KEYS } from '../schema/app-meta.ts';

/** The map data's counter: bumped by triggers on zones, zone_prices and map_objects. */
export type MapVersion = VersionCounter;

export const readMapVersion = (db: Db): Promise<MapVersion> =>
  readVersionCounter(db, APP_META_KEYS.mapVersion);
