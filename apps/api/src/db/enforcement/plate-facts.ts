import { sql } from 'drizzle-orm';
import type { BenefitType } from '../schema/subscriptions.ts';
import type { Db } from '../db-types.ts';

/** A stay of a checked plate that was paid or is owed (what holds a plate: parking_claim_plate). */
export interface PlateSession {
  id: number;
  plate: string;
  zone: string;
  startsAt: Date;
  /** Null while a no-balance stay runs open-ended. */
  endsAt: Date | null;
  /** A fleet stay's company. */
  companyId: number | null;
}

/** A live subscription or permit of a checked plate (its own, or '#': any vehicle of its driver). */
export interface PlatePermit {
  id: number;
  /** The checked plate it applies to. */
  plate: string;
  type: BenefitType;
  name: string;
  zones: string[];
  /** Percent off (100: free). */
  sale: number;
  validFrom: Date;
  /** The end, or the pause for a paused one (a paused benefit counts up to its pause). */
  validTo: Date;
}

export interface PlateFacts {
  sessions: PlateSession[];
  permits: PlatePermit[];
}

const PERMIT_COLUMNS = sql.raw(`b.id, b.type, b.variation, b.zones, b.sale, b.starts_at,
  CASE WHEN b.status = 'paused' AND b.paused_at < b.ends_at THEN b.paused_at ELSE b.ends_at END AS valid_to`);

/**
 * The read as a named prepared statement, one per database: node-postgres parses and plans it
 * once per connection (planning the unions was most of its cost), then sends only Bind/Execute
 * (PGlite ignores the name).
 */
function prepareFacts(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  const [plates, from, to] = [
    sql`${p('plates')}::text[]`,
    sql`${p('from')}::timestamptz`,
    sql`${p('to')}::timestamptz`,
  ];
  return db
    .select({
      sessions: sql<RawSession[] | string>`(
        SELECT coalesce(json_agg(json_build_object('id', s.id, 'plate', s.plate, 'zone', s.zone,
                 'startsAt', s.starts_at, 'endsAt', s.ends_at, 'companyId', s.company_id)), '[]'::json)
          FROM parking_sessions s
         WHERE s.plate = ANY (${plates}) AND s.status IN ('active', 'waiting', 'finished')
           AND s.starts_at < ${to} AND (s.ends_at IS NULL OR s.ends_at > ${from}))`,
      permits: sql<RawPermit[] | string>`(
        SELECT coalesce(json_agg(json_build_object('id', p.id, 'plate', p.plate, 'type', p.type,
                 'name', p.variation, 'zones', p.zones, 'sale', p.sale, 'validFrom', p.starts_at,
                 'validTo', p.valid_to)), '[]'::json)
          FROM (
            SELECT b.plate, ${PERMIT_COLUMNS} FROM benefits b
             WHERE b.plate = ANY (${plates}) AND b.status IN ('active', 'paused')
               AND b.starts_at < ${to} AND b.ends_at > ${from}
            UNION ALL
            SELECT v.plate, ${PERMIT_COLUMNS} FROM vehicles v
              JOIN benefits b ON b.user_id = v.user_id AND b.plate = '#'
             WHERE v.plate = ANY (${plates}) AND v.active AND b.status IN ('active', 'paused')
               AND b.starts_at < ${to} AND b.ends_at > ${from}
          ) p)`,
    })
    .from(sql`(VALUES (1)) AS one (x)`)
    .prepare('enforcement_plate_facts');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareFacts>>();

/**
 * What the enforcement check knows about some plates over [from, to), in one round trip: their
 * paid or owed stays (a driver's or a fleet's: active, waiting, finished) and their live
 * benefits. A benefit for '#' reaches a plate through its driver's vehicles.
 */
export async function plateFacts(
  db: Db,
  plates: readonly string[],
  from: Date,
  to: Date,
): Promise<PlateFacts> {
  let statement = prepared.get(db);
  if (!statement) prepared.set(db, (statement = prepareFacts(db)));
  const [row] = await statement.execute({
    plates: [...plates],
    from: from.toISOString(),
    to: to.toISOString(),
  });
  const parse = <T>(v: T[] | string): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : v);
  return {
    sessions: parse(row!.sessions).map((s) => ({
      id: Number(s.id),
      plate: s.plate,
      zone: s.zone,
      startsAt: new Date(s.startsAt),
      endsAt: s.endsAt === null ? null : new Date(s.endsAt),
      companyId: s.companyId === null ? null : Number(s.companyId),
    })),
    permits: parse(row!.permits).map((p) => ({
      id: Number(p.id),
      plate: p.plate,
      type: p.type,
      name: p.name,
      zones: p.zones,
      sale: Number(p.sale),
      validFrom: new Date(p.validFrom),
      validTo: new Date(p.validTo),
    })),
  };
}

interface RawSession {
  id: number | string;
  plate: string;
  zone: string;
  startsAt: string;
  endsAt: string | null;
  companyId: number | null;
}

interface RawPermit {
  id: number | string;
  plate: string;
  type: BenefitType;
  name: string;
  zones: string[];
  sale: number | string;
  validFrom: string;
  validTo: string;
}
