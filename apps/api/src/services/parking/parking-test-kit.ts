import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import type { CityContext } from '../../config/city-context.ts';
import { tokenService } from '../accounts/token-service.ts';
import { driverAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { invalidateMapSnapshot } from '../map/map-snapshot-cache.ts';
import { parkingClock } from './parking-clock.ts';

/** Helpers for the session API tests (not a test file itself): drivers, money, zones, clock. */

export interface Answer {
  status: number;
  body: Record<string, unknown> & { status: string; errorName?: string };
}

export interface ParkingTestApp extends TestApp {
  city: (code?: string) => Promise<CityContext>;
  /** POST with a token (and an idempotency key header when given) to a city's path. */
  post: (url: string, body: unknown, token?: string, key?: string, city?: string) => Promise<Answer>;
  get: (url: string, token: string, city?: string) => Promise<Answer>;
  /** A driver made straight in the database (no registration round trip) and a token. */
  driver: (city?: string) => Promise<{ userId: number; token: string }>;
  guest: (city?: string) => Promise<string>;
  fund: (userId: number, kopecks: number, city?: string) => Promise<void>;
}

/**
 * Opens the app for a test file before its tests and closes it after, handing the app and its
 * first city to `ready` (which may add zones): the hooks every session test file repeated.
 */
export function useParkingApp(
  ready: (app: ParkingTestApp, city: CityContext) => Promise<void> | void,
  cities = ['perm'],
): void {
  let opened: ParkingTestApp | undefined;
  beforeAll(async () => {
    opened = await openParkingApp(cities);
    await ready(opened, await opened.city(cities[0]));
  });
  afterAll(async () => {
    await opened?.close();
  });
}

export async function openParkingApp(
  cities = ['perm'],
  env: Record<string, string> = {},
): Promise<ParkingTestApp> {
  const t = await buildTestApp({ cities, env });
  const app: FastifyInstance = t.app;
  const city = (code = 'perm') => app.cityRegistry.get(code)!;
  // the bare paths serve the default city (perm); any other goes through /c/<city>
  const base = (code?: string) => (code ? `/c/${code}` : '');
  const send = async (method: 'GET' | 'POST', url: string, body: unknown, token?: string, key?: string) => {
    const res = await app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
    return { status: res.statusCode, body: res.json() } as Answer;
  };
  return {
    ...t,
    city,
    post: (url, body, token, key, code) => send('POST', `${base(code)}${url}`, body, token, key),
    get: (url, token, code) => send('GET', `${base(code)}${url}`, undefined, token),
    driver: async (code) => {
      const c = await city(code);
      const { rows } = await c.query('INSERT INTO users (email) VALUES ($1) RETURNING id', [
        `driver-${randomUUID()}@example.test`,
      ]);
      const userId = Number(rows[0]!.id);
      return { userId, token: await tokenService.issue(c.db, 'standard', userId) };
    },
    guest: async (code) => tokenService.issue((await city(code)).db, 'guest', null),
    fund: async (userId, kopecks, code) => {
      const db = (await city(code)).db;
      await postTransaction(db, {
        kind: 'refill',
        scope: 'system',
        idempotencyKey: `fund-${randomUUID()}`,
        postings: [
          { account: await systemAccount(db, 'card_clearing'), amount: -kopecks },
          { account: await driverAccount(db, userId), amount: kopecks },
        ],
      });
    },
  };
}

/** A Monday 10:00 in perm (UTC+5): zone T1 costs 100 kopecks a minute then. */
export const MONDAY_10 = '2026-03-16T10:00:00+05:00';

/**
 * Test zone T1 (kopecks per hour): weekdays free 00-08, 6000 08-20, 3000 20-24; Saturday 1200;
 * Sunday 600; holidays 300. In kopecks a minute: 100, 50, 20, 10, 5.
 */
export const TEST_TARIFF: [string, string, string, number][] = [
  ['default', '00:00:00', '08:00:00', 0],
  ['default', '08:00:00', '20:00:00', 6000],
  ['default', '20:00:00', '24:00:00', 3000],
  ['saturday', '00:00:00', '24:00:00', 1200],
  ['sunday', '00:00:00', '24:00:00', 600],
  ['holiday', '00:00:00', '24:00:00', 300],
];

/** Adds a zone with these tariff rows (inactive: the daycode -2 marker) and a parking in it. */
export async function addZone(
  city: CityContext,
  zonenumber: string,
  rows = TEST_TARIFF,
  opts: { inactive?: boolean; parkings?: { code: string; category: string; freeparking?: boolean }[] } = {},
): Promise<void> {
  const { rows: made } = await city.query(
    `INSERT INTO zones (zonenumber, name_ru, name_en) VALUES ($1, $1, $1) RETURNING id`,
    [zonenumber],
  );
  const zoneId = made[0]!.id;
  for (const [dayType, from, to, price] of rows) {
    await city.query(
      `INSERT INTO zone_prices (zone_id, day_type, time_from, time_to, price_per_hour_kopecks) VALUES ($1, $2, $3, $4, $5)`,
      [zoneId, dayType, from, to, price],
    );
  }
  if (opts.inactive) {
    await city.query(
      `INSERT INTO zone_prices (zone_id, day_type, time_from, time_to, price_per_hour_kopecks, inactive)
       VALUES ($1, 'default', '00:00', '24:00', 0, true)`,
      [zoneId],
    );
  }
  for (const p of opts.parkings ?? []) {
    await city.query(
      `INSERT INTO map_objects (objecttype, category, code, freeparking, zone_id, geometry, min_lng, min_lat, max_lng, max_lat)
       VALUES ('parkings', $1, $2, $3, $4, '{"type":"Point","coordinates":[56.2,58.0]}', 56.2, 58.0, 56.2, 58.0)`,
      [p.category, p.code, p.freeparking ?? false, zoneId],
    );
  }
  invalidateMapSnapshot(city);
}

/** Stands the session rules' clock at an instant (ISO with offset); restore with vi.restoreAllMocks. */
export function setClock(iso: string): void {
  const at = new Date(iso);
  vi.spyOn(parkingClock, 'now').mockImplementation(() => new Date(at));
}

/** A payment body for zone T1 in the seeds' capitalised form. */
export function order(plate: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Vehicle: { Number: plate, Category: 'B', NumberFormat: 'rus' },
    Zone: 'T1',
    Duration: 60,
    ...extra,
  };
}

let plates = 0;
/** A fresh Russian plate (Cyrillic letters after normalisation), unique within the process. */
export function freshPlate(): string {
  plates += 1;
  const n = String(plates % 1000).padStart(3, '0');
  const region = String(100 + Math.floor(plates / 1000));
  return `A${n}AA${region}`;
}
