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
 * One call of parking_start_from_balance (db/routines/functions/parking_start_from_balance.sql): the
 * key's lock and check, the vehicle rule, the session row, the ledger move and the stored answer
 * in one autocommitted statement, so all of it commits or none. `answer` is what is stored under the key: on a first try the
 * facts `{ balanceStart: { session, balance } }`, on a replay whatever the first try stored.
 * Runs on the database, never inside another transaction (its refusals roll back everything).
 */
export async function startFromBalance(
  db: Db,
  call: { scope: string; key: string; requestHash: string; session: NewSessionRow; revenueShard: number },
): Promise<BalanceStartOutcome> {
  const lock = plateLock(call.session.plate);
  try {
    const [row] = await preparedFor(db).execute({
      scope: call.scope,
      key: call.key,
      requestHash: call.requestHash,
      session: JSON.stringify(sessionColumns(call.session)),
      lockSpace: lock.space,
      lockKey: lock.key,
      holdMinutes: AWAITING_HOLD_MINUTES,
      revenueShard: call.revenueShard,
    });
    return { refused: false, replayed: row!.replayed, answer: row!.answer };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { refused: refusal };
    throw error;
  }
}

/**
 * The call as a named prepared statement, one per database: node-postgres parses and plans it
 * once per connection, then sends only Bind/Execute (PGlite ignores the name).
 */
function prepareCall(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  return db
    .select({ replayed: sql<boolean>`replayed`, answer: sql<unknown>`answer` })
    .from(
      sql`parking_start_from_balance(${p('scope')}::text, ${p('key')}::text, ${p('requestHash')}::text,
        ${p('session')}::jsonb, ${p('lockSpace')}::int4, ${p('lockKey')}::int4,
        ${p('holdMinutes')}::int4, ${p('revenueShard')}::int2)`,
    )
    .prepare('parking_start_from_balance');
}

const preparedCalls = new WeakMap<Db, ReturnType<typeof prepareCall>>();

function preparedFor(db: Db): ReturnType<typeof prepareCall> {
  let prepared = preparedCalls.get(db);
  if (!prepared) preparedCalls.set(db, (prepared = prepareCall(db)));
  return prepared;
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
