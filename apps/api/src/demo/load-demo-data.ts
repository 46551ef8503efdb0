import type { CityContext } from '../config/city-context.ts';
import { claimDemoLoad, demoMarkerExists } from '../db/map-content/claim-demo-load.ts';
import { insertMapContent } from '../db/map-content/insert-map-content.ts';
import { insertDemoBarrierTickets } from './demo-barrier-tickets.ts';
import { seedDemoSubscriptionsIfEmpty } from './demo-subscriptions.ts';
import { generateDemoCity } from './generate-demo-city.ts';
import { receiptRows } from '../db/receipts/receipt-rows.ts';
import { demoPayee } from '../services/receipts/demo-payee.ts';

/**
 * Fills a fresh city database with its generated demo data, once: called after migrations
 * every time a city database is opened. The quick marker check keeps later starts from
 * generating anything; the claim inside the transaction settles races between instances.
 */
export async function loadDemoDataIfEmpty(ctx: CityContext, log?: ProgressLog): Promise<void> {
  // the receipts' payee: filled when missing, on every open (databases older than 0023 too)
  await receiptRows.insertPayeeIfMissing(ctx.db, demoPayee(ctx.config));
  // subscription offers: also for demo databases made before 0020
  if (await demoMarkerExists(ctx.db)) return seedDemoSubscriptionsIfEmpty(ctx.db);
  // the first start's long part: generating and inserting a whole city's map, logged so the
  // operator sees progress
  const started = Date.now();
  log?.info({ city: ctx.config.city }, `loading demo data for ${ctx.config.city}`);
  const dataset = generateDemoCity(ctx.config);
  const generatedMs = Date.now() - started;
  const marker = {
    seed: dataset.seed,
    demo: dataset.demo,
    objects: dataset.objects.length,
    loadedAt: new Date().toISOString(),
  };
  await ctx.db.transaction(async (tx) => {
    if ((await claimDemoLoad(tx, marker)) !== 'claimed') return;
    await insertMapContent(tx, dataset);
    await insertDemoBarrierTickets(tx, dataset, new Date(marker.loadedAt));
  });
  await seedDemoSubscriptionsIfEmpty(ctx.db);
  log?.info(
    { city: ctx.config.city, objects: dataset.objects.length, generatedMs, ms: Date.now() - started },
    `demo data loaded for ${ctx.config.city}: ${dataset.objects.length} objects in ${Date.now() - started} ms`,
  );
}

/** The opener's logger, as far as the demo loader uses it. */
interface ProgressLog {
  info: (fields: Record<string, unknown>, message: string) => void;
}
