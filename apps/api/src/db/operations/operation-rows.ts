import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { rowsOf } from '../raw-rows.ts';
import type { ProfileOperationRow } from '../schema/operations.ts';

/** One profile_operations row (migration 0017) as the service reads it. */
export type OperationRecord = Pick<
  ProfileOperationRow,
  | 'id'
  | 'occurredAt'
  | 'type'
  | 'amount'
  | 'status'
  | 'sessionId'
  | 'cardPaymentId'
  | 'zone'
  | 'parkingCode'
  | 'plate'
  | 'startsAt'
  | 'endsAt'
  | 'durationMinutes'
  | 'paymentMethod'
  | 'driverPhone'
  | 'checkFiscal'
  | 'driverName'
  | 'note'
>;

/**
 * Whose rows: a driver's own (user_id), or a company's (company_id, migration 0028), optionally
 * of one company driver (by id, or by the phone the row recorded).
 */
export type OperationsScope =
  | { userId: number; companyId?: undefined }
  | { companyId: number; userId?: undefined; companyDriverId?: number; driverPhone?: string };

/** A resolved filter: instants, not calendar dates; every field but the scope optional. */
export type OperationsWhere = OperationsScope & OperationsFilterWhere;
interface OperationsFilterWhere {
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound (the start of the day after EndDate). */
  until?: Date;
  type?: string;
  /** Spellings of one plate (as typed, Cyrillic). */
  plates?: string[];
  /** A zone number or a parking code. */
  zone?: string;
  /** A session number or a card payment id. */
  order?: { sessionId?: number; cardPaymentId?: string };
}

/** Keyset position: the last row of the previous batch (newest first). */
export interface OperationsCursor {
  occurredAt: Date;
  id: number;
}

/** The scope's condition: a driver's stays exactly as it was (the benchmarked query). */
function scopeOf(where: OperationsWhere): SQL[] {
  if (where.companyId === undefined) return [sql`o.user_id = ${where.userId}`];
  const parts: SQL[] = [sql`o.company_id = ${where.companyId}`];
  if (where.companyDriverId !== undefined) parts.push(sql`o.company_driver_id = ${where.companyDriverId}`);
  if (where.driverPhone !== undefined) parts.push(sql`o.driver_phone = ${where.driverPhone}`);
  return parts;
}

function conditions(where: OperationsWhere): SQL {
  const parts: SQL[] = scopeOf(where);
  if (where.from) parts.push(sql`o.occurred_at >= ${where.from.toISOString()}::timestamptz`);
  if (where.until) parts.push(sql`o.occurred_at < ${where.until.toISOString()}::timestamptz`);
  if (where.type) parts.push(sql`o.type = ${where.type}`);
  if (where.plates?.length) {
    parts.push(
      sql`o.plate IN (${sql.join(
        where.plates.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
  }
  if (where.zone) parts.push(sql`(o.zone = ${where.zone} OR o.parking_code = ${where.zone})`);
  if (where.order) {
    const { sessionId, cardPaymentId } = where.order;
    if (sessionId !== undefined && cardPaymentId !== undefined) {
      parts.push(sql`(o.session_id = ${sessionId} OR o.card_payment_id = ${cardPaymentId})`);
    } else if (sessionId !== undefined) parts.push(sql`o.session_id = ${sessionId}`);
    else if (cardPaymentId !== undefined) parts.push(sql`o.card_payment_id = ${cardPaymentId}`);
  }
  return sql.join(parts, sql` AND `);
}

const COLUMNS = sql`o.id, o.occurred_at, o.type, o.amount, o.status, o.session_id, o.card_payment_id,
  o.zone, o.parking_code, o.plate, o.starts_at, o.ends_at, o.duration_minutes, o.payment_method,
  o.driver_phone, o.check_fiscal, o.note`;
/** A company's rows also carry the driver's name. */
const columnsOf = (where: OperationsWhere): SQL =>
  where.companyId === undefined ? COLUMNS : sql`${COLUMNS}, o.driver_name`;

const asDate = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string));
const asNumber = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const asText = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function toRecord(r: Record<string, unknown>): OperationRecord {
  return {
    id: Number(r.id),
    occurredAt: asDate(r.occurred_at)!,
    type: String(r.type) as OperationRecord['type'],
    amount: Number(r.amount),
    status: String(r.status) as OperationRecord['status'],
    sessionId: asNumber(r.session_id),
    cardPaymentId: asText(r.card_payment_id),
    zone: asText(r.zone),
    parkingCode: asText(r.parking_code),
    plate: asText(r.plate),
    startsAt: asDate(r.starts_at),
    endsAt: asDate(r.ends_at),
    durationMinutes: asNumber(r.duration_minutes),
    paymentMethod: asText(r.payment_method),
    driverPhone: asText(r.driver_phone),
    checkFiscal: asText(r.check_fiscal),
    driverName: asText(r.driver_name),
    note: asText(r.note),
  };
}

export const operationRows = {
  /** A page newest first: (occurred_at, id) descending, so equal instants keep one order. */
  async page(db: Db, where: OperationsWhere, limit: number, offset: number): Promise<OperationRecord[]> {
    const rows = await rowsOf(
      db,
      sql`SELECT ${columnsOf(where)} FROM profile_operations o WHERE ${conditions(where)}
           ORDER BY o.occurred_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return rows.map(toRecord);
  },

  /** How many rows the filter has (support's paged view of a driver's history). */
  async count(db: Db, where: OperationsWhere): Promise<number> {
    const [row] = await rowsOf<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM profile_operations o WHERE ${conditions(where)}`,
    );
    return Number(row?.n ?? 0);
  },

  /** The batch after a keyset position (the export reads the whole history this way). */
  async after(
    db: Db,
    where: OperationsWhere,
    cursor: OperationsCursor | null,
    limit: number,
  ): Promise<OperationRecord[]> {
    const keyset = cursor
      ? sql` AND (o.occurred_at, o.id) < (${cursor.occurredAt.toISOString()}::timestamptz, ${cursor.id})`
      : sql``;
    const rows = await rowsOf(
      db,
      sql`SELECT ${columnsOf(where)} FROM profile_operations o WHERE ${conditions(where)}${keyset}
           ORDER BY o.occurred_at DESC, o.id DESC LIMIT ${limit}`,
    );
    return rows.map(toRecord);
  },

  /**
   * Money per week (from Monday) or month in the city's time zone: spent (payments minus
   * refunds, as a positive number), refilled (top-ups and bonuses), operations counted. Only
   * done operations move money, so only they count.
   */
  async spending(
    db: Db,
    where: OperationsWhere,
    groupBy: 'week' | 'month',
    timeZone: string,
  ): Promise<{ periodStart: string; spent: number; refilled: number; count: number }[]> {
    const unit = groupBy === 'week' ? sql.raw(`'week'`) : sql.raw(`'month'`);
    const rows = await rowsOf(
      db,
      sql`SELECT to_char(date_trunc(${unit}, o.occurred_at AT TIME ZONE ${timeZone}), 'DD/MM/YYYY') AS period_start,
                 min(o.occurred_at) AS first_at,
                 coalesce(-sum(o.amount) FILTER (WHERE o.type IN ('payment', 'renew', 'paymentSubscription', 'paymentGate', 'cancel')), 0) AS spent,
                 coalesce(sum(o.amount) FILTER (WHERE o.type IN ('refill', 'bonus20')), 0) AS refilled,
                 count(*) AS n
            FROM profile_operations o
           WHERE ${conditions(where)} AND o.status = 'done'
           GROUP BY 1 ORDER BY first_at`,
    );
    return rows.map((r) => ({
      periodStart: String(r.period_start),
      spent: Number(r.spent),
      refilled: Number(r.refilled),
      count: Number(r.n),
    }));
  },
};
