import { sql } from 'drizzle-orm';
import type { FineImportRow } from '@parking/domain/fines/fine-import-contracts';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { FineRow } from '../schema/fines.ts';

/** A picture ready to store: decoded bytes, a checked content type and their hash. */
export interface StoredPicture {
  contentType: string;
  base64: string;
  etag: string;
}

export type FineSourceKind = FineRow['source'];

/** What covered a fine in our own records (migration 0006 sessions, 0020 benefits). */
export interface CoverageRecord {
  kind: 'session' | 'subscription' | 'benefit';
  id: string;
  from: Date;
  to: Date;
  zone: string | null;
  plate: string;
}

export interface FineRecord extends Omit<FineRow, 'source' | 'createdAt' | 'updatedAt'> {
  hasPicture: boolean;
  coverage: CoverageRecord | null;
}

const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function coverageOf(row: Record<string, unknown>): CoverageRecord | null {
  if (row.s_id !== null && row.s_id !== undefined) {
    return {
      kind: 'session',
      id: String(row.s_id),
      from: new Date(row.s_from as string | Date),
      // an open-ended (no-balance) session covers up to now
      to: row.s_to === null ? new Date() : new Date(row.s_to as string | Date),
      zone: String(row.s_zone),
      plate: String(row.s_plate),
    };
  }
  if (row.b_id !== null && row.b_id !== undefined) {
    return {
      kind: row.b_type === 'subscription' ? 'subscription' : 'benefit',
      id: String(row.b_id),
      from: new Date(row.b_from as string | Date),
      to: new Date(row.b_to as string | Date),
      zone: (row.zone as string | null) ?? null,
      plate: String(row.b_plate),
    };
  }
  return null;
}

function toRecord(row: Record<string, unknown>): FineRecord {
  return {
    id: Number(row.id),
    uin: String(row.uin),
    offenceAt: new Date(row.offence_at as string | Date),
    seenFrom: dateOrNull(row.seen_from),
    seenUntil: dateOrNull(row.seen_until),
    totalKopecks: Number(row.total_kopecks),
    paidKopecks: Number(row.paid_kopecks),
    discountKopecks: numOrNull(row.discount_kopecks),
    discountUntil: dateOrNull(row.discount_until),
    sts: String(row.sts),
    plate: String(row.plate),
    place: String(row.place),
    zone: (row.zone as string | null) ?? null,
    lat: numOrNull(row.lat),
    lon: numOrNull(row.lon),
    type: String(row.type),
    provider: String(row.provider),
    status: row.status as FineRecord['status'],
    hasPicture: row.has_picture === true,
    coverage: coverageOf(row),
  };
}

/** The driver's plates, and STS numbers from their vehicles and STS documents. */
const driverKeys = (userId: number) => sql`
  mine AS (SELECT plate FROM vehicles WHERE user_id = ${userId}),
  docs AS (
    SELECT upper(sts) AS sts FROM vehicles WHERE user_id = ${userId} AND sts IS NOT NULL
    UNION SELECT upper(number) FROM user_documents WHERE user_id = ${userId} AND type = 'STS'
  )`;

const belongsToDriver = sql`(f.plate IN (SELECT plate FROM mine) OR (f.sts <> '' AND f.sts IN (SELECT sts FROM docs)))`;

export const fineRows = {
  /**
   * Inserts or updates (by uin) every row in the caller's transaction; answers how many were new.
   * A row without a picture keeps the one stored before (sources often send the photo once).
   */
  async upsert(
    tx: Db,
    row: FineImportRow,
    picture: StoredPicture | null,
    source: FineSourceKind,
  ): Promise<'created' | 'updated'> {
    const [saved] = await rowsOf(
      tx,
      sql`INSERT INTO fines (uin, offence_at, seen_from, seen_until, total_kopecks, paid_kopecks, discount_kopecks,
          discount_until, sts, plate, place, zone, lat, lon, type, provider, status, source)
        VALUES (${row.uin}, ${row.date}, ${row.start}, ${row.end}, ${row.totalSum}, ${row.paidSum}, ${row.discountSum},
          ${row.discountUntil}, ${row.sts}, ${row.grz}, ${row.place}, ${row.zone}, ${row.lat}, ${row.lon}, ${row.type},
          ${row.provider}, ${row.status}, ${source})
        ON CONFLICT (uin) DO UPDATE SET offence_at = EXCLUDED.offence_at, seen_from = EXCLUDED.seen_from,
          seen_until = EXCLUDED.seen_until, total_kopecks = EXCLUDED.total_kopecks,
          paid_kopecks = EXCLUDED.paid_kopecks, discount_kopecks = EXCLUDED.discount_kopecks,
          discount_until = EXCLUDED.discount_until, sts = EXCLUDED.sts, plate = EXCLUDED.plate,
          place = EXCLUDED.place, zone = EXCLUDED.zone, lat = EXCLUDED.lat, lon = EXCLUDED.lon,
          type = EXCLUDED.type, provider = EXCLUDED.provider, status = EXCLUDED.status, source = EXCLUDED.source,
          updated_at = now()
        RETURNING id, (xmax = 0) AS inserted`,
    );
    const id = Number(saved!.id);
    if (picture) {
      await tx.execute(
        sql`INSERT INTO fine_pictures (fine_id, content_type, bytes, etag)
          VALUES (${id}, ${picture.contentType}, decode(${picture.base64}, 'base64'), ${picture.etag})
          ON CONFLICT (fine_id) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes,
            etag = EXCLUDED.etag`,
      );
    }
    return saved!.inserted === true ? 'created' : 'updated';
  },

  /**
   * The fines on the driver's plates or STS numbers, newest first, each with what covered it:
   * a paid (active or finished) session of the plate in the fine's zone at the fine's moment,
   * else a live subscription or benefit for the plate (or '#', any of the driver's plates) whose
   * zones hold the fine's zone (or '#'). A fine with no zone is matched by plate and time only.
   */
  async listForDriver(db: Db, userId: number): Promise<FineRecord[]> {
    const rows = await rowsOf(
      db,
      sql`WITH ${driverKeys(userId)}
        SELECT f.*, (p.fine_id IS NOT NULL) AS has_picture,
          s.id AS s_id, s.zone AS s_zone, s.starts_at AS s_from, s.ends_at AS s_to, s.plate AS s_plate,
          b.id AS b_id, b.type AS b_type, b.starts_at AS b_from, b.ends_at AS b_to, b.plate AS b_plate
        FROM fines f
        LEFT JOIN fine_pictures p ON p.fine_id = f.id
        LEFT JOIN LATERAL (
          SELECT ps.id, ps.zone, ps.starts_at, ps.ends_at, ps.plate FROM parking_sessions ps
          WHERE ps.plate = f.plate AND ps.status IN ('active', 'finished')
            AND ps.starts_at <= f.offence_at AND (ps.ends_at IS NULL OR ps.ends_at > f.offence_at)
            AND (f.zone IS NULL OR ps.zone = f.zone)
          ORDER BY ps.starts_at DESC LIMIT 1
        ) s ON true
        LEFT JOIN LATERAL (
          SELECT bn.id, bn.type, bn.starts_at, bn.ends_at, bn.plate FROM benefits bn
          WHERE (bn.plate = f.plate OR (bn.plate = '#' AND bn.user_id = ${userId} AND f.plate IN (SELECT plate FROM mine)))
            AND (bn.status = 'active' OR (bn.status = 'paused' AND f.offence_at < bn.paused_at))
            AND bn.starts_at <= f.offence_at AND bn.ends_at > f.offence_at
            AND ('#' = ANY (bn.zones) OR f.zone IS NULL OR f.zone = ANY (bn.zones))
          ORDER BY (bn.type = 'subscription') DESC, bn.starts_at DESC LIMIT 1
        ) b ON true
        WHERE ${belongsToDriver}
        ORDER BY f.offence_at DESC, f.id DESC`,
    );
    return rows.map(toRecord);
  },

  /** The picture of a fine that belongs to the driver; null when the fine is not theirs or has none. */
  async pictureForDriver(
    db: Db,
    userId: number,
    uin: string,
  ): Promise<{ found: boolean; picture: { contentType: string; bytes: Buffer; etag: string } | null }> {
    const [row] = await rowsOf(
      db,
      sql`WITH ${driverKeys(userId)}
        SELECT f.id, p.content_type, p.etag, encode(p.bytes, 'base64') AS b64
        FROM fines f LEFT JOIN fine_pictures p ON p.fine_id = f.id
        WHERE f.uin = ${uin} AND ${belongsToDriver}`,
    );
    if (!row) return { found: false, picture: null };
    if (row.b64 === null || row.b64 === undefined) return { found: true, picture: null };
    return {
      found: true,
      picture: {
        contentType: String(row.content_type),
        etag: String(row.etag),
        bytes: Buffer.from(String(row.b64), 'base64'),
      },
    };
  },

  async countAll(db: Db): Promise<number> {
    const [row] = await rowsOf(db, sql`SELECT count(*)::int AS n FROM fines`);
    return Number(row!.n);
  },
};
