import { eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { appMeta } from '../schema/app-meta.ts';

export interface VersionCounter {
  /** Bumped by the triggers of routines/functions/bump_version_counter.sql (0 before any change). */
  version: number;
  /** When the counted data last changed; null before any change. */
  updatedAt: Date | null;
}

/** A counter of app_meta that caches of staff-edited data key on ('map_version', 'content_version'). */
export async function readVersionCounter(db: Db, key: string): Promise<VersionCounter> {
  const [row] = await db
    .select({ value: appMeta.value, updatedAt: appMeta.updatedAt })
    .from(appMeta)
    .where(eq(appMeta.key, key));
  if (!row) return { version: 0, updatedAt: null };
  return { version: Number(row.value) || 0, updatedAt: row.updatedAt };
}
