import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryCity } from '../../../test/open-memory-city.ts';
import type { CityContext } from '../../config/city-context.ts';
import { uniqueViolation } from '../../db/accounts/unique-violation.ts';
import { liveSessionConflict } from './live-session-conflict.ts';

// The rules the database keeps whatever the code does (migrations/0006_sessions.sql).

let city: CityContext;
let userId: number;
beforeAll(async () => {
  city = await openMemoryCity('perm');
  const { rows } = await city.query(`INSERT INTO users (email) VALUES ('c@example.test') RETURNING id`);
  userId = Number(rows[0]!.id);
});
afterAll(() => city.close());

const insert = (fields: Record<string, unknown>) => {
  const row: Record<string, unknown> = {
    user_id: userId,
    kind: 'payment',
    status: 'active',
    zone: 'T1',
    plate: 'А001АА59',
    category: 'B',
    number_format: 'rus',
    starts_at: '2026-03-16T05:00:00Z',
    ends_at: '2026-03-16T06:00:00Z',
    payment_method: 'balance',
    ...fields,
  };
  const keys = Object.keys(row);
  return city.query(
    `INSERT INTO parking_sessions (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    keys.map((k) => row[k]),
  );
};

describe('parking_sessions constraints', () => {
  it('one running paid (active) session per plate; unpaid and finished ones do not count', async () => {
    await insert({ plate: 'В002ВВ59' });
    // a card stay waiting for the bank holds no plate (0034): several may wait beside a paid one
    await expect(insert({ plate: 'В002ВВ59', status: 'awaiting_payment' })).resolves.toBeTruthy();
    await expect(insert({ plate: 'В002ВВ59', status: 'awaiting_payment' })).resolves.toBeTruthy();
    const second = insert({ plate: 'В002ВВ59' });
    await expect(second).rejects.toSatisfy(
      (e: unknown) => uniqueViolation(e) === 'parking_sessions_live_plate_uq',
    );
    await expect(liveSessionConflict(insert({ plate: 'В002ВВ59' }))).rejects.toMatchObject({
      errorName: 'ParkingSessionAlreadyExists',
    });
    await expect(insert({ plate: 'В002ВВ59', status: 'finished' })).resolves.toBeTruthy();
  });

  it('refuses a session that belongs to nobody', async () => {
    await expect(insert({ plate: 'Е003ЕЕ59', user_id: null })).rejects.toThrow();
  });

  it('only a running no-balance session is open-ended; only a waiting one owes money', async () => {
    await expect(insert({ plate: 'К004КК59', ends_at: null })).rejects.toThrow();
    await expect(insert({ plate: 'К004КК59', ends_at: null, kind: 'noBalance' })).resolves.toBeTruthy();
    await expect(insert({ plate: 'М005ММ59', amount_to_pay: 100 })).rejects.toThrow();
    await expect(insert({ plate: 'М005ММ59', status: 'waiting', amount_to_pay: 100 })).resolves.toBeTruthy();
  });

  it('refuses an end before the start, negative money and a refund above the sum', async () => {
    await expect(insert({ plate: 'Н006НН59', ends_at: '2026-03-16T04:00:00Z' })).rejects.toThrow();
    await expect(insert({ plate: 'Н006НН59', sum_kopecks: -1 })).rejects.toThrow();
    await expect(
      insert({ plate: 'Н006НН59', status: 'finished', sum_kopecks: 10, refund_kopecks: 11 }),
    ).rejects.toThrow();
  });
});
