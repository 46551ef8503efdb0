import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import {
  addZone,
  freshPlate,
  openParkingApp,
  order,
  setClock,
  type ParkingTestApp,
  MONDAY_10,
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

async function fundedDriver(kopecks: number) {
  const d = await t.driver();
  if (kopecks > 0) await t.fund(d.userId, kopecks);
  return d;
}

describe('POST /api/payment/start from the balance', () => {
  it('debits the cost, answers the active session and the balance, and the profile shows both', async () => {
    setClock(MONDAY_10);
    const d = await fundedDriver(10_000);
    const plate = freshPlate();
    const res = await t.post(
      '/api/payment/start',
      order(plate, { PaymentService: 'balance' }),
      d.token,
      'start-1-key',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', balance: 4000 });
    const session = res.body.result as Record<string, unknown>;
    expect(session).toMatchObject({
      zone: 'T1',
      numberTs: plate.replace(/A/g, 'А'),
      status: 'Действует',
      duration: 60,
      sum: 6000,
      kind: 'payment',
      startDate: '2026-03-16T05:00:00.000Z',
      endDate: '2026-03-16T06:00:00.000Z',
      amountToPay: 0,
    });
    const profile = await t.get('/api/profile/get-profile-v6', d.token);
    const result = profile.body.result as { balance: number; sessions: { id: string }[] };
    expect(result.balance).toBe(4000);
    expect(result.sessions.map((s) => s.id)).toEqual([session.id]);
    expect(await checkInvariants((await t.city()).db)).toEqual(INVARIANTS_HOLD);
  });

  it('a retry with the same key returns the first answer and moves no money', async () => {
    setClock(MONDAY_10);
    const d = await fundedDriver(10_000);
    const body = order(freshPlate());
    const first = await t.post('/api/payment/start', body, d.token, 'same-key-001');
    const again = await t.post('/api/payment/start', body, d.token, 'same-key-001');
    expect(again.body).toEqual(first.body);
    expect(await balanceOf((await t.city()).db, d.userId)).toBe(4000);
    const other = await t.post('/api/payment/start', order(freshPlate()), d.token, 'same-key-001');
    expect(other.status).toBe(409);
    expect(other.body.errorName).toBe('ValidationError');
  });

  it('NoMoneyNoHoney (402) when short, nothing kept; a balance equal to the cost is enough', async () => {
    setClock(MONDAY_10);
    const d = await fundedDriver(5999);
    const plate = freshPlate();
    const short = await t.post('/api/payment/start', order(plate), d.token, 'short-key-01');
    expect(short.status).toBe(402);
    expect(short.body.errorName).toBe('NoMoneyNoHoney');
    await t.fund(d.userId, 1);
    const ok = await t.post('/api/payment/start', order(plate), d.token, 'short-key-01');
    expect(ok.body).toMatchObject({ status: 'ok', balance: 0 });
  });

  it('NoMoneyNoHoney for a driver who never had money (no balance account yet); the same key runs once funded', async () => {
    setClock(MONDAY_10);
    const d = await fundedDriver(0);
    const plate = freshPlate();
    const none = await t.post('/api/payment/start', order(plate), d.token, 'never-funded-01');
    expect(none.status).toBe(402);
    expect(none.body.errorName).toBe('NoMoneyNoHoney');
    await t.fund(d.userId, 6000);
    const ok = await t.post('/api/payment/start', order(plate), d.token, 'never-funded-01');
    expect(ok.body).toMatchObject({ status: 'ok', balance: 0 });
    expect(await checkInvariants((await t.city()).db)).toEqual(INVARIANTS_HOLD);
  });

  it('ParkingSessionAlreadyExists for a vehicle already parked, by anyone; free again once it ended', async () => {
    setClock(MONDAY_10);
    const a = await fundedDriver(20_000);
    const b = await fundedDriver(20_000);
    const plate = freshPlate();
    expect((await t.post('/api/payment/start', order(plate), a.token, 'dup-a-0001')).body.status).toBe('ok');
    const again = await t.post('/api/payment/start', order(plate), b.token, 'dup-b-0001');
    expect(again.status).toBe(409);
    expect(again.body.errorName).toBe('ParkingSessionAlreadyExists');
    setClock('2026-03-16T11:00:00+05:00');
    expect((await t.post('/api/payment/start', order(plate), b.token, 'dup-b-0002')).body.status).toBe('ok');
  });

  it('a free stay starts at once at no cost', async () => {
    setClock('2026-03-16T06:00:00+05:00');
    const d = await fundedDriver(0);
    const res = await t.post('/api/payment/start', order(freshPlate()), d.token, 'free-key-01');
    expect(res.body).toMatchObject({ status: 'ok', balance: 0, result: { sum: 0, status: 'Действует' } });
  });

  it('PaymentServiceNotFound, RequiredField and the receipt method', async () => {
    setClock(MONDAY_10);
    const d = await fundedDriver(10_000);
    const cases: [Record<string, unknown>, string, number][] = [
      [{ PaymentService: 'bitcoin' }, 'PaymentServiceNotFound', 400],
      [{ PaymentService: 'Квитанция' }, 'PaymentServiceNotFound', 400],
      [{ PaymentService: 'mobile' }, 'RequiredField', 400],
      [{ PaymentService: '' }, 'NotSelectedPaymentService', 400],
      [{ phone: '123' }, 'ValidationError', 400],
    ];
    for (const [extra, name, status] of cases) {
      const res = await t.post('/api/payment/start', order(freshPlate(), extra), d.token);
      expect(res.status, name).toBe(status);
      expect(res.body.errorName, JSON.stringify(extra)).toBe(name);
    }
    expect(await balanceOf((await t.city()).db, d.userId)).toBe(10_000);
  });
});

describe('POST /api/payment/post-payment-start', () => {
  it('pays a stay that began earlier today; RequiredField without timestart; FuturePost ahead', async () => {
    setClock('2026-03-16T12:00:00+05:00');
    const d = await fundedDriver(20_000);
    const plate = freshPlate();
    const url = '/api/payment/post-payment-start';
    const missing = await t.post(url, order(plate), d.token);
    expect(missing.body.errorName).toBe('RequiredField');
    const future = await t.post(url, order(plate, { timestart: '2026-03-16T12:30:00+05:00' }), d.token);
    expect(future.body.errorName).toBe('FuturePost');
    // 09:00-10:00, over by now: paid and recorded as finished (not in the profile)
    const done = await t.post(
      url,
      order(plate, { timestart: '2026-03-16T09:00:00+05:00' }),
      d.token,
      'post-k-001',
    );
    expect(done.body).toMatchObject({
      status: 'ok',
      balance: 14_000,
      result: { kind: 'postPayment', sum: 6000 },
    });
    // overlapping the paid hour: refused
    const overlap = await t.post(url, order(plate, { timestart: '2026-03-16T09:30:00+05:00' }), d.token);
    expect(overlap.body.errorName).toBe('ParkingSessionAlreadyExists');
    // 11:30 for 60 minutes: runs until 12:30, so it is a current session
    const running = await t.post(
      url,
      order(plate, { timestart: '2026-03-16T11:30:00+05:00' }),
      d.token,
      'post-k-002',
    );
    expect(running.body).toMatchObject({ status: 'ok', balance: 8000 });
    const profile = await t.get('/api/profile/get-profile-v6', d.token);
    expect((profile.body.result as { sessions: unknown[] }).sessions).toHaveLength(1);
  });

  it('yesterday is allowed in perm (usePostPaymentYesterday); the day before is not; nor at 23:59', async () => {
    setClock('2026-03-16T12:00:00+05:00');
    const d = await fundedDriver(20_000);
    const url = '/api/payment/post-payment-start';
    const yesterday = await t.post(
      url,
      order(freshPlate(), { timestart: '2026-03-15T10:00:00+05:00' }),
      d.token,
    );
    expect(yesterday.body).toMatchObject({ status: 'ok', result: { sum: 600 } });
    const older = await t.post(url, order(freshPlate(), { timestart: '2026-03-14T10:00:00+05:00' }), d.token);
    expect(older.body.errorName).toBe('ValidationError');
    setClock('2026-03-16T23:59:10+05:00');
    const late = await t.post(url, order(freshPlate(), { timestart: '2026-03-16T10:00:00+05:00' }), d.token);
    expect(late.body.errorName).toBe('ValidationError');
  });
});

describe('retries', () => {
  it('a retry gets the first answer even after the post-payment window closed', async () => {
    setClock('2026-03-16T12:00:00+05:00');
    const d = await fundedDriver(20_000);
    const body = order(freshPlate(), { timestart: '2026-03-16T09:00:00+05:00' });
    const first = await t.post('/api/payment/post-payment-start', body, d.token, 'post-retry-01');
    expect(first.body.status).toBe('ok');
    setClock('2026-03-18T12:00:00+05:00');
    const retry = await t.post('/api/payment/post-payment-start', body, d.token, 'post-retry-01');
    expect(retry.body).toEqual(first.body);
    const fresh = await t.post('/api/payment/post-payment-start', body, d.token, 'post-retry-02');
    expect(fresh.body.errorName).toBe('ValidationError');
  });
});

describe('card paths', () => {
  it('continue: NotSelectedPaymentService with the balance; by card a RedirectURL and no money moved', async () => {
    setClock(MONDAY_10);
    const d = await fundedDriver(0);
    const balance = await t.post('/api/payment/continue', order(freshPlate()), d.token);
    expect(balance.body.errorName).toBe('NotSelectedPaymentService');
    const card = await t.post(
      '/api/payment/continue',
      order(freshPlate(), { PaymentService: 'card' }),
      d.token,
      'cont-k-001',
    );
    expect(card.body).toMatchObject({ status: 'ok', СуммаПополнения: 6000 });
    expect(card.body.RedirectURL).toEqual(expect.any(String));
    expect(card.body.result).toBeUndefined();
  });
});
