import { sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { bboxOf } from './geometry-bbox.ts';
import {
  mapObjects,
  news,
  notification,
  siteSettings,
  SITE_SETTINGS_KEYS,
  smsCommands,
  staticPages,
  zonePrices,
  zones,
} from '../schema/map-content.ts';

/**
 * A whole city's map and content as it is written (the demo loader's generated dataset has this
 * shape). Instants arrive as ISO 8601 text.
 */
export interface MapContent {
  zones: (Pick<typeof zones.$inferInsert, 'zonenumber' | 'nameRu' | 'nameEn' | 'sortOrder'> & {
    prices: Omit<typeof zonePrices.$inferInsert, 'id' | 'zoneId'>[];
  })[];
  objects: MapObjectContent[];
  news: (Omit<typeof news.$inferInsert, 'id' | 'publishedAt'> & { publishedAt: string })[];
  pages: Omit<typeof staticPages.$inferInsert, 'id' | 'updatedAt'>[];
  smsCommands: Omit<typeof smsCommands.$inferInsert, 'id'>[];
  notification: Omit<typeof notification.$inferInsert, 'id' | 'updatedAt'> & { updatedAt: string };
  siteOptions: (typeof siteSettings.$inferInsert)['value'];
  settingsFlags: (typeof siteSettings.$inferInsert)['value'];
}

/** A map object as it is written; active defaults to true. */
export type MapObjectContent = Pick<
  typeof mapObjects.$inferSelect,
  'objecttype' | 'category' | 'code' | 'name' | 'address' | 'freeparking' | 'geometry'
> & {
  zonenumber: string | null;
  /** free null (an import's new object without a live count) starts at total. */
  spaces: { total: number; free: number | null; fordisabled: number } | null;
  active?: boolean;
};

/** Rows per INSERT; PostgreSQL allows 65,535 parameters per statement. */
const CHUNK = 2000;
/** Map objects per statement when they travel as one JSON document. */
const OBJECT_CHUNK = 5000;

function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Writes a whole city's map and content with multi-row inserts. Call it inside a transaction:
 * a half-written city would be worse than none.
 */
export async function insertMapContent(tx: Db, data: MapContent): Promise<void> {
  const zoneIds = new Map<string, number>();
  for (const part of chunks(data.zones)) {
    const inserted = await tx
      .insert(zones)
      .values(part.map(({ prices: _prices, ...zone }) => zone))
      .returning({ id: zones.id, zonenumber: zones.zonenumber });
    for (const row of inserted) zoneIds.set(row.zonenumber, row.id);
  }
  const zoneId = (zonenumber: string) => {
    const id = zoneIds.get(zonenumber);
    if (id === undefined) throw new Error(`unknown zone ${zonenumber}`);
    return id;
  };

  const prices = data.zones.flatMap((z) => z.prices.map((p) => ({ ...p, zoneId: zoneId(z.zonenumber) })));
  for (const part of chunks(prices)) await tx.insert(zonePrices).values(part);

  await insertMapObjects(tx, data.objects, zoneId);

  if (data.news.length > 0) {
    await tx.insert(news).values(data.news.map((n) => ({ ...n, publishedAt: new Date(n.publishedAt) })));
  }
  if (data.pages.length > 0) await tx.insert(staticPages).values(data.pages);
  if (data.smsCommands.length > 0) await tx.insert(smsCommands).values(data.smsCommands);
  await tx
    .insert(notification)
    .values({ id: 1, ...data.notification, updatedAt: new Date(data.notification.updatedAt) })
    .onConflictDoNothing();
  await tx
    .insert(siteSettings)
    .values([
      { key: SITE_SETTINGS_KEYS.siteOptions, value: data.siteOptions },
      { key: SITE_SETTINGS_KEYS.settingsFlags, value: data.settingsFlags },
    ])
    .onConflictDoNothing();
}

/**
 * Writes map objects. 'update' (the staff GeoJSON import) changes an existing object with the
 * same code in place, keeping its live free count (cut to the new total) and its id.
 */
export async function insertMapObjects(
  tx: Db,
  rows: MapObjectContent[],
  zoneId: (zonenumber: string) => number,
  onConflict: 'error' | 'update' = 'error',
): Promise<void> {
  const objects = rows.map(({ zonenumber, spaces, active, ...o }) => ({
    ...o,
    ...bboxOf(o.geometry),
    zone_id: zonenumber === null ? null : zoneId(zonenumber),
    spaces_total: spaces?.total ?? null,
    spaces_free: spaces ? (spaces.free ?? spaces.total) : null,
    spaces_fordisabled: spaces?.fordisabled ?? null,
    active: active ?? true,
  }));
  const update = sql`ON CONFLICT (code) DO UPDATE SET objecttype = excluded.objecttype,
    category = excluded.category, name = excluded.name, address = excluded.address,
    freeparking = excluded.freeparking, zone_id = excluded.zone_id, geometry = excluded.geometry,
    min_lng = excluded.min_lng, min_lat = excluded.min_lat, max_lng = excluded.max_lng, max_lat = excluded.max_lat,
    spaces_total = excluded.spaces_total,
    spaces_free = CASE WHEN excluded.spaces_total IS NULL THEN NULL
      ELSE LEAST(COALESCE(${mapObjects.spacesFree}, excluded.spaces_free), excluded.spaces_total) END,
    spaces_fordisabled = excluded.spaces_fordisabled, active = excluded.active, updated_at = now()`;
  // One JSON parameter per chunk, unpacked by the server: on PGlite this is about three times
  // faster than binding sixteen parameters per row (a 20,000 object city loads in about a second).
  for (const part of chunks(objects, OBJECT_CHUNK)) {
    await tx.execute(sql`
      INSERT INTO ${mapObjects} (objecttype, category, code, name, address, freeparking, zone_id, geometry,
        min_lng, min_lat, max_lng, max_lat, spaces_total, spaces_free, spaces_fordisabled, active)
      SELECT objecttype, category, code, name, address, freeparking, zone_id, geometry,
        "minLng", "minLat", "maxLng", "maxLat", spaces_total, spaces_free, spaces_fordisabled, active
      FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS o(
        objecttype text, category text, code text, name text, address text, freeparking boolean, zone_id integer,
        geometry jsonb, "minLng" double precision, "minLat" double precision, "maxLng" double precision,
        "maxLat" double precision, spaces_total integer, spaces_free integer, spaces_fordisabled integer,
        active boolean)
      ${onConflict === 'update' ? update : sql``}`);
  }
}
