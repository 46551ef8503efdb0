import { afterAll, describe, expect, it } from 'vitest';
import {
  eventually,
  http,
  invariants,
  newDriver,
  paymentRow,
  payAtSandbox,
  startCardTestServer,
} from '../card-payments/card-payment-test-kit.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { addTestParkings, enterTicket, GATE_KEY, KOPECKS_PER_MINUTE, PAID } from './barrier-test-kit.ts';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';

const t = await startCardTestServer({ GATE_API_KEY: GATE_KEY });
await addTestParkings(t.city);
afterAll(async () => t.close());

const revenue = async () =>
  Number(
    (await t.city.query(`SELECT sum(balance) AS s FROM ledger_accounts WHERE kind = 'city_revenue'`)).rows[0]!
      .s,
  );
const ticketOf = async (ticketNumber: string) =>
  (await t.city.query('SELECT * FROM barrier_tickets WHERE ticket_number = $1', [ticketNumber])).rows[0]!;
const quoteStatus = async (id: string) =>
  (await t.city.query('SELECT status FROM barrier_quotes WHERE id = $1', [id])).rows[0]!.status;

async function priceAndPayByCard(token: string, ticketNumber: string, key: string) {
  const cost = await http(
    `${t.base}/backend/v2/costPlane?ticketNumber=${ticketNumber}&parkingNumber=${PAID}`,
    {
      token,
    },
  );
  const result = cost.body.result as { sessionId: string; cost: number; paidUntil: string };
  const paid = await http(`${t.base}/backend/v2/payPlane`, {
    token,
    body: { paymentService: 'card', parkingNumber: PAID, sessionId: result.sessionId },
    headers: { 'idempotency-key': key },
  });
  return { result, paid };
}

describe('a barrier ticket paid by card through the sandbox bank, over real HTTP', () => {
  it('a guest approves: the webhook pays the ticket once and opens the gate', async () => {
    const guest = await http(`${t.base}/api/auth/guest-token`, { body: {} });
    const token = guest.body.token as string;
    const ticketNumber = await enterTicket(t.app, PAID, 40);
    const before = await revenue();
    const { result, paid } = await priceAndPayByCard(token, ticketNumber, 'planar-card-guest-1');
    expect(result.cost).toBe(41 * KOPECKS_PER_MINUTE);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'ok', amount: result.cost });
    const redirect = paid.body.RedirectURL as string;
    expect(redirect).toMatch(new RegExp(`^${t.base}/sandbox-pay/perm/`));
    // nothing is paid on the redirect alone
    expect((await ticketOf(ticketNumber)).paid_until).toBeNull();

    const { location } = await payAtSandbox(redirect, 'approve');
    expect(new URL(location).pathname).toBe('/guest-payment');
    expect(new URL(location).searchParams.get('type')).toBe('planar');
    await eventually(async () => (await quoteStatus(result.sessionId)) === 'paid', 'the planar handler');
    const row = await paymentRow(t, paid.body.paymentId as string);
    expect(row).toMatchObject({ status: 'succeeded', outcome: 'handled', purpose: 'planar' });
    expect((await revenue()) - before).toBe(result.cost);
    const ticket = await ticketOf(ticketNumber);
    expect(new Date(ticket.paid_until as string).toISOString()).toBe(result.paidUntil);
    expect(ticket.exit_until).not.toBeNull();

    // the same submit again: the same pay link, no second payment
    const again = await http(`${t.base}/backend/v2/payPlane`, {
      token,
      body: { paymentService: 'card', parkingNumber: PAID, sessionId: result.sessionId },
      headers: { 'idempotency-key': 'planar-card-guest-1' },
    });
    expect(again.body).toEqual(paid.body);
    await payAtSandbox(redirect, 'approve');
    await new Promise((r) => setTimeout(r, 200));
    expect((await revenue()) - before).toBe(result.cost);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });

  it('a declined card leaves the ticket unpaid and the driver gets a new price', async () => {
    const { token, userId } = await newDriver(t);
    const ticketNumber = await enterTicket(t.app, PAID, 20);
    const { result, paid } = await priceAndPayByCard(token, ticketNumber, 'planar-card-decline-1');
    const { location } = await payAtSandbox(paid.body.RedirectURL as string, 'decline');
    expect(new URL(location).pathname).toBe('/profile/parking');
    expect(new URL(location).searchParams.get('type')).toBe('planar');
    await eventually(
      async () => (await paymentRow(t, paid.body.paymentId as string))!.status === 'failed',
      'the failure',
    );
    expect((await ticketOf(ticketNumber)).paid_until).toBeNull();
    expect(await balanceOf(t.city.db, userId)).toBe(0);
    const retry = await priceAndPayByCard(token, ticketNumber, 'planar-card-decline-2');
    expect(retry.result.sessionId).not.toBe(result.sessionId);
    expect(retry.paid.body.status).toBe('ok');
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });
});
