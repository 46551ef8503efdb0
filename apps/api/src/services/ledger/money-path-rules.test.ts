import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkViolation } from '../../db/ledger/check-violation.ts';
import { openLedgerTestCity, type LedgerTestCity } from './ledger-test-kit.ts';

let t: LedgerTestCity;
let driver: number;
beforeAll(async () => {
  t = await openLedgerTestCity();
  driver = await t.newDriver();
});
afterAll(async () => {
  await t?.close();
});

const query = (text: string, params: unknown[] = []) => t.city.query(text, params);
const refusal = (text: string, params: unknown[] = []) =>
  query(text, params).then(
    () => 'accepted',
    (error: unknown) => checkViolation(error) ?? String(error),
  );

const SESSION = {
  kind: 'payment',
  status: 'active',
  zone: '101',
  parking_code: null as string | null,
  plate: 'А123ВС59',
  category: 'B',
  number_format: 'rus',
  duration_minutes: 60,
  sum_kopecks: 2000,
  amount_to_pay: 0,
  payment_method: 'balance',
};

function insertSession(change: Partial<typeof SESSION>) {
  const row = { ...SESSION, ...change };
  return refusal(
    `INSERT INTO parking_sessions (user_id, kind, status, zone, parking_code, plate, category, number_format,
       starts_at, ends_at, duration_minutes, sum_kopecks, amount_to_pay, payment_method)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), now() + interval '1 hour', $9, $10, $11, $12)`,
    [
      driver,
      row.kind,
      row.status,
      row.zone,
      row.parking_code,
      row.plate,
      row.category,
      row.number_format,
      row.duration_minutes,
      row.sum_kopecks,
      row.amount_to_pay,
      row.payment_method,
    ],
  );
}

// Migration 0032 moved these rules from CHECK constraints into domains and functions (decision
// 0010): each must still refuse, on INSERT and on UPDATE, and name the rule it broke.
describe('the rules of the tables a start writes (0032)', () => {
  it('accepts a valid session row, the base of the cases below', async () => {
    expect(await insertSession({ plate: 'В001ВВ59' })).toBe('accepted');
  });

  it.each([
    ['kind', { kind: 'gift' }, 'session_kind_check'],
    ['status', { status: 'gone' }, 'session_status_check'],
    ['an empty zone', { zone: '' }, 'zone_number_check'],
    ['a zone of 21 characters', { zone: '1'.repeat(21) }, 'zone_number_check'],
    ['an empty parking code', { parking_code: '' }, 'parking_code_check'],
    ['a plate of 10 characters', { plate: 'А123ВС1234' }, 'plate_number_check'],
    ['category', { category: 'X' }, 'vehicle_category_check'],
    ['number format', { number_format: 'eu' }, 'plate_format_check'],
    ['an empty payment method', { payment_method: '' }, 'payment_method_name_check'],
    ['negative minutes', { duration_minutes: -1 }, 'nonnegative_minutes_check'],
    ['a negative sum', { sum_kopecks: -1 }, 'nonnegative_kopecks_check'],
    ['a negative amount to pay', { amount_to_pay: -1 }, 'nonnegative_kopecks_check'],
  ])('refuses a session with %s', async (_name, change, rule) => {
    expect(await insertSession(change)).toBe(rule);
  });

  it('checks a changed column on UPDATE too, and keeps the rules across columns', async () => {
    await insertSession({ plate: 'Е002ЕЕ59' });
    expect(await refusal(`UPDATE parking_sessions SET status = 'gone' WHERE plate = 'Е002ЕЕ59'`)).toBe(
      'session_status_check',
    );
    expect(await refusal(`UPDATE parking_sessions SET refund_kopecks = 2001 WHERE plate = 'Е002ЕЕ59'`)).toBe(
      'parking_sessions_check',
    );
    expect(await refusal(`UPDATE parking_sessions SET amount_to_pay = 5 WHERE plate = 'Е002ЕЕ59'`)).toBe(
      'parking_sessions_owed_ck',
    );
  });

  it('refuses bad ledger, key and operation values', async () => {
    expect(
      await refusal(`INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ('s', '', 'h')`),
    ).toBe('idempotency_key_check');
    expect(
      await refusal(
        `INSERT INTO ledger_transactions (kind, scope, idempotency_key) VALUES ('gift', 's', 'k')`,
      ),
    ).toBe('ledger_transaction_kind_check');
    expect(
      await refusal(
        `INSERT INTO ledger_transactions (kind, scope, idempotency_key) VALUES ('refill', '', 'k')`,
      ),
    ).toBe('idempotency_scope_check');
    expect(
      await refusal(`INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES (1, 1, 0)`),
    ).toBe('nonzero_kopecks_check');
    expect(
      await refusal(
        `INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, card_payment_id)
         VALUES ($1, now(), 'gift', 1, 'done', 'c')`,
        [driver],
      ),
    ).toBe('operation_type_check');
    expect(await refusal(`INSERT INTO ledger_accounts (kind) VALUES ('savings')`)).toBe(
      'ledger_account_kind_check',
    );
  });

  it('keeps the account rules that span columns, under their names', async () => {
    expect(await refusal(`INSERT INTO ledger_accounts (kind) VALUES ('driver_balance')`)).toBe(
      'ledger_accounts_owner_ck',
    );
    const account = await t.fund(driver, 500);
    expect(await refusal(`UPDATE ledger_accounts SET balance = -1 WHERE id = $1`, [account])).toBe(
      'ledger_accounts_driver_nonnegative_ck',
    );
    expect(await refusal(`UPDATE ledger_accounts SET balance = -1 WHERE kind = 'city_revenue'`)).toBe(
      'ledger_accounts_system_sign_ck',
    );
    expect(await refusal(`UPDATE ledger_accounts SET balance = 1 WHERE kind = 'card_clearing'`)).toBe(
      'ledger_accounts_system_sign_ck',
    );
  });

  // The reason for 0032: PostgreSQL re-reads a table's CHECK text on every statement that writes
  // it. This bounds what a start pays for: parking_sessions, profile_operations, the journal and
  // its postings, the key once and ledger_accounts twice: about 12,000 characters of trees since
  // 0032, 43,000 before.
  it("keeps the CHECK text a start's statements re-read small", async () => {
    const { rows } = await query(
      `SELECT conrelid::regclass::text AS "table", sum(length(conbin::text))::int AS size
         FROM pg_constraint WHERE contype = 'c'
          AND conrelid::regclass::text IN ('parking_sessions', 'profile_operations', 'ledger_transactions',
                                           'ledger_postings', 'idempotency_keys', 'ledger_accounts')
        GROUP BY 1`,
    );
    const size = Object.fromEntries(rows.map((r) => [String(r.table), Number(r.size)]));
    const perStart =
      Object.entries(size).reduce((sum, [, chars]) => sum + chars, 0) + (size.ledger_accounts ?? 0);
    expect(perStart).toBeLessThan(15_000);
  });
});

describe('parking_claim_plate in one statement (0032)', () => {
  async function sessionOn(plate: string, status: string, start: string, end: string, created: string) {
    const { rows } = await query(
      `INSERT INTO parking_sessions (user_id, kind, status, zone, plate, category, number_format, starts_at,
         ends_at, duration_minutes, sum_kopecks, payment_method, created_at)
       VALUES ($1, 'payment', $2, '101', $3, 'B', 'rus', now() + $4::interval, now() + $5::interval, 60, 0,
               'card', now() + $6::interval) RETURNING id`,
      [driver, status, plate, start, end, created],
    );
    return Number(rows[0]!.id);
  }
  const claim = async (plate: string, from: string, to: string) => {
    const { rows } = await query(
      `SELECT parking_claim_plate(1, hashtext($1), $1, now(), now() + $2::interval, now() + $3::interval, 30) AS free`,
      [plate, from, to],
    );
    return rows[0]!.free as boolean;
  };
  const statusOf = async (id: number) =>
    (await query('SELECT status FROM parking_sessions WHERE id = $1', [id])).rows[0]!.status;

  it('frees the plate from a card hold that lapsed, and cancels the hold', async () => {
    const hold = await sessionOn('К100КК59', 'awaiting_payment', '-31 minutes', '+29 minutes', '-31 minutes');
    expect(await claim('К100КК59', '0 minutes', '+1 hour')).toBe(true);
    expect(await statusOf(hold)).toBe('cancelled');
  });

  it('leaves a fresh card hold waiting, but it holds no plate (0034)', async () => {
    const hold = await sessionOn('К101КК59', 'awaiting_payment', '-5 minutes', '+55 minutes', '-5 minutes');
    expect(await claim('К101КК59', '0 minutes', '+1 hour')).toBe(true);
    expect(await statusOf(hold)).toBe('awaiting_payment');
  });

  it('finishes a paid stay that ran out, which still blocks a post-payment over its time', async () => {
    const stay = await sessionOn('К102КК59', 'active', '-2 hours', '-1 hour', '-2 hours');
    expect(await claim('К102КК59', '-90 minutes', '-30 minutes')).toBe(false);
    expect(await statusOf(stay)).toBe('finished');
    expect(await claim('К102КК59', '0 minutes', '+1 hour')).toBe(true);
  });
});
