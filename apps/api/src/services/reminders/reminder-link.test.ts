import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addZone,
  freshPlate,
  openParkingApp,
  order,
  setClock,
  type ParkingTestApp,
} from '../parking/parking-test-kit.ts';
import { linkToken } from './reminder-link.ts';

// The one-tap link (issue 23 item 1): a signed token that shows and extends its own stay only,
// while it runs; and the cabinet's reminder settings over the seeds' settings fields.
let t: ParkingTestApp;

beforeAll(async () => {
  t = await openParkingApp(['perm']);
  await addZone(await t.city(), 'T1');
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** A driver with `kopecks`, parked in T1 from Monday 10:00 (100 kopecks a minute) for an hour. */
async function parked(kopecks: number) {
  setClock('2026-03-16T10:00:00+05:00');
  const d = await t.driver();
  await t.fund(d.userId, kopecks);
  const res = await t.post('/api/payment/start', order(freshPlate()), d.token, `start-key-${d.userId}`);
  if (res.body.status !== 'ok') throw new Error(JSON.stringify(res.body));
  const id = (res.body.result as { id: string }).id;
  return { ...d, id, token: d.token, link: await linkToken(await t.city(), Number(id), d.userId) };
}

const show = (link: string) => t.get(`/api/reminders/stay/${link}`, '');
const extend = (link: string, duration: number, idempotencyKey: string) =>
  t.post(`/api/reminders/extend/${link}`, { duration, idempotencyKey });

describe('the one-tap extend link', () => {
  it('shows its stay with the renew costs and the balance, and extends it from the balance once per key', async () => {
    const a = await parked(20_000);
    setClock('2026-03-16T10:50:00+05:00');
    const shown = await show(a.link);
    expect(shown.body).toMatchObject({
      status: 'ok',
      stay: { id: a.id, zone: 'T1', endDate: '2026-03-16T06:00:00.000Z', timeZone: 'Asia/Yekaterinburg' },
      balance: 14_000,
    });
    // from the end at 11:00: 100 kopecks a minute
    expect(shown.body.durations).toContainEqual({ duration: 60, cost: 6000 });

    const first = await extend(a.link, 60, 'tap-key-0001');
    expect(first.body).toMatchObject({
      status: 'ok',
      balance: 8000,
      result: { id: a.id, endDate: '2026-03-16T07:00:00.000Z' },
    });
    const again = await extend(a.link, 60, 'tap-key-0001');
    expect(again.body).toEqual(first.body);
    expect((await show(a.link)).body).toMatchObject({
      balance: 8000,
      stay: { endDate: '2026-03-16T07:00:00.000Z' },
    });
  });

  it('offers the card when the balance is short, and a retry of that tap gets the same link', async () => {
    const a = await parked(7000);
    setClock('2026-03-16T10:50:00+05:00');
    const first = await extend(a.link, 60, 'card-tap-0001');
    expect(first.body).toMatchObject({ status: 'ok', RedirectURL: expect.stringMatching(/^https?:\/\//) });
    expect(await extend(a.link, 60, 'card-tap-0001')).toMatchObject({ body: first.body });
    // nothing moved yet: the stay still ends at 11:00 and the balance is untouched
    expect((await show(a.link)).body).toMatchObject({
      balance: 1000,
      stay: { endDate: '2026-03-16T06:00:00.000Z' },
    });
  });

  it('cannot be turned onto another stay, nor forged', async () => {
    const a = await parked(20_000);
    const b = await parked(20_000);
    const [, user, sig] = a.link.split('.');
    const forgedOntoB = `${b.id}.${user}.${sig}`;
    const forgedOwner = `${a.id}.${b.userId}.${sig}`;
    const flipped = `${a.id}.${user}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    for (const link of [forgedOntoB, forgedOwner, flipped, 'not-a-token-at-all-0123456789']) {
      const res = await extend(link, 60, `forge-${link.length}-${Math.random()}`);
      expect(res).toMatchObject({ status: 404, body: { status: 'error', errorName: 'ReminderLinkInvalid' } });
      expect((await show(link)).body.errorName).toBe('ReminderLinkInvalid');
    }
    // B's stay and balance are untouched; B's own link works
    expect((await show(b.link)).body).toMatchObject({
      balance: 14_000,
      stay: { id: b.id, endDate: '2026-03-16T06:00:00.000Z' },
    });
  });

  it('stops working when the stay ends or is cancelled', async () => {
    const a = await parked(20_000);
    setClock('2026-03-16T11:00:01+05:00');
    expect(await show(a.link)).toMatchObject({ status: 410, body: { errorName: 'ReminderLinkExpired' } });
    expect((await extend(a.link, 60, 'late-key-0001')).body.errorName).toBe('ReminderLinkExpired');

    const b = await parked(20_000);
    setClock('2026-03-16T10:10:00+05:00');
    expect(
      (await t.post('/api/payment/cancel', { ReservationId: b.id }, b.token, 'cancel-b-01')).body.status,
    ).toBe('ok');
    expect((await extend(b.link, 60, 'after-cancel-1')).body.errorName).toBe('ReminderLinkExpired');
  });
});

describe('the reminder settings', () => {
  const call = async (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  it("edits the seeds' fields under clearer names and gives the push key", async () => {
    const d = await t.driver();
    const first = await call('GET', '/api/profile/reminder-settings', d.token);
    expect(first.body).toMatchObject({
      status: 'ok',
      settings: {
        minutesBefore: 10,
        beforeEnd: false,
        afterEnd: false,
        push: true,
        fallback: 'sms',
        atNight: false,
      },
    });
    expect(first.body.pushKey).toMatch(/^[\w-]{87}$/);
    const settings = {
      minutesBefore: 5,
      beforeEnd: true,
      afterEnd: true,
      push: false,
      fallback: 'email',
      atNight: true,
    };
    expect((await call('PUT', '/api/profile/reminder-settings', d.token, settings)).body).toEqual({
      status: 'ok',
      settings,
    });
    const seeds = await call('GET', '/api/profile/get-settings-v1', d.token);
    expect(JSON.stringify(seeds.body)).toMatch(/"checkParkingSessionBefore":true/);
    expect(JSON.stringify(seeds.body)).toMatch(/"pushOff":true/);
    await call('PUT', '/api/profile/change-settings-v1', d.token, {
      name: 'checkParkingSessionBefore',
      value: false,
    });
    expect((await call('GET', '/api/profile/reminder-settings', d.token)).body).toMatchObject({
      settings: { ...settings, beforeEnd: false },
    });
    expect(
      (await call('PUT', '/api/profile/reminder-settings', d.token, { ...settings, minutesBefore: 7 }))
        .status,
    ).toBe(400);
  });

  it('keeps push subscriptions to public https endpoints only', async () => {
    const d = await t.driver();
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    for (const endpoint of [
      'http://push.example.com/x',
      'https://127.0.0.1:9/x',
      'https://10.0.0.1/x',
      'https://localhost/x',
    ]) {
      const res = await call('POST', '/api/profile/push-subscriptions', d.token, {
        endpoint,
        keys,
        lang: 'ru',
      });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
    }
    const ok = await call('POST', '/api/profile/push-subscriptions', d.token, {
      endpoint: 'https://1.1.1.1/push/a',
      keys,
      lang: 'en',
    });
    expect(ok.body).toEqual({ status: 'ok' });
    expect(
      (
        await call('DELETE', '/api/profile/push-subscriptions', d.token, {
          endpoint: 'https://1.1.1.1/push/a',
        })
      ).body,
    ).toEqual({ status: 'ok' });
    const { rows } = await (
      await t.city()
    ).query('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [d.userId]);
    expect(rows[0]!.n).toBe(0);
  });
});
