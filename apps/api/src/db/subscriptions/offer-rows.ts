import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { SubscriptionOfferRow } from '../schema/subscriptions.ts';

/** A row of subscription_offers (migration 0020); the list order and the active mark stay in it. */
export type OfferRecord = Omit<SubscriptionOfferRow, 'active' | 'sortOrder'>;

function toOffer(r: Record<string, unknown>): OfferRecord {
  return {
    code: String(r.code),
    type: r.type as OfferRecord['type'],
    nameRu: String(r.name_ru),
    nameEn: String(r.name_en),
    descRu: String(r.desc_ru),
    descEn: String(r.desc_en),
    days: Number(r.days),
    priceKopecks: Number(r.price_kopecks),
    zones: r.zones as string[],
    sale: Number(r.sale),
  };
}

export const offerRows = {
  async listActive(db: Db): Promise<OfferRecord[]> {
    return (
      await rowsOf(db, sql`SELECT * FROM subscription_offers WHERE active ORDER BY sort_order, days, code`)
    ).map(toOffer);
  },

  async byCode(db: Db, code: string): Promise<OfferRecord | null> {
    const [row] = await rowsOf(db, sql`SELECT * FROM subscription_offers WHERE active AND code = ${code}`);
    return row ? toOffer(row) : null;
  },

  async isEmpty(db: Db): Promise<boolean> {
    return (await rowsOf(db, sql`SELECT 1 FROM subscription_offers LIMIT 1`)).length === 0;
  },

  async insert(db: Db, o: OfferRecord, sortOrder: number): Promise<void> {
    await db.execute(
      sql`INSERT INTO subscription_offers (code, type, name_ru, name_en, desc_ru, desc_en, days, price_kopecks, zones, sale, sort_order)
          VALUES (${o.code}, ${o.type}, ${o.nameRu}, ${o.nameEn}, ${o.descRu}, ${o.descEn}, ${o.days}, ${o.priceKopecks},
                  ${`{${o.zones.join(',')}}`}::text[], ${o.sale}, ${sortOrder})
          ON CONFLICT (code) DO NOTHING`,
    );
  },
};
