import { eq } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { citySecrets } from '../schema/reminders.ts';

/**
 * The city's secret by name, made by `make` the first time. INSERT ... ON CONFLICT DO NOTHING
 * and a read back: when two instances race, both end up with the first one's value.
 */
export async function citySecret(db: Db, name: string, make: () => string): Promise<string> {
  const [known] = await db.select().from(citySecrets).where(eq(citySecrets.name, name));
  if (known) return known.value;
  await db.insert(citySecrets).values({ name, value: make() }).onConflictDoNothing();
  const [stored] = await db.select().from(citySecrets).where(eq(citySecrets.name, name));
  return stored!.value;
}
