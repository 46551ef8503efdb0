import { eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { appMeta, APP_META_KEYS } from '../schema/app-meta.ts';

/**
 * The map version, with its counter row locked until the transaction ends: a GeoJSON import
 * compares it with its preview's, and a second import (or any map write, whose trigger bumps
 * the row) waits, so nothing slips in between the check and the write.
 */
export async function lockMapVersion(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, APP_META_KEYS.mapVersion))
    .for('update');
  return Number(row?.value) || 0;
}
