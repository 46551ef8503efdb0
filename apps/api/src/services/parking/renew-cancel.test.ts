import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { systemBalance } from '../ledger/ledger-accounts.ts';
import {
  addZone,
  freshPlate,
  openParkingApp,
  order,
  setClock,
  type ParkingTestApp,
} from './parking-test-kit.ts';

let t: ParkingTestApp;

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  await addZone(await t.city(), 'T1');
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** A driver with `kopecks`, parked in T1 from Monday 10:00 (100 kopecks a minute) for `minutes`. */
async function parked(kopecks: number, minutes: number) {
  setClock('2026-03-16T10:00:00+05:00');
  const d = await t.driver();
  await t.fund(d.userId, kopecks);
  const res = await t.post(
    '/api/payment/start',
    order(freshPlate(), { Duration: minutes }),
    d.token,
    `start-key-${d.userId}`,
  );
  expect(res.body.status).toBe('ok');
  return { ...d, id: (res.body.result as { id: string }).id };
}

describe('POST /api/payment/renew', () => {
  it('extends from the current end, priced from there, paid from the balance', async () => {
    const d = await parked(100_000, 60);
    setClock('2026-03-16T10:30:00+05:00');
    // 11:00 + 600 min = 21:00: 540 x 100 + 60 x 50
    const res = await t.post(
      '/api/payment/renew',
      { ReservationId: d.id, Duration: 600 },
      d.token,
      'renew-k-01',
    );
    expect(res.body).toMatchObject({
      status: 'ok',
      balance: 100_000 - 6000 - 57_000,
      result: { id: d.id, duration: 660, sum: 63_000, endDate: '2026-03-16T16:00:00.000Z' },
    });
    const again = await t.post(
      '/api/payment/renew',
      { ReservationId: d.id, Duration: 600 },
      d.token,
      'renew-k-01',
    );
    expect(again.body).toEqual(res.body);
  });

  it('ParkingSessionIsOver once ended, ParkingSessionNotFound for another driver, NoMoneyNoHoney when short', async () => {
    const d = await parked(6000, 60);
    const short = await t.post('/api/payment/renew', { ReservationId: d.id, Duration: 60 }, d.token);
    expect(short.status).toBe(402);
    expect(short.body.errorName).toBe('NoMoneyNoHoney');
    const other = await t.driver();
    const foreign = await t.post('/api/payment/renew', { ReservationId: d.id, Duration: 60 }, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorName).toBe('ParkingSessionNotFound');
    const junk = await t.post('/api/payment/renew', { ReservationId: 'abc', Duration: 60 }, d.token);
    expect(junk.body.errorName).toBe('ParkingSessionNotFound');
    setClock('2026-03-16T11:00:00+05:00');
    const over = await t.post('/api/payment/renew', { ReservationId: d.id, Duration: 60 }, d.token);
    expect(over.status).toBe(409);
    expect(over.body.errorName).toBe('ParkingSessionIsOver');
  });

  it('by card: a RedirectURL for the extension, the session unchanged until paid', async () => {
    const d = await parked(6000, 60);
    const res = await t.post(
      '/api/payment/renew',
      { ReservationId: d.id, Duration: 60, PaymentService: 'card' },
      d.token,
    );
    expect(res.body).toMatchObject({ status: 'ok', СуммаПополнения: 6000 });
    expect(res.body.RedirectURL).toEqual(expect.any(String));
    const profile = await t.get('/api/profile/get-profile-v6', d.token);
    expect((profile.body.result as { sessions: { duration: number }[] }).sessions[0]!.duration).toBe(60);
  });
});

describe('POST /api/payment/cancel', () => {
  it('refunds the unused whole minutes (a started minute is used) onto the balance', async () => {
    const d = await parked(20_000, 120);
    const city = await t.city();
    const refundsBefore = await systemBalance(city.db, 'refunds');
    // 10:20:30: 21 minutes used (2100), 12000 paid: 9900 back
    setClock('2026-03-16T10:20:30+05:00');
    const res = await t.post('/api/payment/cancel', { ReservationId: d.id }, d.token, 'cancel-k-01');
    expect(res.body).toMatchObject({
      status: 'ok',
      refund: 9900,
      balance: 20_000 - 12_000 + 9900,
      result: { duration: 21, sum: 2100, endDate: '2026-03-16T05:20:30.000Z' },
    });
    expect(await systemBalance(city.db, 'refunds')).toBe(refundsBefore - 9900);
    const again = await t.post('/api/payment/cancel', { ReservationId: d.id }, d.token, 'cancel-k-01');
    expect(again.body).toEqual(res.body);
    const twice = await t.post('/api/payment/cancel', { ReservationId: d.id }, d.token, 'cancel-k-02');
    expect(twice.body.errorName).toBe('ParkingSessionIsOver');
    const profile = await t.get('/api/profile/get-profile-v6', d.token);
    expect((profile.body.result as { sessions: unknown[] }).sessions).toEqual([]);
    expect(await checkInvariants(city.db)).toEqual(INVARIANTS_HOLD);
  });

  it('NoSaving when under 30 minutes remain; ParkingSessionIsOver when ended; not another driver', async () => {
    const d = await parked(20_000, 60);
    const other = await t.driver();
    expect((await t.post('/api/payment/cancel', { ReservationId: d.id }, other.token)).body.errorName).toBe(
      'ParkingSessionNotFound',
    );
    setClock('2026-03-16T10:30:01+05:00');
    const late = await t.post('/api/payment/cancel', { ReservationId: d.id }, d.token);
    expect(late.status).toBe(409);
    expect(late.body.errorName).toBe('NoSaving');
    setClock('2026-03-16T11:00:00+05:00');
    expect((await t.post('/api/payment/cancel', { ReservationId: d.id }, d.token)).body.errorName).toBe(
      'ParkingSessionIsOver',
    );
  });

  it('exactly 30 minutes left may still be cancelled; a renewed session refunds its renewal too', async () => {
    const d = await parked(20_000, 60);
    await t.post('/api/payment/renew', { ReservationId: d.id, Duration: 60 }, d.token, 'renew-c-01');
    // ends 12:00; at 11:30 exactly 30 minutes remain: 90 used (9000) of 12000 paid
    setClock('2026-03-16T11:30:00+05:00');
    const res = await t.post('/api/payment/cancel', { ReservationId: d.id }, d.token);
    expect(res.body).toMatchObject({ status: 'ok', refund: 3000, balance: 20_000 - 12_000 + 3000 });
  });

  it('bad input is ValidationError/ParkingSessionNotFound and changes nothing', async () => {
    const d = await parked(20_000, 60);
    const res = await t.post('/api/payment/cancel', {}, d.token);
    expect(res.status).toBe(400);
    expect(['ValidationError', 'ParkingSessionNotFound']).toContain(res.body.errorName);
    const key = await t.post('/api/payment/cancel', { ReservationId: d.id }, d.token, 'bad key');
    expect(key.body.errorName).toBe('ValidationError');
  });
});
