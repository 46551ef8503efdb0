import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { BenefitRow } from '../schema/subscriptions.ts';

/** A row of the benefits table (migration 0020) without its bookkeeping instants. */
export type BenefitRecord = Omit<BenefitRow, 'createdAt' | 'updatedAt'>;

export type NewBenefit = Omit<BenefitRecord, 'id' | 'pausedAt' | 'refundedKopecks' | 'cardPaymentId'> & {
  cardPaymentId?: string | null;
};

const COLUMNS = sql.raw(`id, user_id, type, variation, offer_code, offer_type, zones, plate, sale, status,
  starts_at, ends_at, days, paused_at, paid_kopecks, refunded_kopecks, payment_method, card_payment_id`);

const at = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

function toRecord(r: Record<string, unknown>): BenefitRecord {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    type: r.type as BenefitRecord['type'],
    variation: String(r.variation),
    offerCode: (r.offer_code as string | null) ?? null,
    offerType: (r.offer_type as string | null) ?? null,
    zones: r.zones as string[],
    plate: String(r.plate),
    sale: Number(r.sale),
    status: r.status as BenefitRecord['status'],
    startsAt: at(r.starts_at),
    endsAt: at(r.ends_at),
    days: Number(r.days),
    pausedAt: r.paused_at === null || r.paused_at === undefined ? null : at(r.paused_at),
    paidKopecks: Number(r.paid_kopecks),
    refundedKopecks: Number(r.refunded_kopecks),
    paymentMethod: (r.payment_method as string | null) ?? null,
    cardPaymentId: (r.card_payment_id as string | null) ?? null,
  };
}

async function many(db: Db, query: SQL): Promise<BenefitRecord[]> {
  return (await rowsOf(db, query)).map(toRecord);
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Reads and writes of drivers' benefits; every driver-facing query is scoped by user_id. */
export const benefitRows = {
  async insert(db: Db, b: NewBenefit): Promise<BenefitRecord> {
    const [row] = await many(
      db,
      sql`INSERT INTO benefits (user_id, type, variation, offer_code, offer_type, zones, plate, sale, status,
            starts_at, ends_at, days, paid_kopecks, payment_method, card_payment_id)
          VALUES (${b.userId}, ${b.type}, ${b.variation}, ${b.offerCode}, ${b.offerType}, ${textArray(b.zones)},
            ${b.plate}, ${b.sale}, ${b.status}, ${b.startsAt.toISOString()}, ${b.endsAt.toISOString()}, ${b.days},
            ${b.paidKopecks}, ${b.paymentMethod}, ${b.cardPaymentId ?? null})
          RETURNING ${COLUMNS}`,
    );
    return row!;
  },

  /** One row, locked for an action, or null when it is not this driver's. */
  async lockOwn(db: Db, userId: number, id: number): Promise<BenefitRecord | null> {
    const [row] = await many(
      db,
      sql`SELECT ${COLUMNS} FROM benefits WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
    );
    return row ?? null;
  },

  async lockById(db: Db, id: number): Promise<BenefitRecord | null> {
    const [row] = await many(db, sql`SELECT ${COLUMNS} FROM benefits WHERE id = ${id} FOR UPDATE`);
    return row ?? null;
  },

  /** The driver's rows the benefits page shows: everything but unpaid and cancelled ones, newest first. */
  async listOf(db: Db, userId: number): Promise<BenefitRecord[]> {
    return many(
      db,
      sql`SELECT ${COLUMNS} FROM benefits
          WHERE user_id = ${userId} AND status IN ('active', 'paused', 'refunded')
          ORDER BY id DESC LIMIT 500`,
    );
  },

  /** Live rows (active or paused) of a driver that end after `from`: the price path's read. */
  async liveOf(db: Db, userId: number, from: Date): Promise<BenefitRecord[]> {
    return many(
      db,
      sql`SELECT ${COLUMNS} FROM benefits
          WHERE user_id = ${userId} AND status IN ('active', 'paused') AND ends_at > ${from.toISOString()}`,
    );
  },

  /**
   * Whether the driver already holds (or is paying for) a subscription for this plate that
   * shares a zone with `zones` and overlaps [startsAt, endsAt). '#' on either side matches all.
   */
  async overlapExists(
    db: Db,
    userId: number,
    plate: string,
    zones: readonly string[],
    startsAt: Date,
    endsAt: Date,
    now: Date,
  ): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`SELECT 1 FROM benefits
          WHERE user_id = ${userId} AND type = 'subscription'
            AND (status IN ('active', 'paused') OR (status = 'awaiting_payment' AND created_at > ${new Date(now.getTime() - 7 * 86_400_000).toISOString()}))
            AND (plate = ${plate} OR plate = '#')
            AND (zones && ${textArray(zones)} OR '#' = ANY (zones) OR ${zones.includes('#')})
            AND starts_at < ${endsAt.toISOString()} AND ends_at > ${startsAt.toISOString()}
          LIMIT 1`,
    );
    return rows.length > 0;
  },

  async update(
    db: Db,
    id: number,
    patch: Partial<
      Pick<
        BenefitRecord,
        'status' | 'startsAt' | 'endsAt' | 'pausedAt' | 'plate' | 'refundedKopecks' | 'cardPaymentId'
      >
    >,
    now: Date,
  ): Promise<BenefitRecord> {
    const sets: SQL[] = [sql`updated_at = ${now.toISOString()}`];
    if (patch.status !== undefined) sets.push(sql`status = ${patch.status}`);
    if (patch.startsAt !== undefined) sets.push(sql`starts_at = ${patch.startsAt.toISOString()}`);
    if (patch.endsAt !== undefined) sets.push(sql`ends_at = ${patch.endsAt.toISOString()}`);
    if (patch.pausedAt !== undefined) sets.push(sql`paused_at = ${patch.pausedAt?.toISOString() ?? null}`);
    if (patch.plate !== undefined) sets.push(sql`plate = ${patch.plate}`);
    if (patch.refundedKopecks !== undefined) sets.push(sql`refunded_kopecks = ${patch.refundedKopecks}`);
    if (patch.cardPaymentId !== undefined) sets.push(sql`card_payment_id = ${patch.cardPaymentId}`);
    const [row] = await many(
      db,
      sql`UPDATE benefits SET ${sql.join(sets, sql`, `)} WHERE id = ${id} RETURNING ${COLUMNS}`,
    );
    return row!;
  },

  /** One driver's subscription writes run one after another (the overlap check sees the other's row). */
  async lockDriver(db: Db, userId: number): Promise<void> {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`benefits:${userId}`}))`);
  },
};
