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
  objects: (Pick<
    typeof mapObjects.$inferSelect,
    'objecttype' | 'category' | 'code' | 'name' | 'address' | 'freeparking' | 'geometry'
  > & {
    zonenumber: string | null;
    spaces: { total: number; free: number; fordisabled: number } | null;
  })[];
  news: (Omit<typeof news.$inferInsert, 'id' | 'publishedAt'> & { publishedAt: string })[];
  pages: Omit<typeof staticPages.$inferInsert, 'id' | 'updatedAt'>[];
  smsCommands: Omit<typeof smsCommands.$inferInsert, 'id'>[];
  notification: Omit<typeof notification.$inferInsert, 'id' | 'updatedAt'> & { updatedAt: string };
  siteOptions: (typeof siteSettings.$inferInsert)['value'];
  settingsFlags: (typeof siteSettings.$inferInsert)['value'];
}

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

  const objects = data.objects.map(({ zonenumber, spaces, ...o }) => ({
    ...o,
    ...bboxOf(o.geometry),
    zone_id: zonenumber === null ? null : zoneId(zonenumber),
    spaces_total: spaces?.total ?? null,
    spaces_free: spaces?.free ?? null,
    spaces_fordisabled: spaces?.fordisabled ?? null,
  }));
  // One JSON parameter per chunk, unpacked by the server: on PGlite this is about three times
  // faster than binding sixteen parameters per row (a 20,000 object city loads in about a second).
  for (const part of chunks(objects, OBJECT_CHUNK)) {
    await tx.execute(sql`
      INSERT INTO ${mapObjects} (objecttype, category, code, name, address, freeparking, zone_id, geometry,
        min_lng, min_lat, max_lng, max_lat, spaces_total, spaces_free, spaces_fordisabled)
      SELECT objecttype, category, code, name, address, freeparking, zone_id, geometry,
        "minLng", "minLat", "maxLng", "maxLat", spaces_total, spaces_free, spaces_fordisabled
      FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS o(
        objecttype text, category text, code text, name text, address text, freeparking boolean, zone_id integer,
        geometry jsonb, "minLng" double precision, "minLat" double precision, "maxLng" double precision,
        "maxLat" double precision, spaces_total integer, spaces_free integer, spaces_fordisabled integer)`);
  }

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
