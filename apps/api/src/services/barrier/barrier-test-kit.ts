import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { CityContext } from '../../config/city-context.ts';
import { freshDriver, registerDriver } from '../../../test/account-test-kit.ts';
import { balanceOf, driverAccount, systemAccount } from '../ledger/ledger-accounts.ts';
import { postTransaction } from '../ledger/post-transaction.ts';

/**
 * Helpers for the barrier tests (not a test file itself). Prices must not depend on the hour
 * the suite runs at, so the tests use parkings of their own on zones with flat all-day tariffs:
 * PAID (60 roubles an hour: 100 kopecks a minute, every day type) and FREE (0).
 */
export const GATE_KEY = 'test-gate-key-0123456789abcdef';
export const PAID = 'T-PAID';
export const FREE = 'T-FREE';
export const KOPECKS_PER_MINUTE = 100;

export interface BarrierTestApp {
  app: FastifyInstance;
  city: CityContext;
  close: () => Promise<void>;
}

async function addFlatParking(city: CityContext, code: string, zonenumber: string, perHour: number) {
  const { rows } = await city.query(
    `INSERT INTO zones (zonenumber, name_ru, name_en) VALUES ($1, $1, $1) RETURNING id`,
    [zonenumber],
  );
  const zoneId = rows[0]!.id;
  for (const dayType of ['default', 'saturday', 'sunday', 'holiday']) {
    await city.query(
      `INSERT INTO zone_prices (zone_id, day_type, time_from, time_to, price_per_hour_kopecks)
       VALUES ($1, $2, '00:00:00', '24:00:00', $3)`,
      [zoneId, dayType, perHour],
    );
  }
  await city.query(
    `INSERT INTO map_objects (objecttype, category, code, zone_id, geometry, min_lng, min_lat, max_lng, max_lat)
     VALUES ('parkings', 'planar', $1, $2, '{"type":"Point","coordinates":[56.2,58.0]}', 56.2, 58.0, 56.2, 58.0)`,
    [code, zoneId],
  );
}

export async function openBarrierTestApp(env: Record<string, string> = {}): Promise<BarrierTestApp> {
  const { app, close } = await buildTestApp({ env: { GATE_API_KEY: GATE_KEY, ...env } });
  const city = (await app.cityRegistry.get('perm'))!;
  await addTestParkings(city);
  return { app, city, close };
}

/** The PAID and FREE parkings, for an app built another way (the card tests' listening one). */
export async function addTestParkings(city: CityContext): Promise<void> {
  await addFlatParking(city, PAID, 'T1', KOPECKS_PER_MINUTE * 60);
  await addFlatParking(city, FREE, 'T2', 0);
}

export async function gateCall(
  app: FastifyInstance,
  path: 'entry' | 'exit',
  body: Record<string, unknown>,
  key: string | null = GATE_KEY,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/gate/${path}`,
    headers: key === null ? {} : { 'x-gate-key': key },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

let tickets = 0;
/** A new ticket at a parking, entered `minutesAgo` (plus a few seconds) before now; answers its number. */
export async function enterTicket(app: FastifyInstance, parkingNumber: string, minutesAgo: number) {
  tickets += 1;
  const ticketNumber = `9${String(Date.now() % 1e6).padStart(6, '0')}${tickets}`;
  const enteredAt = new Date(Date.now() - minutesAgo * 60_000 - 5_000).toISOString();
  const res = await gateCall(app, 'entry', { parkingNumber, ticketNumber, enteredAt });
  if (res.status !== 200) throw new Error(`gate entry: ${JSON.stringify(res.body)}`);
  return ticketNumber;
}

/** A registered driver with `kopecks` on the balance; answers the token and user id. */
export async function fundedDriver(app: FastifyInstance, city: CityContext, kopecks: number) {
  const driver = freshDriver('planar');
  const token = await registerDriver(app, driver);
  const { rows } = await city.query(`SELECT id FROM users WHERE email = $1`, [driver.email]);
  const userId = Number(rows[0]!.id);
  if (kopecks > 0) {
    await postTransaction(city.db, {
      kind: 'refill',
      scope: 'system',
      idempotencyKey: `fund-${userId}-${Date.now()}`,
      postings: [
        { account: await systemAccount(city.db, 'card_clearing'), amount: -kopecks },
        { account: await driverAccount(city.db, userId), amount: kopecks },
      ],
    });
  }
  return { token, userId, balance: () => balanceOf(city.db, userId) };
}

export const costPlane = async (app: FastifyInstance, token: string, query: Record<string, string>) => {
  const res = await app.inject({
    method: 'GET',
    url: `/backend/v2/costPlane?${new URLSearchParams(query).toString()}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
};

export const payPlane = async (app: FastifyInstance, token: string, body: Record<string, unknown>) => {
  const res = await app.inject({
    method: 'POST',
    url: '/backend/v2/payPlane',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
};
