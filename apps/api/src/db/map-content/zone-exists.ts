import { eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { zones } from '../schema/map-content.ts';

/** Whether the city has a zone with this number (a driver's default zone must be one). */
export async function zoneExists(db: Db, zonenumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(eq(zones.zonenumber, zonenumber))
    .limit(1);
  return row !== undefined;
}
