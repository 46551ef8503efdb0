import type { CityContext } from '../config/city-context.ts';
import { claimDemoLoad } from '../db/map-content/claim-demo-load.ts';

/**
 * A city started with CITY_DATA=empty: no demo zones, objects, content, subscription offers or
 * receipt payee. Its settings and options are the defaults (site_settings empty), and the
 * production calendar is the migrations' one. The demo marker is written all the same, so a
 * later start with CITY_DATA=demo never pours demo data over the city's own.
 */
export async function startEmptyCity(ctx: CityContext): Promise<void> {
  const marker = { demo: false, empty: true, loadedAt: new Date().toISOString() };
  await ctx.db.transaction(async (tx) => {
    await claimDemoLoad(tx, marker);
  });
}
