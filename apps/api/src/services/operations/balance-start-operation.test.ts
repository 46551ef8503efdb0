import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import {
  addZone,
  freshPlate,
  openParkingApp,
  order,
  setClock,
  type ParkingTestApp,
} from '../parking/parking-test-kit.ts';

let t: ParkingTestApp;
let perm: CityContext;

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
  await addZone(perm, 'T1');
});
afterAll(() => t.close());

const COLUMNS = `user_id, occurred_at, type, amount, status, ledger_transaction_id, card_payment_id, session_id,
  zone, parking_code, plate, starts_at, ends_at, duration_minutes, payment_method, driver_phone, check_fiscal`;

/**
 * The balance start writes its operation row itself (migration 0019) instead of leaving it to
 * the ledger trigger; the row must be exactly the one profile_operations_record (0017) makes
 * from the journal, or the history would differ by how a parking was paid.
 */
describe('the operation row of a balance start', () => {
  it('is written once, and is the row the ledger trigger would have written', async () => {
    setClock('2026-03-16T10:00:00+05:00');
    const d = await t.driver();
    await t.fund(d.userId, 100_000);
    const start = await t.post(
      '/api/payment/start',
      order(freshPlate(), { Duration: 45 }),
      d.token,
      randomUUID(),
    );
    expect(start.body).toMatchObject({ status: 'ok' });
    const sessionId = Number((start.body.result as { id: string }).id);

    const written = await perm.query(
      `SELECT ${COLUMNS} FROM profile_operations WHERE user_id = $1 AND type = 'payment'`,
      [d.userId],
    );
    expect(written.rows).toHaveLength(1);
    expect(written.rows[0]).toMatchObject({ session_id: expect.anything(), payment_method: 'balance' });
    expect(Number(written.rows[0]!.session_id)).toBe(sessionId);
    expect(Number(written.rows[0]!.amount)).toBeLessThan(0);

    const tx = written.rows[0]!.ledger_transaction_id;
    await perm.query('DELETE FROM profile_operations WHERE ledger_transaction_id = $1', [tx]);
    await perm.query('SELECT profile_operations_record($1)', [tx]);
    const recorded = await perm.query(
      `SELECT ${COLUMNS} FROM profile_operations WHERE ledger_transaction_id = $1`,
      [tx],
    );
    expect(recorded.rows).toEqual(written.rows);
  });

  it('other moves still get their row from the trigger (the refill of the fund, a cancel)', async () => {
    setClock('2026-03-16T12:00:00+05:00');
    const d = await t.driver();
    await t.fund(d.userId, 100_000);
    const start = await t.post(
      '/api/payment/start',
      order(freshPlate(), { Duration: 120 }),
      d.token,
      randomUUID(),
    );
    const id = (start.body.result as { id: string }).id;
    expect(
      (await t.post('/api/payment/cancel', { ReservationId: id }, d.token, randomUUID())).body.status,
    ).toBe('ok');
    const { rows } = await perm.query(
      'SELECT type FROM profile_operations WHERE user_id = $1 ORDER BY occurred_at, id',
      [d.userId],
    );
    expect(rows.map((r) => r.type)).toEqual(['refill', 'payment', 'cancel']);
  });
});
