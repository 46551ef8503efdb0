import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db-types.ts';
import { parkingSessions, type NewSessionRow, type SessionRow } from '../schema/sessions.ts';
import { AWAITING_HOLD_MINUTES, plateLock } from './session-rows.ts';

/** Why parking_start_from_balance refused (SQLSTATE PK001, the name in the message); nothing was kept. */
export type BalanceStartRefusal = 'IdempotencyKeyReused' | 'ParkingSessionAlreadyExists' | 'NoMoneyNoHoney';

export type BalanceStartOutcome =
  { refused: BalanceStartRefusal } | { refused: false; replayed: boolean; answer: unknown };

const REFUSALS: ReadonlySet<string> = new Set<BalanceStartRefusal>([
  'IdempotencyKeyReused',
  'ParkingSessionAlreadyExists',
  'NoMoneyNoHoney',
]);

/**
 * One call of parking_start_from_balance (migration 0012): the key's claim, the vehicle rule,
 * the session row, the ledger move and the stored answer in one autocommitted statement, so
 * all of it commits or none. `answer` is what is stored under the key: on a first try the
 * facts `{ balanceStart: { session, balance } }`, on a replay whatever the first try stored.
 * Runs on the database, never inside another transaction (its refusals roll back everything).
 */
export async function startFromBalance(
  db: Db,
  call: { scope: string; key: string; requestHash: string; session: NewSessionRow; revenueShard: number },
): Promise<BalanceStartOutcome> {
  const lock = plateLock(call.session.plate);
  try {
    const result = await db.execute(sql`
      SELECT replayed, answer
        FROM parking_start_from_balance(${call.scope}, ${call.key}, ${call.requestHash},
          ${JSON.stringify(sessionColumns(call.session))}::jsonb, ${lock.space}::int4, ${lock.key}::int4,
          ${AWAITING_HOLD_MINUTES}::int4, ${call.revenueShard}::int2)`);
    const row = (result as unknown as { rows: { replayed: boolean; answer: unknown }[] }).rows[0]!;
    return { refused: false, replayed: row.replayed, answer: row.answer };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { refused: refusal };
    throw error;
  }
}

/** A session row as parking_sessions' column names and database values (the function's input). */
function sessionColumns(row: NewSessionRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(parkingSessions))) {
    const value = row[field as keyof NewSessionRow];
    if (value !== undefined) out[column.name] = value === null ? null : column.mapToDriverValue(value);
  }
  return out;
}

/** A parking_sessions row as to_jsonb gave it, read back as drizzle reads a row. */
export function sessionRowFromJson(json: Record<string, unknown>): SessionRow {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(parkingSessions))) {
    const value = json[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as SessionRow;
}

function refusalOf(error: unknown): BalanceStartRefusal | null {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e;) {
    if (e.code === 'PK001' && e.message && REFUSALS.has(e.message)) return e.message as BalanceStartRefusal;
    e = e.cause as typeof e;
  }
  return null;
}
