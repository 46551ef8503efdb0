import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';

/** A zone the constructor can sell: its weekday full-day tariff and the operator's override. */
export interface ConstructorZoneRecord {
  zonenumber: string;
  nameRu: string;
  nameEn: string;
  /** Kopecks the zone's 'default' (weekday) tariff charges for 24 hours. */
  weekdayKopecks: number;
  /** subscription_zone_rates.day_kopecks, when set. */
  dayKopecks: number | null;
  special: boolean;
}

/**
 * Zones that can be paid for (no inactive marker), with the weekday day price of the tariff version in force now
 * and the override row. Ordered as the map orders them.
 */
export async function constructorZones(db: Db): Promise<ConstructorZoneRecord[]> {
  const rows = await rowsOf(
    db,
    sql`
    SELECT z.zonenumber, z.name_ru, z.name_en,
           coalesce(sum(p.price_per_hour_kopecks * extract(epoch FROM (p.time_to - p.time_from)) / 3600)
                    FILTER (WHERE p.day_type = 'default'), 0)::bigint AS weekday_kopecks,
           r.day_kopecks, coalesce(r.special, false) AS special
      FROM zones z
      JOIN zone_prices p ON p.zone_id = z.id AND p.version_id = tariff_version_in_force(z.id, now())
      LEFT JOIN subscription_zone_rates r ON r.zonenumber = z.zonenumber
     GROUP BY z.id, r.day_kopecks, r.special
    HAVING NOT bool_or(p.inactive)
     ORDER BY z.sort_order, z.zonenumber`,
  );
  return rows.map((r) => ({
    zonenumber: String(r.zonenumber),
    nameRu: String(r.name_ru),
    nameEn: String(r.name_en),
    weekdayKopecks: Number(r.weekday_kopecks),
    dayKopecks: r.day_kopecks === null || r.day_kopecks === undefined ? null : Number(r.day_kopecks),
    special: Boolean(r.special),
  }));
}

export async function upsertZoneRate(
  db: Db,
  zonenumber: string,
  dayKopecks: number | null,
  special: boolean,
) {
  await db.execute(sql`
    INSERT INTO subscription_zone_rates (zonenumber, day_kopecks, special) VALUES (${zonenumber}, ${dayKopecks}, ${special})
    ON CONFLICT (zonenumber) DO UPDATE SET day_kopecks = EXCLUDED.day_kopecks, special = EXCLUDED.special`);
}
