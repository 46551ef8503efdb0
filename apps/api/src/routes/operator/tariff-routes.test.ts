import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  TEST_TARIFF,
  addZone,
  freshPlate,
  openParkingApp,
  order,
  setClock,
  type ParkingTestApp,
} from '../../services/parking/parking-test-kit.ts';
import type { CityContext } from '../../config/city-context.ts';
import { signInStaff, staffCall } from '../../../test/staff-test-kit.ts';

// Perm is UTC+5. TEST_TARIFF: weekdays 08-20 at 6000 kopecks an hour (100 a minute). Versions are
// scheduled for Monday 30 November 2026 (after the real clock of these runs; the parking clock is
// set there with setClock), with the weekday day price doubled: 200 a minute.
const DEARER = { timeFrom: '08:00', timeTo: '20:00', pricePerHour: 12_000 };
const days = (day = DEARER) => ({
  default: [
    { timeFrom: '00:00', timeTo: '08:00', pricePerHour: 0 },
    day,
    { timeFrom: '20:00', timeTo: '24:00', pricePerHour: 3000 },
  ],
  saturday: [{ timeFrom: '00:00', timeTo: '24:00', pricePerHour: 1200 }],
  sunday: [{ timeFrom: '00:00', timeTo: '24:00', pricePerHour: 600 }],
  holiday: [{ timeFrom: '00:00', timeTo: '24:00', pricePerHour: 300 }],
});

let t: ParkingTestApp;
let perm: CityContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  perm = await t.city();
  for (const zone of ['T1', 'T3', 'T4', 'T5']) await addZone(perm, zone, TEST_TARIFF);
  for (const role of ['administrator', 'tariff_manager', 'content_editor', 'support'] as const) {
    tokens[role] = (await signInStaff(t, perm, role)).token;
  }
});
afterAll(() => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const schedule = (
  zone: string,
  effectiveFrom: string,
  body: Record<string, unknown> = {},
  token = tokens.tariff_manager,
) =>
  staffCall(t, 'POST', `/api/operator/tariffs/${zone}`, {
    token,
    body: { effectiveFrom, days: days(), ...body },
  });

describe('staff calls and roles', () => {
  it('content editors and support are refused every call; tariff managers and administrators are served', async () => {
    const made = await schedule('T5', '2026-12-01T00:00:00+05:00');
    const id = (made.body.version as { id: number }).id;
    const calls = [
      ['GET', '/api/operator/tariffs', undefined],
      ['GET', '/api/operator/tariffs/T5', undefined],
      ['POST', '/api/operator/tariffs/T5', { effectiveFrom: '2026-12-02T00:00:00+05:00', days: days() }],
      ['DELETE', `/api/operator/tariffs/T5/versions/${id}`, undefined],
    ] as const;
    for (const role of ['content_editor', 'support']) {
      for (const [method, url, body] of calls) {
        const res = await staffCall(t, method, url, { token: tokens[role], body });
        expect([role, method, url, res.status, res.body.errorName]).toEqual([
          role,
          method,
          url,
          403,
          'Forbidden',
        ]);
      }
    }
    for (const role of ['tariff_manager', 'administrator']) {
      const list = await staffCall(t, 'GET', '/api/operator/tariffs?q=T5', { token: tokens[role] });
      expect(list.status).toBe(200);
      const zone = await staffCall(t, 'GET', '/api/operator/tariffs/T5', { token: tokens[role] });
      expect(zone.status).toBe(200);
    }
    const post = await staffCall(t, 'POST', calls[2][1], { token: tokens.administrator, body: calls[2][2] });
    expect(post.status).toBe(200);
    const del = await staffCall(t, 'DELETE', calls[3][1], { token: tokens.administrator });
    expect(del.status).toBe(200);
    expect((await staffCall(t, 'GET', '/api/operator/tariffs')).status).toBe(401);
    // the guard answers before the body is read
    const junk = { junk: true };
    const anonymous = await staffCall(t, 'POST', '/api/operator/tariffs/T5', { body: junk });
    expect([anonymous.status, anonymous.body.errorName]).toEqual([401, 'TokenNotFound']);
    const editor = await staffCall(t, 'POST', '/api/operator/tariffs/T5', {
      token: tokens.content_editor,
      body: junk,
    });
    expect([editor.status, editor.body.errorName]).toEqual([403, 'Forbidden']);
  });

  it('shows the current and coming versions side by side, and lists the zone in short', async () => {
    await schedule('T4', '2026-12-07T00:00:00+05:00');
    const zone = await staffCall(t, 'GET', '/api/operator/tariffs/T4', { token: tokens.tariff_manager });
    expect(zone.body).toMatchObject({
      status: 'ok',
      zone: { zonenumber: 'T4' },
      current: {
        status: 'current',
        effectiveFrom: '1970-01-01T00:00:00.000Z',
        effectiveTo: '2026-12-06T19:00:00.000Z',
      },
      coming: [
        { status: 'coming', effectiveFrom: '2026-12-06T19:00:00.000Z', effectiveTo: null, days: days() },
      ],
      past: [],
    });
    expect((zone.body.current as { days: unknown }).days).toMatchObject({
      saturday: [{ timeFrom: '00:00', timeTo: '24:00', pricePerHour: 1200 }],
    });
    const list = await staffCall(t, 'GET', '/api/operator/tariffs?q=t4&pageSize=5', {
      token: tokens.tariff_manager,
    });
    expect(list.body).toMatchObject({
      count: 1,
      items: [
        {
          zonenumber: 'T4',
          current: { minPricePerHour: 0, maxPricePerHour: 6000 },
          comingCount: 1,
          nextEffectiveFrom: '2026-12-06T19:00:00.000Z',
        },
      ],
    });
  });

  it('refuses bad versions with a report of where, versions in the past, a taken instant and unknown zones', async () => {
    const gap = await schedule('T4', '2026-12-08T00:00:00+05:00', {
      days: { ...days(), sunday: [{ timeFrom: '00:00', timeTo: '23:00', pricePerHour: 600 }] },
    });
    expect(gap.status).toBe(400);
    expect(gap.body).toMatchObject({
      errorName: 'TariffVersionInvalid',
      fields: { 'body.days.sunday': 'Gap 23:00-24:00' },
    });
    const kopecks = await schedule('T4', '2026-12-08T00:00:00+05:00', {
      days: days({ ...DEARER, pricePerHour: 10.5 }),
    });
    expect([kopecks.status, kopecks.body.errorName]).toEqual([400, 'TariffVersionInvalid']);
    const past = await schedule('T4', '2020-01-01T00:00:00Z');
    expect([past.status, past.body.errorName]).toEqual([400, 'TariffVersionInPast']);
    const taken = await schedule('T4', '2026-12-07T00:00:00+05:00');
    expect([taken.status, taken.body.errorName]).toEqual([409, 'TariffVersionExists']);
    const missing = await schedule('NOPE', '2026-12-08T00:00:00+05:00');
    expect([missing.status, missing.body.errorName]).toEqual([404, 'ZoneNotFound']);
    const shape = await staffCall(t, 'POST', '/api/operator/tariffs/T4', {
      token: tokens.tariff_manager,
      body: { effectiveFrom: 'soon', days: 'all' },
    });
    expect(shape.status).toBe(400);
  });

  it('cancels a coming version (audited), never one in force, and says when there is none', async () => {
    const made = await schedule('T4', '2026-12-09T00:00:00+05:00');
    const id = (made.body.version as { id: number }).id;
    const cancel = await staffCall(t, 'DELETE', `/api/operator/tariffs/T4/versions/${id}`, {
      token: tokens.tariff_manager,
    });
    expect(cancel.body).toMatchObject({ status: 'ok', version: { id, status: 'coming' } });
    const again = await staffCall(t, 'DELETE', `/api/operator/tariffs/T4/versions/${id}`, {
      token: tokens.tariff_manager,
    });
    expect([again.status, again.body.errorName]).toEqual([404, 'TariffVersionNotFound']);
    const base = (await staffCall(t, 'GET', '/api/operator/tariffs/T4', { token: tokens.tariff_manager }))
      .body.current as { id: number };
    const inForce = await staffCall(t, 'DELETE', `/api/operator/tariffs/T4/versions/${base.id}`, {
      token: tokens.tariff_manager,
    });
    expect([inForce.status, inForce.body.errorName]).toEqual([409, 'TariffVersionInForce']);
    const { rows } = await perm.query(
      `SELECT action FROM audit_log WHERE entity = 'tariff' AND entity_id = $1 ORDER BY id`,
      [`T4/${id}`],
    );
    expect(rows.map((r) => r.action)).toEqual(['tariff.schedule', 'tariff.cancel']);
  });
});

describe('driving across a scheduled change', () => {
  it("a driver's cost preview across the change shows both prices", async () => {
    expect((await schedule('T1', '2026-11-30T12:00:00+05:00')).status).toBe(200);
    setClock('2026-11-30T11:00:00+05:00');
    const { token } = await t.driver();
    const res = await t.post('/api/payment/cost', order(freshPlate(), { Duration: 120 }), token);
    expect(res.body.totalcost).toBe(60 * 100 + 60 * 200);
    const rows = (res.body.costData as { intervals: Record<string, unknown>[] }).intervals;
    expect(rows.map((r) => [r.localFrom, r.localTo, r.pricePerHour, r.cost])).toEqual([
      ['2026-11-30 11:00', '2026-11-30 12:00', 6000, 6000],
      ['2026-11-30 12:00', '2026-11-30 13:00', 12_000, 12_000],
    ]);
  });

  it('a paid session keeps its amount; extending it prices the added minutes by the version then in force', async () => {
    setClock('2026-11-30T10:00:00+05:00');
    const d = await t.driver();
    await t.fund(d.userId, 100_000);
    const started = await t.post(
      '/api/payment/start',
      order(freshPlate(), { Zone: 'T3', Duration: 60 }),
      d.token,
      `tariff-start-${d.userId}`,
    );
    expect(started.body).toMatchObject({ status: 'ok', result: { sum: 6000 } });
    const id = (started.body.result as { id: string }).id;
    // announced after the payment, in force from the middle of the paid hour
    expect((await schedule('T3', '2026-11-30T10:30:00+05:00')).status).toBe(200);
    setClock('2026-11-30T10:40:00+05:00');
    const renewed = await t.post(
      '/api/payment/renew',
      { ReservationId: id, Duration: 60 },
      d.token,
      `tariff-renew-${d.userId}`,
    );
    // the paid hour stays 6000; 11:00-12:00 is under the new version: 60 x 200
    expect(renewed.body).toMatchObject({
      status: 'ok',
      balance: 100_000 - 6000 - 12_000,
      result: { sum: 18_000 },
    });
  });
});
