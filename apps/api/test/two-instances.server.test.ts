import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTwoInstances, type TwoInstances } from './two-instances-kit.ts';
import type { CityContext } from '../src/config/city-context.ts';
import {
  addZone,
  freshPlate,
  order,
  setClock,
  type ParkingTestApp,
} from '../src/services/parking/parking-test-kit.ts';
import { signInStaff, staffCall } from './staff-test-kit.ts';

// Two instances of the API on one PostgreSQL database, as behind a load balancer: what a staff
// member changes through A is served by B within a second (B's caches re-read the map and
// content version counters each second). A *.server.test.ts file: vitest.config.ts runs it only
// where DATABASE_URL names a server (the CI's second run); PGlite's directory is one process's.
let pair: TwoInstances;
let a: ParkingTestApp;
let b: ParkingTestApp;
let perm: CityContext;

beforeAll(async () => {
  pair = await openTwoInstances();
  ({ a, b } = pair);
  perm = pair.perm;
});
afterAll(async () => {
  vi.restoreAllMocks();
  await pair?.close();
});

const ALL_DAY_60: [string, string, string, number][] = ['default', 'saturday', 'sunday', 'holiday'].map(
  (dayType) => [dayType, '00:00:00', '24:00:00', 6000],
);

/** Asks B until `read` gives `want`, for at most one check interval and some slack. */
async function seenByB<T>(read: () => Promise<T>, want: T): Promise<T> {
  const deadline = Date.now() + 1500;
  let seen = await read();
  while (seen !== want && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await read();
  }
  return seen;
}

describe('two instances on one database', () => {
  it('a tariff version scheduled through A prices B’s cost preview', async () => {
    await addZone(perm, 'X1');
    const driver = await b.driver();
    const staff = await signInStaff(a, perm, 'tariff_manager');
    setClock('2026-11-30T11:00:00+05:00');
    const body = order(freshPlate(), { Zone: 'X1', Duration: 120 });
    const preview = async () => (await b.post('/api/payment/cost', body, driver.token)).body.totalcost;
    // B holds its snapshot before the change: 120 min at 100 kopecks a minute
    expect(await preview()).toBe(12_000);
    const day = [{ timeFrom: '00:00', timeTo: '24:00', pricePerHour: 12_000 }];
    const made = await staffCall(a, 'POST', '/api/operator/tariffs/X1', {
      token: staff.token,
      body: {
        effectiveFrom: '2026-11-30T12:00:00+05:00',
        days: { default: day, saturday: day, sunday: day, holiday: day },
      },
    });
    expect(made.status).toBe(200);
    expect(await seenByB(preview, 60 * 100 + 60 * 200)).toBe(18_000);
  });

  it('a map object made inactive through A leaves B’s map', async () => {
    const staff = await signInStaff(a, perm, 'tariff_manager');
    const mapOf = async () => (await b.app.inject({ url: '/api/map/get-map-info-v3' })).json().result;
    const features = (await mapOf()).features as { properties: { code: string } }[];
    const code = features[0]!.properties.code;
    const hidden = await staffCall(a, 'PUT', `/api/operator/map/objects/${encodeURIComponent(code)}`, {
      token: staff.token,
      body: { active: false },
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    const present = async () =>
      ((await mapOf()).features as { properties: { code: string } }[]).some(
        (f) => f.properties.code === code,
      );
    expect(await seenByB(present, false)).toBe(false);
  });

  it('a subscription bought through A, then cancelled by hand, prices B’s cost preview within a second', async () => {
    // one price all day, every kind of day: this test runs on the real clock (below), and the test
    // tariff's evening (30 ₽), night (free) and weekend prices made it fail by the hour of the run
    await addZone(perm, 'T1', ALL_DAY_60);
    // today: the benefit cache keeps only what is near the real clock
    const now = new Date();
    setClock(now.toISOString());
    const today = new Date(now.getTime() + 5 * 3_600_000).toISOString().slice(0, 10);
    const driver = await a.driver();
    await a.fund(driver.userId, 10_000_000);
    const plate = freshPlate();
    const preview = async () =>
      (await b.post('/api/payment/cost', order(plate), driver.token)).body.totalcost;
    // B holds the driver's benefits (none) before the purchase (and sees the new zone first)
    expect(await seenByB(preview, 6000)).toBe(6000);
    const body = { vehicle: plate, codeSubscription: 'month', paymentService: 'balance', timestart: today };
    const bought = await a.post('/api/payment/subscription', body, driver.token);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(await seenByB(preview, 0)).toBe(0);
    // by hand in psql (in this one test process a purchase through A also clears B's entry)
    await perm.query(`UPDATE benefits SET status = 'cancelled' WHERE user_id = $1`, [driver.userId]);
    expect(await seenByB(preview, 6000)).toBe(6000);
  });

  it('settings, the notice and news changed through A are served by B', async () => {
    const read = async (url: string) => (await b.app.inject({ url })).json().result;
    const before = await read('/api/notification/get-popup');
    const flags = await read('/api/options/get-settings');
    const { token } = await signInStaff(a, perm, 'content_editor');
    await staffCall(a, 'PUT', '/api/operator/settings/flags', { token, body: { useBonus: !flags.useBonus } });
    await staffCall(a, 'PUT', '/api/operator/content/notice', { token, body: { titleRu: 'С другого узла' } });
    const news = await staffCall(a, 'POST', '/api/operator/content/news', {
      token,
      body: { titleRu: 'Узел' },
    });
    const id = (news.body.item as { id: number }).id;
    expect(
      await seenByB(async () => (await read('/api/options/get-settings')).useBonus, !flags.useBonus),
    ).toBe(!flags.useBonus);
    const popup = await read('/api/notification/get-popup');
    expect(popup.title).toBe('С другого узла');
    expect(popup.updated > before.updated).toBe(true);
    expect((await read(`/api/news/get-news?id=${id}`)).title).toBe('Узел');
  });
});
