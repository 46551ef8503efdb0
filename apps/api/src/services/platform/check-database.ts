import type { CityContext } from '../../config/city-context.ts';
import { pingDatabase } from '../../db/platform/ping-database.ts';

/** The health check's question: does this city's database answer now? Throws when it does not. */
export async function checkDatabase(city: CityContext): Promise<void> {
  await pingDatabase(city);
}
