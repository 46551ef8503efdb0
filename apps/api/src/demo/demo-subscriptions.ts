import type { Db } from '../db/db-types.ts';
import { offerRows, type OfferRecord } from '../db/subscriptions/offer-rows.ts';
import { constructorZones, upsertZoneRate } from '../db/subscriptions/zone-rate-rows.ts';

/** The demo cities' subscription offers (issue 6): every zone, 100% off, prices in kopecks. */
export const DEMO_OFFERS: OfferRecord[] = [
  offer('day', 'day', 'Абонемент на день', 'Day subscription', 1, 30_000),
  offer('prev_day', 'prev_day', 'Абонемент за вчера', "Yesterday's subscription", 1, 30_000),
  offer('week', 'week', 'Абонемент на неделю', 'Week subscription', 7, 150_000),
  offer('month', 'month', 'Абонемент на месяц', 'Month subscription', 30, 500_000),
  offer('quarter', 'quarter', 'Абонемент на квартал', 'Quarter subscription', 90, 1_350_000),
  offer('year', 'year', 'Абонемент на год', 'Year subscription', 365, 4_800_000),
];

function offer(
  code: string,
  type: OfferRecord['type'],
  nameRu: string,
  nameEn: string,
  days: number,
  priceKopecks: number,
): OfferRecord {
  return {
    code,
    type,
    nameRu,
    nameEn,
    descRu: `Бесплатная парковка во всех зонах на ${days} дн. для одного транспортного средства`,
    descEn: `Free parking in every zone for ${days} day(s) for one vehicle`,
    days,
    priceKopecks,
    zones: ['#'],
    sale: 100,
  };
}

/**
 * Fills subscription_offers once (an empty table only, so an operator's edits stay) and marks the
 * most expensive zones special for the constructor. Runs on every open of a city database: also
 * the demo databases made before subscriptions existed get their offers.
 */
export async function seedDemoSubscriptionsIfEmpty(db: Db): Promise<void> {
  if (!(await offerRows.isEmpty(db))) return;
  await db.transaction(async (tx) => {
    let order = 0;
    for (const o of DEMO_OFFERS) await offerRows.insert(tx, o, order++);
    const zones = await constructorZones(tx);
    const top = Math.max(0, ...zones.map((z) => z.weekdayKopecks));
    for (const z of zones)
      if (top > 0 && z.weekdayKopecks === top) await upsertZoneRate(tx, z.zonenumber, null, true);
  });
}
