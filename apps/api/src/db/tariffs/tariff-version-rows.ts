import { sql, type SQL } from 'drizzle-orm';
import type { DayType } from '@parking/domain/contracts/map-info';
import type { Db } from '../db-types.ts';
import { containing } from '../like-pattern.ts';
import { rowsOf } from '../raw-rows.ts';

/** One price row of a version, as zone_prices stores it ('HH:MM:SS', 24:00:00 closes the day). */
export interface VersionPriceRow {
  dayType: DayType;
  timeFrom: string;
  timeTo: string;
  pricePerHourKopecks: number;
  inactive: boolean;
}

/** A tariff version that was not cancelled, with its price rows. */
export interface TariffVersionRecord {
  id: number;
  zoneId: number;
  effectiveFrom: Date;
  createdAt: Date;
  /** The staff login that scheduled it; '' for the base version and loaded data. */
  createdBy: string;
  prices: VersionPriceRow[];
}

const DAY_ORDER = "array_position(ARRAY['default','saturday','sunday','holiday'], p.day_type)";

interface RawVersion {
  id: number;
  zone_id: number;
  effective_from: string | Date;
  created_at: string | Date;
  created_by: string | null;
  prices: VersionPriceRow[] | string | null;
}

const toRecord = (r: RawVersion): TariffVersionRecord => ({
  id: Number(r.id),
  zoneId: Number(r.zone_id),
  effectiveFrom: new Date(r.effective_from),
  createdAt: new Date(r.created_at),
  createdBy: r.created_by ?? '',
  prices: (typeof r.prices === 'string' ? (JSON.parse(r.prices) as VersionPriceRow[]) : r.prices) ?? [],
});

/**
 * Versions (not cancelled) with their price rows, zone by zone in start order; prices in day
 * type order, then by start time. `zoneId` narrows to one zone.
 */
async function versions(db: Db, zoneId?: number): Promise<TariffVersionRecord[]> {
  const rows = await rowsOf<RawVersion>(
    db,
    sql`
    SELECT v.id, v.zone_id, v.effective_from, v.created_at, o.login AS created_by,
           (SELECT json_agg(json_build_object(
                     'dayType', p.day_type, 'timeFrom', p.time_from::text, 'timeTo', p.time_to::text,
                     'pricePerHourKopecks', p.price_per_hour_kopecks, 'inactive', p.inactive)
                   ORDER BY p.inactive, ${sql.raw(DAY_ORDER)}, p.time_from, p.id)
              FROM zone_prices p WHERE p.version_id = v.id) AS prices
      FROM tariff_versions v
      LEFT JOIN operators o ON o.id = v.created_by
     WHERE v.cancelled_at IS NULL ${zoneId === undefined ? sql`` : sql`AND v.zone_id = ${zoneId}`}
     ORDER BY v.zone_id, v.effective_from`,
  );
  return rows.map(toRecord);
}

export interface TariffZoneRow {
  id: number;
  zonenumber: string;
  nameRu: string;
  nameEn: string;
}

async function zones(
  db: Db,
  q: string,
  page: { limit: number; offset: number },
): Promise<{ count: number; items: TariffZoneRow[] }> {
  const where: SQL =
    q === ''
      ? sql`TRUE`
      : sql`(z.zonenumber ILIKE ${containing(q)} OR z.name_ru ILIKE ${containing(q)} OR z.name_en ILIKE ${containing(q)})`;
  const rows = await rowsOf<{
    id: number;
    zonenumber: string;
    name_ru: string;
    name_en: string;
    count: number;
  }>(
    db,
    sql`
    SELECT z.id, z.zonenumber, z.name_ru, z.name_en, count(*) OVER () AS count
      FROM zones z WHERE ${where}
     ORDER BY z.sort_order, z.zonenumber
     LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  const count = rows.length > 0 ? Number(rows[0]!.count) : await countZones(db, where);
  return {
    count,
    items: rows.map((r) => ({
      id: Number(r.id),
      zonenumber: r.zonenumber,
      nameRu: r.name_ru,
      nameEn: r.name_en,
    })),
  };
}

async function countZones(db: Db, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*) AS n FROM zones z WHERE ${where}`);
  return Number(row?.n ?? 0);
}

async function zoneByNumber(db: Db, zonenumber: string): Promise<TariffZoneRow | undefined> {
  const [r] = await rowsOf<{ id: number; zonenumber: string; name_ru: string; name_en: string }>(
    db,
    sql`SELECT id, zonenumber, name_ru, name_en FROM zones WHERE zonenumber = ${zonenumber}`,
  );
  return r && { id: Number(r.id), zonenumber: r.zonenumber, nameRu: r.name_ru, nameEn: r.name_en };
}

/**
 * Writes a version and its rows. The zone row is locked first, so two schedules of one zone
 * queue up; one version per zone per instant is the database's unique index (false here).
 */
async function insert(
  tx: Db,
  zoneId: number,
  version: { effectiveFrom: Date; createdBy: number | null; prices: VersionPriceRow[] },
): Promise<number | undefined> {
  await tx.execute(sql`SELECT id FROM zones WHERE id = ${zoneId} FOR UPDATE`);
  const [made] = await rowsOf<{ id: number }>(
    tx,
    sql`
    INSERT INTO tariff_versions (zone_id, effective_from, created_by)
    VALUES (${zoneId}, ${version.effectiveFrom.toISOString()}, ${version.createdBy})
    ON CONFLICT (zone_id, effective_from) WHERE cancelled_at IS NULL DO NOTHING
    RETURNING id`,
  );
  if (!made) return undefined;
  for (const p of version.prices) {
    await tx.execute(sql`
      INSERT INTO zone_prices (zone_id, version_id, day_type, time_from, time_to, price_per_hour_kopecks, inactive)
      VALUES (${zoneId}, ${made.id}, ${p.dayType}, ${p.timeFrom}, ${p.timeTo}, ${p.pricePerHourKopecks}, ${p.inactive})`);
  }
  return Number(made.id);
}

/**
 * Cancels a version of the zone that has not started by the database's clock; the CHECK
 * tariff_versions_cancelled_ahead holds the same rule. 'started' when it is in force or past.
 */
async function cancel(
  tx: Db,
  zoneId: number,
  id: number,
  by: number | null,
): Promise<'cancelled' | 'started' | 'missing'> {
  const [row] = await rowsOf<{ started: boolean }>(
    tx,
    sql`SELECT effective_from <= now() AS started FROM tariff_versions
         WHERE id = ${id} AND zone_id = ${zoneId} AND cancelled_at IS NULL FOR UPDATE`,
  );
  if (!row) return 'missing';
  if (row.started) return 'started';
  await tx.execute(
    sql`UPDATE tariff_versions SET cancelled_at = now(), cancelled_by = ${by} WHERE id = ${id}`,
  );
  return 'cancelled';
}

/** SQL of tariff versions: the map's timeline, the console's lists, scheduling and cancelling. */
export const tariffVersionRows = { versions, zones, zoneByNumber, insert, cancel };
