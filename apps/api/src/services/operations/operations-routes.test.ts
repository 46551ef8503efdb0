import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
  t = await openParkingApp(['perm', 'rostov']);
  perm = await t.city();
  await addZone(perm, 'T1');
  for (const [code, on] of [
    ['perm', false],
    ['rostov', true],
  ] as const) {
    await (
      await t.city(code)
    ).query(
      `UPDATE site_settings SET value = value || jsonb_build_object('useBonus', $1::boolean) WHERE key = 'settings_flags'`,
      [on],
    );
  }
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

let seeded = 0;
/** An operation row straight into the read model (dates and fields under the test's control). */
async function seed(city: CityContext, userId: number, at: string, fields: Record<string, unknown> = {}) {
  seeded += 1;
  const row: Record<string, unknown> = {
    type: 'payment',
    amount: -6000,
    status: 'done',
    zone: 'T1',
    plate: 'А001АА159',
    ...fields,
  };
  await city.query(
    `INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, card_payment_id, zone, plate, parking_code, session_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      userId,
      at,
      row.type,
      row.amount,
      row.status,
      `seed-${seeded}`,
      row.zone,
      row.plate,
      row.parking_code ?? null,
      row.session_id ?? null,
    ],
  );
}

type Row = Record<string, unknown>;
const list = async (token: string, body: Record<string, unknown> = {}, city?: string) =>
  t.post('/api/profile/get-operations-with-filter', body, token, undefined, city);

describe('operations from the real money flows', () => {
  it('a refill, a start, a renewal and a cancel show as refill, payment, renew, cancel, newest first', async () => {
    setClock('2026-03-16T10:00:00+05:00');
    const d = await t.driver();
    await t.fund(d.userId, 100_000);
    const plate = freshPlate();
    const start = await t.post('/api/payment/start', order(plate, { Duration: 60 }), d.token, 'ops-start-1');
    expect(start.body.status).toBe('ok');
    const id = (start.body.result as { id: string }).id;
    const renew = await t.post(
      '/api/payment/renew',
      { ReservationId: id, Duration: 60 },
      d.token,
      'ops-renew-1',
    );
    expect(renew.body.status).toBe('ok');
    const cancel = await t.post('/api/payment/cancel', { ReservationId: id }, d.token, 'ops-cancel-1');
    expect(cancel.body.status).toBe('ok');

    const res = await t.get('/api/profile/get-operations-v2', d.token);
    expect(res.status).toBe(200);
    const rows = res.body.result as Row[];
    expect(rows.map((r) => r.type)).toEqual(['cancel', 'renew', 'payment', 'refill']);
    expect(rows.find((r) => r.type === 'refill')).toMatchObject({
      amount: 100_000,
      sum: 100_000,
      status: 'done',
    });
    const payment = rows.find((r) => r.type === 'payment')!;
    expect(payment).toMatchObject({
      amount: -6000,
      sum: 6000,
      zone: 'T1',
      orderNumber: id,
      paymentMethod: 'balance',
    });
    expect(payment.transport).toMatch(/^А\d{3}АА\d{3}$/);
    expect(payment.description).toContain('Зона T1');
    expect((rows.find((r) => r.type === 'cancel')!.amount as number) > 0).toBe(true);
    expect(res.body).toMatchObject({ offset: 0, pageSize: 50, nextOffset: null });

    // the same order number filters the session's three operations
    const byOrder = await list(d.token, { OrderNumber: id });
    expect((byOrder.body.result as Row[]).map((r) => r.type)).toEqual(['cancel', 'renew', 'payment']);
  });

  it('a driver never sees another driver’s operations; no token is TokenNotFound', async () => {
    const a = await t.driver();
    const b = await t.driver();
    await seed(perm, a.userId, '2026-03-10T10:00:00Z');
    expect((await list(b.token)).body.result).toEqual([]);
    expect((await list(a.token)).body.result).toHaveLength(1);
    const anonymous = await t.post('/api/profile/get-operations-with-filter', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.status).toBe('error');
  });
});

describe('filters', () => {
  it('the period ends at the end of EndDate in the city time zone (perm, UTC+5)', async () => {
    const d = await t.driver();
    await seed(perm, d.userId, '2026-03-09T18:59:59Z'); // 09/03 23:59:59 local
    await seed(perm, d.userId, '2026-03-09T19:00:00Z'); // 10/03 00:00 local
    await seed(perm, d.userId, '2026-03-10T18:59:59Z'); // 10/03 23:59:59 local
    await seed(perm, d.userId, '2026-03-10T19:00:00Z'); // 11/03 00:00 local
    const got = await list(d.token, { StartDate: '10/03/2026', EndDate: '10/03/2026' });
    expect((got.body.result as Row[]).map((r) => r.dateOperation)).toEqual([
      '2026-03-10T18:59:59.000Z',
      '2026-03-09T19:00:00.000Z',
    ]);
    expect((await list(d.token, { StartDate: '11/03/2026' })).body.result).toHaveLength(1);
    expect((await list(d.token, { EndDate: '09/03/2026' })).body.result).toHaveLength(1);
  });

  it('type, vehicle (typed in Latin), zone or parking code, order number', async () => {
    const d = await t.driver();
    await seed(perm, d.userId, '2026-03-10T10:00:00Z', {
      type: 'refill',
      amount: 50_000,
      zone: null,
      plate: null,
    });
    await seed(perm, d.userId, '2026-03-10T11:00:00Z', { plate: 'А001АА159', zone: 'T1' });
    await seed(perm, d.userId, '2026-03-10T12:00:00Z', { plate: 'В777ВВ159', zone: 'T2', session_id: 4242 });
    await seed(perm, d.userId, '2026-03-10T13:00:00Z', {
      type: 'renew',
      plate: 'В777ВВ159',
      zone: 'T2',
      parking_code: 'P-9',
    });
    const types = async (body: Record<string, unknown>) =>
      ((await list(d.token, body)).body.result as Row[]).map((r) => r.type);
    expect(await types({ Operation: 'refill' })).toEqual(['refill']);
    expect(await types({ Operation: 'all' })).toHaveLength(4);
    expect(await types({ Vehicle: 'b 777 bb 159' })).toEqual(['renew', 'payment']);
    expect(await types({ Zone: 'T1' })).toEqual(['payment']);
    expect(await types({ Zone: 'P-9' })).toEqual(['renew']);
    expect(await types({ OrderNumber: '4242' })).toEqual(['payment']);
    expect(await types({ Operation: 'cancel' })).toEqual([]);
    // the same filters as query parameters of get-operations-v2
    const v2 = await t.get('/api/profile/get-operations-v2?Operation=renew&Zone=T2', d.token);
    expect((v2.body.result as Row[]).map((r) => r.type)).toEqual(['renew']);
  });

  it('bonus20 is a filter only where useBonus is on', async () => {
    const d = await t.driver();
    const off = await list(d.token, { Operation: 'bonus20' });
    expect(off.status).toBe(400);
    expect(off.body).toMatchObject({ status: 'error', errorName: 'InvalidFormat' });
    const r = await t.driver('rostov');
    const rostov = await t.city('rostov');
    await seed(rostov, r.userId, '2026-03-10T10:00:00Z', {
      type: 'bonus20',
      amount: 2000,
      plate: null,
      zone: null,
    });
    const on = await list(r.token, { Operation: 'bonus20' }, 'rostov');
    expect(on.body.status).toBe('ok');
    expect(on.body.result).toHaveLength(1);
  });

  it('bad filters get the error envelope, never a 500', async () => {
    const d = await t.driver();
    for (const body of [
      { StartDate: '32/01/2026' },
      { StartDate: '2026.01.01' },
      { StartDate: '05/03/2026', EndDate: '04/03/2026' },
      { Operation: 'theft' },
      { offset: -50 },
      { offset: 'ten' },
      { Vehicle: 'X'.repeat(50) },
      { StartDate: { $gt: 1 } },
    ]) {
      const res = await list(d.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe('error');
      expect(typeof res.body.errorName).toBe('string');
    }
  });
});

describe('paging', () => {
  it('50 a page, newest first, equal instants in a stable order, no row twice', async () => {
    const d = await t.driver();
    await perm.query(
      `INSERT INTO profile_operations (user_id, occurred_at, type, amount, status, card_payment_id, zone, plate)
       SELECT $1::int, timestamptz '2026-03-01T00:00:00Z' + (n / 3) * interval '1 minute', 'payment', -100 * n, 'done',
              'page-' || $1::int || '-' || n, 'T1', 'А001АА159'
         FROM generate_series(1, 120) AS n`,
      [d.userId],
    );
    const pages: Row[][] = [];
    for (const offset of [0, 50, 100]) {
      const res = await list(d.token, { offset });
      pages.push(res.body.result as Row[]);
      expect(res.body.nextOffset).toBe(offset === 100 ? null : offset + 50);
    }
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    const all = pages.flat();
    expect(new Set(all.map((r) => r.id)).size).toBe(120);
    const keys = all.map((r) => [r.dateOperation as string, Number(r.id)] as const);
    for (let i = 1; i < keys.length; i++) {
      const [prevAt, prevId] = keys[i - 1]!;
      const [at, id] = keys[i]!;
      expect(prevAt > at || (prevAt === at && prevId > id)).toBe(true);
    }
    const again = await list(d.token, { offset: 50 });
    expect((again.body.result as Row[]).map((r) => r.id)).toEqual(pages[1]!.map((r) => r.id));
  });
});

describe('POST /api/profile/get-spending-summary', () => {
  it('spent and refilled per month and per week in the city calendar; filters apply', async () => {
    const d = await t.driver();
    await seed(perm, d.userId, '2026-02-28T19:30:00Z', { amount: -1000 }); // 01/03 00:30 local: March
    await seed(perm, d.userId, '2026-03-10T10:00:00Z', { amount: -2000 });
    await seed(perm, d.userId, '2026-03-11T10:00:00Z', { type: 'cancel', amount: 500 });
    await seed(perm, d.userId, '2026-03-12T10:00:00Z', {
      type: 'refill',
      amount: 10_000,
      zone: null,
      plate: null,
    });
    await seed(perm, d.userId, '2026-04-02T10:00:00Z', { amount: -3000, zone: 'T2' });
    await seed(perm, d.userId, '2026-04-03T10:00:00Z', { amount: -9999, status: 'error' });
    const month = await t.post('/api/profile/get-spending-summary', {}, d.token);
    expect(month.body).toMatchObject({
      status: 'ok',
      groupBy: 'month',
      totalSpent: 5500,
      result: [
        { periodStart: '01/03/2026', spent: 2500, refilled: 10_000, count: 4 },
        { periodStart: '01/04/2026', spent: 3000, refilled: 0, count: 1 },
      ],
    });
    const week = await t.post('/api/profile/get-spending-summary', { groupBy: 'week', Zone: 'T1' }, d.token);
    expect(week.body.result).toEqual([
      { periodStart: '23/02/2026', spent: 1000, refilled: 0, count: 1 },
      // the refund of 11/03 is in T1 too
      { periodStart: '09/03/2026', spent: 1500, refilled: 0, count: 2 },
    ]);
    const bad = await t.post('/api/profile/get-spending-summary', { groupBy: 'year' }, d.token);
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe('error');
    const other = await t.driver();
    expect((await t.post('/api/profile/get-spending-summary', {}, other.token)).body).toMatchObject({
      result: [],
      totalSpent: 0,
    });
  });
});
