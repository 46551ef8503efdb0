import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addZone,
  freshPlate,
  openParkingApp,
  order,
  setClock,
  type ParkingTestApp,
} from './parking-test-kit.ts';

// Perm is UTC+5 (Asia/Yekaterinburg). Zone T1: weekdays 0 / 100 / 50 kopecks a minute
// (00-08 / 08-20 / 20-24), Saturday 20, Sunday 10, holiday 5.

let t: ParkingTestApp;
let token: string;
let userId: number;

beforeAll(async () => {
  t = await openParkingApp(['perm', 'rostov']);
  const perm = await t.city();
  await addZone(perm, 'T1', undefined, {
    parkings: [
      { code: 'P-FREE', category: 'free' },
      { code: 'P-DIS', category: 'fordisabled', freeparking: true },
    ],
  });
  await addZone(perm, 'T2', undefined, { inactive: true });
  ({ token, userId } = await t.driver());
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const cost = (body: Record<string, unknown>, as = token) => t.post('/api/payment/cost', body, as);

describe('POST /api/payment/cost: hand-computed stays', () => {
  it.each([
    ['across midnight (Tue 23:30, 60 min: 30 x 50 + 30 free)', '2026-03-10T23:30:00+05:00', 60, 1500],
    ['Saturday into Sunday (Sat 23:00, 120 min: 60 x 20 + 60 x 10)', '2026-03-14T23:00:00+05:00', 120, 1800],
    ['a holiday (Mon 9 March 2026, the transferred 8 March: 60 x 5)', '2026-03-09T10:00:00+05:00', 60, 300],
    ['the same hour on an ordinary Monday (60 x 100)', '2026-03-16T10:00:00+05:00', 60, 6000],
    ['a free interval (Tue 07:30, 60 min: 30 free + 30 x 100)', '2026-03-10T07:30:00+05:00', 60, 3000],
    ['1440 minutes (Wed 08:00: 720 x 100 + 240 x 50 + 480 free)', '2026-03-11T08:00:00+05:00', 1440, 84000],
  ])('%s', async (_name, at, minutes, expected) => {
    setClock(at);
    const res = await cost(order(freshPlate(), { Duration: minutes }));
    expect(res.status).toBe(200);
    expect(res.body.totalcost).toBe(expected);
    const data = res.body.costData as { intervals: { cost: number }[]; totalcost: number };
    expect(data.totalcost).toBe(expected);
    expect(data.intervals.reduce((s, i) => s + i.cost, 0)).toBe(expected);
    expect(res.body.startDate).toBe(new Date(at).toISOString());
  });

  it('shows the interval rows with local times and day types', async () => {
    setClock('2026-03-14T23:00:00+05:00');
    const res = await cost(order(freshPlate(), { Duration: 120 }));
    const rows = (res.body.costData as { intervals: Record<string, unknown>[] }).intervals;
    expect(rows.map((r) => [r.localFrom, r.localTo, r.dayType, r.minutes, r.cost])).toEqual([
      ['2026-03-14 23:00', '2026-03-15 00:00', 'saturday', 60, 1200],
      ['2026-03-15 00:00', '2026-03-15 01:00', 'sunday', 60, 600],
    ]);
  });
});

describe('POST /api/payment/cost: balance, moneyEnough and refill', () => {
  it('is enough only when the balance is strictly greater than the cost', async () => {
    setClock('2026-03-16T10:00:00+05:00');
    const driver = await t.driver();
    const short = await cost(order(freshPlate()), driver.token);
    expect(short.body).toMatchObject({
      totalcost: 6000,
      balance: 0,
      moneyEnough: false,
      refill: 6001,
      priceRest: -6000,
    });
    await t.fund(driver.userId, 6000);
    const equal = await cost(order(freshPlate()), driver.token);
    expect(equal.body).toMatchObject({ balance: 6000, moneyEnough: false, refill: 1 });
    await t.fund(driver.userId, 1);
    const enough = await cost(order(freshPlate()), driver.token);
    expect(enough.body).toMatchObject({ balance: 6001, moneyEnough: true, refill: 0, priceRest: 1 });
  });

  it('answers the same from memory (peekQuote) as after reading the balance again (quoteCost)', async () => {
    setClock('2026-03-16T19:30:00+05:00');
    const driver = await t.driver();
    await t.fund(driver.userId, 5000);
    const body = order(freshPlate(), { Duration: 90 });
    // funding forgot the balance preview: this call reads it, the next one finds it in memory
    const read = await cost(body, driver.token);
    const fromMemory = await cost(body, driver.token);
    expect(read.body).toMatchObject({ totalcost: 3000 + 3000, balance: 5000, moneyEnough: false });
    expect(fromMemory.body).toEqual(read.body);
    // a top-up through this process shows at once, not after the preview's second
    await t.fund(driver.userId, 2000);
    expect((await cost(body, driver.token)).body).toMatchObject({ balance: 7000, moneyEnough: true });
  });

  it('a free stay is always enough', async () => {
    setClock('2026-03-10T06:00:00+05:00');
    const res = await cost(order(freshPlate()));
    expect(res.body).toMatchObject({ totalcost: 0, moneyEnough: true, refill: 0 });
  });
});

describe('POST /api/payment/cost: zones and parkings', () => {
  it('ZoneNotFound for an unknown zone number', async () => {
    const res = await cost(order(freshPlate(), { Zone: 'NOPE' }));
    expect(res.status).toBe(404);
    expect(res.body.errorName).toBe('ZoneNotFound');
  });

  it('TariffNotFound for an inactive zone (daycode -2)', async () => {
    setClock('2026-03-16T10:00:00+05:00');
    const res = await cost(order(freshPlate(), { Zone: 'T2' }));
    expect(res.status).toBe(409);
    expect(res.body.errorName).toBe('TariffNotFound');
  });

  it('TypeOfDayIsNotDefined for a day type without rows; CalculationCostError for overlapping rows', async () => {
    const perm = await t.city();
    await addZone(perm, 'T3', [['default', '00:00:00', '24:00:00', 600]]);
    await addZone(perm, 'T4', [
      ['default', '00:00:00', '24:00:00', 600],
      ['default', '10:00:00', '12:00:00', 900],
      ['saturday', '00:00:00', '24:00:00', 600],
      ['sunday', '00:00:00', '24:00:00', 600],
      ['holiday', '00:00:00', '24:00:00', 600],
    ]);
    setClock('2026-03-14T10:00:00+05:00');
    const saturday = await cost(order(freshPlate(), { Zone: 'T3' }));
    expect(saturday.status).toBe(409);
    expect(saturday.body.errorName).toBe('TypeOfDayIsNotDefined');
    const broken = await cost(order(freshPlate(), { Zone: 'T4' }));
    expect(broken.status).toBe(409);
    expect(broken.body.errorName).toBe('CalculationCostError');
  });

  it('CalendarIsEmpty past the filled calendar (2028)', async () => {
    setClock('2028-01-05T10:00:00+05:00');
    const res = await cost(order(freshPlate()));
    expect(res.status).toBe(409);
    expect(res.body.errorName).toBe('CalendarIsEmpty');
  });

  it('ignores ParkingCode where the city does not pay by parking id (perm)', async () => {
    setClock('2026-03-16T10:00:00+05:00');
    const res = await cost(order(freshPlate(), { ParkingCode: 'P-FREE' }));
    expect(res.body.totalcost).toBe(6000);
  });

  it('rostov (paymentByParkingId): the parking decides; free parking costs 0; for-disabled is paid; unknown or inactive is CantFindParking', async () => {
    const rostov = await t.city('rostov');
    await addZone(rostov, 'T1', undefined, {
      parkings: [
        { code: 'R-FREE', category: 'roadside', freeparking: true },
        { code: 'R-DIS', category: 'fordisabled', freeparking: true },
      ],
    });
    const driver = await t.driver('rostov');
    setClock('2026-03-16T10:00:00+03:00');
    const post = (code: string) =>
      t.post(
        '/api/payment/cost',
        order(freshPlate(), { ParkingCode: code }),
        driver.token,
        undefined,
        'rostov',
      );
    expect((await post('R-FREE')).body).toMatchObject({ status: 'ok', totalcost: 0, moneyEnough: true });
    expect((await post('R-DIS')).body).toMatchObject({ status: 'ok', totalcost: 6000 });
    const missing = await post('R-NONE');
    expect(missing.status).toBe(404);
    expect(missing.body.errorName).toBe('CantFindParking');
    // a parking the staff took off the map is not sold either
    await rostov.query(`UPDATE map_objects SET active = false WHERE code = 'R-DIS'`);
    expect((await post('R-DIS')).body.errorName).toBe('CantFindParking');
  });
});

describe('POST /api/payment/cost: durations, post-payment and extension', () => {
  it('ValidationError for a duration the settings do not offer', async () => {
    for (const Duration of [10, 1455, 50]) {
      const res = await cost(order(freshPlate(), { Duration }));
      expect(res.status, String(Duration)).toBe(400);
      expect(res.body.errorName).toBe('ValidationError');
    }
  });

  it('prices a post-payment from timestart; a future timestart is FuturePost', async () => {
    setClock('2026-03-16T12:00:00+05:00');
    const past = await cost(order(freshPlate(), { timestart: '2026-03-16T07:00:00+05:00' }));
    expect(past.body).toMatchObject({ status: 'ok', totalcost: 0 });
    const yesterday = await cost(order(freshPlate(), { timestart: '2026-03-15T10:00:00+05:00' }));
    expect(yesterday.body).toMatchObject({ status: 'ok', totalcost: 600 });
    const future = await cost(order(freshPlate(), { timestart: '2026-03-16T13:00:00+05:00' }));
    expect(future.status).toBe(400);
    expect(future.body.errorName).toBe('FuturePost');
    const tooOld = await cost(order(freshPlate(), { timestart: '2026-03-14T10:00:00+05:00' }));
    expect(tooOld.body.errorName).toBe('ValidationError');
  });

  it('ReservationId: the cost of extending that session from its end', async () => {
    setClock('2026-03-16T10:00:00+05:00');
    await t.fund(userId, 100_000);
    const plate = freshPlate();
    const started = await t.post('/api/payment/start', order(plate), token, `k-${plate}-ext`);
    expect(started.body.status).toBe('ok');
    const id = (started.body.result as { id: string }).id;
    // the session ends at 11:00; 600 more minutes run to 21:00: 540 x 100 + 60 x 50
    const res = await cost(order(plate, { ReservationId: id, Duration: 600 }));
    expect(res.body).toMatchObject({ totalcost: 57000, startDate: '2026-03-16T06:00:00.000Z' });
    const other = await t.driver();
    const foreign = await cost(order(plate, { ReservationId: id }), other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorName).toBe('ParkingSessionNotFound');
    setClock('2026-03-16T11:00:00+05:00');
    const over = await cost(order(plate, { ReservationId: id }));
    expect(over.status).toBe(409);
    expect(over.body.errorName).toBe('ParkingSessionIsOver');
  });
});

describe('POST /api/payment/cost: input and tokens', () => {
  it('the seeds names for missing fields, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...order(''), Vehicle: { Number: '' } }, 'EmptyTs'],
      [{ ...order(freshPlate()), Zone: '' }, 'NoZoneSelected'],
      [{ ...order(freshPlate()), Duration: undefined }, 'NoDurationSelected'],
      [{ ...order('12'), Vehicle: { Number: '!!!' } }, 'ValidationError'],
      // every field wrong: the first specific name the schema gives
      [{ Vehicle: 'x', Zone: ['a'], Duration: { a: 1 } }, 'NoZoneSelected'],
    ];
    for (const [body, name] of cases) {
      const res = await cost(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorName, JSON.stringify(body)).toBe(name);
    }
  });

  it('accepts the lower-case field names of document 1 and form bodies', async () => {
    setClock('2026-03-16T10:00:00+05:00');
    const res = await cost({
      transport: 'a123aa59',
      category: 'B',
      numberFormat: 'rus',
      zone: 'T1',
      duration: '60',
    });
    expect(res.body).toMatchObject({ status: 'ok', totalcost: 6000 });
  });

  it('TokenNotFound without a driver token; guests use the unregistered call', async () => {
    expect((await cost(order(freshPlate()), '')).body.errorName).toBe('TokenNotFound');
    const guest = await t.guest();
    expect((await cost(order(freshPlate()), guest)).status).toBe(401);
    setClock('2026-03-16T10:00:00+05:00');
    const res = await t.post('/api/payment/unregistered/cost', order(freshPlate()), guest);
    expect(res.body).toMatchObject({ status: 'ok', totalcost: 6000, balance: 0, moneyEnough: false });
  });

  it('FeatureDisabled for the unregistered cost where guests cannot pay (rostov)', async () => {
    const guest = await t.guest('rostov');
    const res = await t.post(
      '/api/payment/unregistered/cost',
      order(freshPlate()),
      guest,
      undefined,
      'rostov',
    );
    expect(res.status).toBe(403);
    expect(res.body.errorName).toBe('FeatureDisabled');
    // again with rostov's flags in memory (the path that answers without a promise)
    const again = await t.post(
      '/api/payment/unregistered/cost',
      order(freshPlate()),
      guest,
      undefined,
      'rostov',
    );
    expect(again.body.errorName).toBe('FeatureDisabled');
    for (const url of ['/api/payment/unregistered/start', '/api/payment/unregistered/post-payment-start']) {
      const start = await t.post(
        url,
        order(freshPlate(), { PaymentService: 'card' }),
        guest,
        undefined,
        'rostov',
      );
      expect(start.body.errorName, url).toBe('FeatureDisabled');
    }
  });
});
