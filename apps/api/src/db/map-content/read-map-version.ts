import { eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { APP_META_KEYS, appMeta } from '../schema/app-meta.ts';

export interface MapVersion {
  /** Bumped by triggers on zones, zone_prices and map_objects (0 before any map data). */
  version: number;
  /** When map data last changed; null before any map data. */
  updatedAt: Date | null;
}

export async function readMapVersion(db: Db): Promise<MapVersion> {
  const [row] = await db
    .select({ value: appMeta.value, updatedAt: appMeta.updatedAt })
    .from(appMeta)
    .where(eq(appMeta.key, APP_META_KEYS.mapVersion));
  if (!row) return { version: 0, updatedAt: null };
  return { version: Number(row.value) || 0, updatedAt: row.updatedAt };
}
