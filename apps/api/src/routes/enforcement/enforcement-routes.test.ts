import { normalizePlate } from '@parking/domain/profile/plate-rules';
import type { CheckResult } from '@parking/domain/staff/enforcement-contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CityContext } from '../../config/city-context.ts';
import { signInStaff } from '../../../test/staff-test-kit.ts';
import { makeCompany } from '../../services/fleet-parking/fleet-test-kit.ts';
import { invalidateMapSnapshot } from '../../services/map/map-snapshot-cache.ts';
import {
  addZone,
  freshPlate,
  MONDAY_10,
  openParkingApp,
  order,
  setClock,
  type Answer,
  type ParkingTestApp,
} from '../../services/parking/parking-test-kit.ts';

// Perm is UTC+5; TEST_TARIFF is free on weekdays 00-08 and paid 08-20. A driver paid an hour in
// zone E1 from Monday 10:00 (MONDAY_10), so the stay ends at 11:00 and the grace (the default
// 15 minutes) at 11:15. The checks are made at noon (the clock) about earlier instants.
const at = (hhmm: string) => `2026-03-16T${hhmm}:00+05:00`;
const NOON = at('12:00');

// Map objects of the test, far from perm's demo map (around 10° N, 10° E): metres to degrees.
const LAT_M = 111_195;
const LON_M = LAT_M * Math.cos((10 * Math.PI) / 180);
const pt = (lat: number, lon: number, northMetres = 0) => ({ lat: lat + northMetres / LAT_M, lon });

let t: ParkingTestApp;
let perm: CityContext;
let inspector: { id: number; token: string };
let support: { token: string };
const plates = {
  paid: '',
  subscription: '',
  otherZone: '',
  social: '',
  anyVehicle: '',
  fleet: '',
  unknown: normalizePlate('Х999ХХ99', 'rus'),
};
let sessionId = '';

type Geometry = { type: string; coordinates: unknown };

async function mapObject(
  code: string,
  category: string,
  zone: string | null,
  geometry: Geometry,
  freeparking = false,
): Promise<void> {
  const flat = JSON.stringify(geometry.coordinates)
    .match(/-?\d+(\.\d+)?/g)!
    .map(Number);
  const lngs = flat.filter((_, i) => i % 2 === 0);
  const lats = flat.filter((_, i) => i % 2 === 1);
  await perm.query(
    `INSERT INTO map_objects (objecttype, category, code, freeparking, zone_id, geometry, min_lng, min_lat, max_lng, max_lat)
     VALUES ('parkings', $1, $2, $3, (SELECT id FROM zones WHERE zonenumber = $4), $5, $6, $7, $8, $9)`,
    [
      category,
      code,
      freeparking,
      zone,
      JSON.stringify(geometry),
      ...[Math.min(...lngs), Math.min(...lats)],
      ...[Math.max(...lngs), Math.max(...lats)],
    ],
  );
}

/** A square of `metres` centred on (lat, lon). */
function square(lat: number, lon: number, metres: number): Geometry {
  const dLat = metres / 2 / LAT_M;
  const dLon = metres / 2 / LON_M;
  const ring = [
    [lon - dLon, lat - dLat],
    [lon + dLon, lat - dLat],
    [lon + dLon, lat + dLat],
    [lon - dLon, lat + dLat],
    [lon - dLon, lat - dLat],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

async function benefit(
  plate: string,
  opts: { type?: string; zones?: string[]; sale?: number; userId?: number } = {},
): Promise<void> {
  const userId = opts.userId ?? (await t.driver()).userId;
  await perm.query(
    `INSERT INTO benefits (user_id, type, variation, zones, plate, sale, status, starts_at, ends_at, days)
     VALUES ($1, $2, 'Тестовая льгота', $3, $4, $5, 'active', $6, $7, 30)`,
    [
      userId,
      opts.type ?? 'subscription',
      opts.zones ?? ['E1'],
      plate,
      opts.sale ?? 100,
      at('00:00'),
      '2026-04-15T00:00:00+05:00',
    ],
  );
}

async function check(body: Record<string, unknown>, token = inspector.token, city = ''): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${city}/api/enforcement/check`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() } as Answer;
}

const checkOf = (res: Answer) => res.body.check as CheckResult;

beforeAll(async () => {
  t = await openParkingApp(['perm', 'rostov']);
  perm = await t.city('perm');
  await addZone(perm, 'E1');
  await addZone(perm, 'E2');
  await addZone(perm, 'E3', undefined, { inactive: true });
  await addZone(await t.city('rostov'), 'W1');
  await mapObject('EP1', 'pocket', 'E1', square(10, 10, 100));
  await mapObject('EL1', 'roadside', 'E1', {
    type: 'LineString',
    coordinates: [
      [10.01, 10],
      [10.012, 10],
    ],
  });
  await mapObject(
    'ED1',
    'fordisabled',
    'E1',
    {
      type: 'LineString',
      coordinates: [
        [10.02, 10.02],
        [10.0202, 10.02],
      ],
    },
    true,
  );
  await mapObject('EF1', 'free', null, square(10.03, 10.03, 60), true);
  await mapObject('EB1', 'planar', 'E1', square(10.04, 10.04, 80));
  invalidateMapSnapshot(perm);
  inspector = await signInStaff(t, perm, 'inspector');
  support = await signInStaff(t, perm, 'support');

  // an hour paid in E1 from Monday 10:00
  setClock(MONDAY_10);
  const driver = await t.driver();
  await t.fund(driver.userId, 100_000);
  plates.paid = normalizePlate(freshPlate(), 'rus');
  const start = await t.post(
    '/api/payment/start',
    order(plates.paid, { Zone: 'E1' }),
    driver.token,
    'enf-start-1',
  );
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  sessionId = String((start.body.result as { id: string }).id);
  vi.restoreAllMocks();

  plates.subscription = normalizePlate(freshPlate(), 'rus');
  await benefit(plates.subscription);
  plates.otherZone = normalizePlate(freshPlate(), 'rus');
  await benefit(plates.otherZone, { zones: ['E2'] });
  plates.social = normalizePlate(freshPlate(), 'rus');
  await benefit(plates.social, { type: 'social', zones: ['#'], sale: 50 });
  // a resident's permit for any vehicle of its driver ('#'), reaching the plate through the cabinet
  const resident = await t.driver();
  plates.anyVehicle = normalizePlate(freshPlate(), 'rus');
  await perm.query(`INSERT INTO vehicles (user_id, plate, number_format) VALUES ($1, $2, 'rus')`, [
    resident.userId,
    plates.anyVehicle,
  ]);
  await benefit('#', { type: 'resident', userId: resident.userId });
  // a company's fleet stay 10:00-12:30 in E1
  const { companyId } = await makeCompany(perm);
  plates.fleet = normalizePlate(freshPlate(), 'rus');
  await perm.query(
    `INSERT INTO parking_sessions (company_id, kind, status, zone, plate, category, number_format, starts_at, ends_at,
       duration_minutes, sum_kopecks, payment_method)
     VALUES ($1, 'payment', 'active', 'E1', $2, 'B', 'rus', $3, $4, 150, 15000, $5)`,
    [companyId, plates.fleet, at('10:00'), at('12:30'), `corporate:${companyId}`],
  );
});
afterAll(() => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the check against a table of cases', () => {
  const zone = (plate: () => string, time: string, extra: Record<string, unknown> = {}) => ({
    body: () => ({ plate: plate(), zone: 'E1', time: at(time), ...extra }),
  });
  const point = (plate: () => string, time: string, where: { lat: number; lon: number }) => ({
    body: () => ({ plate: plate(), point: where, time: at(time) }),
  });
  const cases: [string, { body: () => Record<string, unknown> }, Partial<CheckResult>][] = [
    [
      'a paid stay',
      zone(() => plates.paid, '10:30'),
      { allowed: true, reason: 'paid', until: '2026-03-16T06:00:00.000Z' },
    ],
    [
      'expired within the grace',
      zone(() => plates.paid, '11:10'),
      { allowed: true, reason: 'grace', until: '2026-03-16T06:15:00.000Z' },
    ],
    [
      'expired beyond the grace',
      zone(() => plates.paid, '11:20'),
      { allowed: false, reason: 'expired', until: null },
    ],
    [
      'a stay in another zone',
      { body: () => ({ plate: plates.paid, zone: 'E2', time: at('10:30') }) },
      { allowed: false, reason: 'other_zone' },
    ],
    [
      'a subscription for this zone',
      zone(() => plates.subscription, '10:30'),
      { allowed: true, reason: 'subscription', until: '2026-04-14T19:00:00.000Z' },
    ],
    [
      'a subscription for another zone',
      zone(() => plates.otherZone, '10:30'),
      { allowed: false, reason: 'other_zone' },
    ],
    [
      "a permit for any of its driver's vehicles",
      zone(() => plates.anyVehicle, '10:30'),
      { allowed: true, reason: 'permit' },
    ],
    [
      "a company's fleet stay",
      zone(() => plates.fleet, '12:00'),
      { allowed: true, reason: 'paid', until: '2026-03-16T07:30:00.000Z' },
    ],
    [
      'an unknown plate',
      zone(() => plates.unknown, '10:30'),
      { allowed: false, reason: 'not_paid', until: null },
    ],
    [
      'the free interval of the tariff',
      zone(() => plates.unknown, '07:00'),
      { allowed: true, reason: 'free_interval', until: '2026-03-16T03:00:00.000Z' },
    ],
    [
      'a zone taking no payment',
      { body: () => ({ plate: plates.unknown, zone: 'E3', time: at('10:30') }) },
      { allowed: true, reason: 'not_payable' },
    ],
    [
      'a point inside a zone polygon',
      point(() => plates.paid, '10:30', pt(10, 10, 30)),
      { allowed: true, reason: 'paid', zone: { zonenumber: 'E1', name: 'E1' } },
    ],
    [
      'a point outside every zone',
      point(() => plates.unknown, '10:30', pt(10.06, 10.06)),
      { allowed: true, reason: 'no_zone', zone: null, place: null },
    ],
    [
      'a point 12 m from a street line',
      point(() => plates.unknown, '10:30', pt(10, 10.011, 12)),
      { allowed: false, reason: 'not_paid', place: { code: 'EL1', category: 'roadside', metres: 12 } },
    ],
    [
      'a point 30 m from a street line',
      point(() => plates.unknown, '10:30', pt(10, 10.011, 30)),
      { reason: 'no_zone', place: null },
    ],
    [
      'a disabled bay without the permit',
      point(() => plates.paid, '10:30', pt(10.02, 10.0201, 3)),
      { allowed: false, reason: 'disabled_bay' },
    ],
    [
      'a disabled bay with the permit',
      point(() => plates.social, '10:30', pt(10.02, 10.0201, 3)),
      { allowed: true, reason: 'disabled_permit' },
    ],
    [
      'a free parking',
      point(() => plates.unknown, '10:30', pt(10.03, 10.03)),
      { allowed: true, reason: 'free_parking' },
    ],
    [
      'a barrier car park',
      point(() => plates.unknown, '10:30', pt(10.04, 10.04)),
      { allowed: true, reason: 'barrier_parking' },
    ],
  ];

  it.each(cases)('%s', async (_name, { body }, want) => {
    setClock(NOON);
    const res = await check(body());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(checkOf(res)).toMatchObject(want);
  });

  it('names the stay, its end and the grace in the details, in the caller’s language', async () => {
    setClock(NOON);
    const grace = checkOf(await check({ plate: plates.paid, zone: 'E1', time: at('11:10') }));
    expect(grace.details).toMatchObject({ sessionId, endedAt: '2026-03-16T06:00:00.000Z', graceMinutes: 15 });
    expect(grace.reasonText).toBe('The paid time ended recently: within the grace period');
    const other = checkOf(await check({ plate: plates.otherZone, zone: 'E1', time: at('10:30') }));
    expect(other.details.otherZone).toBe('E2');
    const social = checkOf(
      await check({ plate: plates.social, point: pt(10.02, 10.0201, 3), time: at('10:30') }),
    );
    expect(social.details.permit).toMatchObject({ type: 'social', zones: ['#'] });
  });

  it('reads a plate typed in Latin letters and with spaces as the stored one', async () => {
    setClock(NOON);
    const latin = plates.paid.replace(/А/g, 'A').replace(/(\d{3})/, ' $1 ');
    const res = checkOf(await check({ plate: latin, zone: 'E1', time: at('10:30') }));
    expect(res).toMatchObject({ plate: plates.paid, reason: 'paid' });
  });

  it('names an open barrier ticket when the check gives it', async () => {
    setClock(NOON);
    await perm.query(
      `INSERT INTO barrier_tickets (parking_number, ticket_number, entered_at) VALUES ('EB1', 'T-42', $1)`,
      [at('09:00')],
    );
    const res = checkOf(await check({ plate: plates.unknown, point: pt(10.04, 10.04), ticket: 'T-42' }));
    expect(res).toMatchObject({
      reason: 'barrier_ticket',
      details: { ticket: { number: 'T-42', paidUntil: null } },
    });
  });
});

describe('refusals', () => {
  it('answers ZoneNotFound for a zone of another city, which its own city checks', async () => {
    setClock(NOON);
    const wrong = await check({ plate: plates.unknown, zone: 'W1' });
    expect([wrong.status, wrong.body.errorName]).toEqual([404, 'ZoneNotFound']);
    const rostov = await signInStaff(t, await t.city('rostov'), 'inspector');
    const right = await check({ plate: plates.unknown, zone: 'W1' }, rostov.token, '/c/rostov');
    expect(right.status).toBe(200);
    expect(checkOf(right).zone?.zonenumber).toBe('W1');
  });

  it('wants exactly one of zone and point, a plate, and a time within the last 31 days', async () => {
    setClock(NOON);
    const both = await check({ plate: plates.unknown, zone: 'E1', point: pt(10, 10) });
    expect([both.status, both.body.errorName]).toEqual([400, 'CheckPlaceRequired']);
    const neither = await check({ plate: plates.unknown });
    expect(neither.body.errorName).toBe('CheckPlaceRequired');
    const noPlate = await check({ plate: ' ', zone: 'E1' });
    expect(noPlate.body.errorName).toBe('RequiredField');
    const old = await check({ plate: plates.unknown, zone: 'E1', time: '2026-01-01T10:00:00+05:00' });
    expect([old.status, old.body.errorName]).toEqual([400, 'CheckTimeInvalid']);
    const ahead = await check({ plate: plates.unknown, zone: 'E1', time: at('12:30') });
    expect(ahead.body.errorName).toBe('CheckTimeInvalid');
  });

  it('serves an inspector, refuses support (403) and a call without a token (401)', async () => {
    setClock(NOON);
    const refused = await check({ plate: plates.unknown, zone: 'E1' }, support.token);
    expect([refused.status, refused.body.errorName]).toEqual([403, 'Forbidden']);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/enforcement/check',
      payload: { plate: plates.unknown, zone: 'E1' },
    });
    expect([anonymous.statusCode, anonymous.json().errorName]).toEqual([401, 'TokenNotFound']);
  });
});

describe('the batch', () => {
  it('answers each item in order, a refused one in its place', async () => {
    setClock(NOON);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enforcement/check-batch',
      headers: { authorization: `Bearer ${inspector.token}` },
      payload: {
        items: [
          { plate: plates.paid, zone: 'E1', time: at('10:30') },
          { plate: plates.unknown, zone: 'NOPE' },
          { plate: plates.subscription, point: pt(10, 10), time: at('10:30') },
          { plate: plates.unknown, zone: 'E1', time: at('10:30') },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      status: string;
      check?: CheckResult;
      errorName?: string;
      plate?: string;
    }[];
    expect(items.map((i) => i.check?.reason ?? i.errorName)).toEqual([
      'paid',
      'ZoneNotFound',
      'subscription',
      'not_paid',
    ]);
    expect(items[1]).toMatchObject({
      status: 'error',
      plate: plates.unknown,
      errorMessage: 'Зона не найдена',
    });
  });

  it('holds 1 to 200 items', async () => {
    for (const items of [[], Array.from({ length: 201 }, () => ({ plate: plates.unknown, zone: 'E1' }))]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/enforcement/check-batch',
        headers: { authorization: `Bearer ${inspector.token}` },
        payload: { items },
      });
      expect([res.statusCode, res.json().errorName]).toEqual([400, 'CheckBatchTooLarge']);
    }
  });
});

describe('the log', () => {
  it('keeps every check with its answer, and lists the caller’s own newest first', async () => {
    setClock(NOON);
    const member = await signInStaff(t, perm, 'inspector');
    const made = checkOf(await check({ plate: plates.paid, zone: 'E1', time: at('10:30') }, member.token));
    await check({ plate: plates.unknown, zone: 'NOPE' }, member.token);
    await check({ plate: plates.unknown, point: pt(10.06, 10.06) }, member.token);
    const { rows } = await perm.query(
      `SELECT id, plate, zonenumber, lat, allowed, reason, until, session_id, api_key_id FROM enforcement_checks
        WHERE staff_id = $1 ORDER BY id`,
      [member.id],
    );
    expect(rows.map((r) => [r.reason, r.allowed])).toEqual([
      ['paid', true],
      ['ZoneNotFound', null],
      ['no_zone', true],
    ]);
    expect(rows[0]).toMatchObject({
      id: made.checkId,
      plate: plates.paid,
      zonenumber: 'E1',
      session_id: Number(sessionId),
      api_key_id: null,
    });
    expect(new Date(rows[0]!.until as string).toISOString()).toBe('2026-03-16T06:00:00.000Z');
    expect(rows[2]!.lat).toBeCloseTo(10.06, 6);

    const recent = await t.app.inject({
      method: 'GET',
      url: '/api/enforcement/checks?limit=2',
      headers: { authorization: `Bearer ${member.token}` },
    });
    const items = recent.json().items as { reason: string; reasonText: string }[];
    expect(items.map((i) => [i.reason, i.reasonText])).toEqual([
      ['no_zone', 'Не платная зона'],
      ['ZoneNotFound', 'Зона не найдена'],
    ]);
  });
});
