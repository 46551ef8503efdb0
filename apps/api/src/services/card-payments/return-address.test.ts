import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDriver, registerDriver } from '../../../test/account-test-kit.ts';
import { addZone, freshPlate, order } from '../parking/parking-test-kit.ts';
import {
  eventually,
  http,
  payAtSandbox,
  startCardTestServer,
  type CardTestServer,
} from './card-payment-test-kit.ts';

// Issue 18 item 1: the bank sends the payer back to the web page the payment started from, in
// its city and language (the web's returnTo), never to another site; issue 18 item 4: the guest
// who comes back is told what was bought (plate, zone, paid until).

let t: CardTestServer;
const SEVASTOPOL = '/c/sevastopol';
// the vehicle rule reads the database's clock: a zone that costs the same at any hour
const ROUND_THE_CLOCK: [string, string, string, number][] = ['default', 'saturday', 'sunday', 'holiday'].map(
  (day) => [day, '00:00:00', '24:00:00', 6000],
);

beforeAll(async () => {
  t = await startCardTestServer({ HOSTED_CITIES: 'perm,sevastopol' });
  await addZone(await t.app.cityRegistry.get('sevastopol')!, 'T24', ROUND_THE_CLOCK);
});
afterAll(async () => t?.close());

async function guestIn(prefix: string): Promise<string> {
  return (await http(`${t.base}${prefix}/api/auth/guest-token`, { method: 'POST', body: {} })).body
    .token as string;
}

const guestStart = (token: string, plate: string, extra: Record<string, unknown>) =>
  http(`${t.base}${SEVASTOPOL}/api/payment/unregistered/start`, {
    token,
    body: order(plate, { Zone: 'T24', PaymentService: 'card', ...extra }),
    headers: { 'idempotency-key': randomUUID() },
  });

describe('the way back from the bank (issue 18)', () => {
  it('comes back to the English page the guest paid on, in sevastopol, and names the stay', async () => {
    const guest = await guestIn(SEVASTOPOL);
    const plate = freshPlate();
    const start = await guestStart(guest, plate, { returnTo: '/en/guest-payment?zone=T24' });
    expect(start.body.status).toBe('ok');
    const { location } = await payAtSandbox(String(start.body.RedirectURL), 'approve');
    const back = new URL(location);
    expect(`${back.origin}${back.pathname}`).toBe(`${t.base}/c/sevastopol/en/guest-payment`);
    expect(back.searchParams.get('zone')).toBe('T24');
    expect(back.searchParams.get('city')).toBe('sevastopol');
    const paymentId = back.searchParams.get('payment')!;

    const seen = async () =>
      (await http(`${t.base}${SEVASTOPOL}/api/payment/card-payment?paymentId=${paymentId}`, { token: guest }))
        .body.result as Record<string, unknown>;
    await eventually(async () => (await seen()).status === 'succeeded', 'the bank confirmed');
    const result = await seen();
    const stay = result.stay as Record<string, string>;
    expect(stay).toMatchObject({ kind: 'parking', plate: plate.replace(/A/g, 'А'), zone: 'T24' });
    expect(new Date(stay.until!).getTime() - Date.now()).toBeGreaterThan(55 * 60_000);
    // anyone else holding the id sees the state, not the vehicle
    const stranger = await http(`${t.base}${SEVASTOPOL}/api/payment/card-payment?paymentId=${paymentId}`);
    expect((stranger.body.result as Record<string, unknown>).stay).toBeUndefined();
  });

  it('refuses a returnTo that leaves the site, and keeps the default page without one', async () => {
    const guest = await guestIn(SEVASTOPOL);
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/a b']) {
      const refused = await guestStart(guest, freshPlate(), { returnTo });
      expect(refused.status).toBe(400);
      expect(refused.body.status).toBe('error');
    }
    const plain = await guestStart(guest, freshPlate(), {});
    const { location } = await payAtSandbox(String(plain.body.RedirectURL), 'abandon');
    expect(new URL(location).pathname).toBe('/c/sevastopol/guest-payment');
  });

  it('brings a no-balance driver back to the English page a deferred stay was paid on (sevastopol)', async () => {
    const token = await registerDriver(t.app, freshDriver('sevastopol'), 'sevastopol');
    const post = (path: string, body: Record<string, unknown>) =>
      http(`${t.base}${SEVASTOPOL}${path}`, { token, body, headers: { 'idempotency-key': randomUUID() } });
    const start = await post('/api/payment/start/v2', {
      order: { Zone: 'T24', Vehicle: { Number: freshPlate() } },
    });
    const id = (start.body.result as { id: string }).id;
    // a minute's use, so Defer leaves an amount to pay
    await t.app.cityRegistry
      .get('sevastopol')!
      .then((city) =>
        city.query(`UPDATE parking_sessions SET starts_at = starts_at - interval '5 minutes' WHERE id = $1`, [
          Number(id),
        ]),
      );
    expect((await post('/api/payment/cancel/v2', { OrderId: id })).body.status).toBe('ok');
    const pay = await post('/api/payment/deffered/v1', {
      OrderId: id,
      PaymentService: 'card',
      returnTo: '/en/profile/parking?tab=history',
    });
    expect(pay.body.status).toBe('ok');
    const { location } = await payAtSandbox(String(pay.body.RedirectURL), 'approve');
    const back = new URL(location);
    expect(`${back.origin}${back.pathname}`).toBe(`${t.base}/c/sevastopol/en/profile/parking`);
    expect(back.searchParams.get('tab')).toBe('history');
    expect(back.searchParams.get('city')).toBe('sevastopol');
    expect(back.searchParams.get('payment')).toBeTruthy();
  });

  it("a guest who left the bank's page can go back to it, or pay for the plate again at once", async () => {
    const guest = await guestIn(SEVASTOPOL);
    const plate = freshPlate();
    const first = await guestStart(guest, plate, { returnTo: '/en/guest-payment' });
    const left = await payAtSandbox(String(first.body.RedirectURL), 'abandon');
    const firstId = new URL(left.location).searchParams.get('payment')!;
    const state = await http(`${t.base}${SEVASTOPOL}/api/payment/card-payment?paymentId=${firstId}`, {
      token: guest,
    });
    // resumed: the unpaid payment still offers its pay page
    expect(state.body.result).toMatchObject({ status: 'pending', RedirectURL: first.body.RedirectURL });
    // replaced: the plate is not held by the abandoned payment, a new one starts now
    const second = await guestStart(guest, plate, { returnTo: '/en/guest-payment' });
    expect(second.body).toMatchObject({ status: 'ok' });
    expect(second.body.RedirectURL).not.toBe(first.body.RedirectURL);
    const paid = await payAtSandbox(String(second.body.RedirectURL), 'approve');
    const secondId = new URL(paid.location).searchParams.get('payment')!;
    const seen = async () =>
      (await http(`${t.base}${SEVASTOPOL}/api/payment/card-payment?paymentId=${secondId}`, { token: guest }))
        .body.result as Record<string, unknown>;
    await eventually(async () => (await seen()).status === 'succeeded', 'the bank confirmed the second');
    expect((await seen()).stay).toMatchObject({ plate: plate.replace(/A/g, 'А'), zone: 'T24' });
  });
});
