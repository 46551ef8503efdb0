import { eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { APP_META_KEYS, appMeta } from '../schema/app-meta.ts';
import { mapObjects, zones } from '../schema/map-content.ts';

export type DemoClaim = 'claimed' | 'already-loaded' | 'has-own-data';

export async function demoMarkerExists(db: Db): Promise<boolean> {
  const rows = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, APP_META_KEYS.demoData));
  return rows.length > 0;
}

/**
 * Takes the right to load demo data, inside the caller's transaction. The marker row is
 * inserted first: a second instance doing the same on a shared server waits on that row until
 * the first commits, then finds it and backs off; if the first rolls back, the second loads.
 * A database that already has map data of its own is marked and left alone.
 */
export async function claimDemoLoad(tx: Db, marker: Record<string, unknown>): Promise<DemoClaim> {
  const inserted = await tx
    .insert(appMeta)
    .values({ key: APP_META_KEYS.demoData, value: marker })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  if (inserted.length === 0) return 'already-loaded';
  const anyZone = await tx.select({ id: zones.id }).from(zones).limit(1);
  const anyObject = await tx.select({ id: mapObjects.id }).from(mapObjects).limit(1);
  if (anyZone.length > 0 || anyObject.length > 0) {
    await tx
      .update(appMeta)
      .set({ value: { ...marker, skipped: 'database already had map data' } })
      .where(eq(appMeta.key, APP_META_KEYS.demoData));
    return 'has-own-data';
  }
  return 'claimed';
}
