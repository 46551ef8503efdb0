import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkInvariants, INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';
import { settleCardPayment } from '../card-payments/settle-card-payment.ts';
import { systemBalance } from '../ledger/ledger-accounts.ts';
import { addZone, freshPlate, openParkingApp, setClock } from './parking-test-kit.ts';

// sevastopol (dontUseBalance; UTC+3): sessions run open-ended and are priced when stopped.
// Zone T1 there: weekdays 100 kopecks a minute 08-20.

const S = 'sevastopol';

const t = await openParkingApp([S, 'perm']);
await addZone(await t.city(S), 'T1');
await addZone(await t.city('perm'), 'T1');
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const post = (url: string, body: unknown, token: string, key?: string) => t.post(url, body, token, key, S);
const startOrder = (plate: string) => ({ order: { Zone: 'T1', Vehicle: { Number: plate } } });

async function started(at = '2026-03-16T10:00:00+03:00') {
  setClock(at);
  const d = await t.driver(S);
  const plate = freshPlate();
  const res = await post('/api/payment/start/v2', startOrder(plate), d.token, `v2-start-${plate}`);
  expect(res.body.status).toBe('ok');
  return { ...d, plate, id: (res.body.result as { id: string }).id };
}

async function cardPaymentOf(sessionId: string) {
  const { rows } = await (
    await t.city(S)
  ).query(
    `SELECT c.provider_payment_id, c.amount_kopecks FROM parking_sessions s JOIN card_payments c ON c.id = s.card_payment_id WHERE s.id = $1`,
    [Number(sessionId)],
  );
  return {
    providerPaymentId: rows[0]!.provider_payment_id as string,
    amountKopecks: Number(rows[0]!.amount_kopecks),
  };
}

describe('start/v2', () => {
  it('starts an open-ended session with no money; the profile shows it running', async () => {
    const d = await started();
    const profile = await t.get('/api/profile/get-profile-v6', d.token, S);
    const result = profile.body.result as { sessions: Record<string, unknown>[]; balance: number };
    expect(result.sessions).toEqual([
      expect.objectContaining({ id: d.id, status: 'Действует', endDate: null, kind: 'noBalance', sum: 0 }),
    ]);
    const again = await post('/api/payment/start/v2', startOrder(d.plate), d.token);
    expect(again.body.errorName).toBe('ParkingSessionAlreadyExists');
  });

  it('accepts the order as a JSON string in a form field; bad orders are refused', async () => {
    setClock('2026-03-16T10:00:00+03:00');
    const d = await t.driver(S);
    const res = await post(
      '/api/payment/start/v2',
      { order: JSON.stringify(startOrder(freshPlate()).order) },
      d.token,
    );
    expect(res.body.status).toBe('ok');
    expect((await post('/api/payment/start/v2', { order: '{not json' }, d.token)).status).toBe(400);
    const zone = await post(
      '/api/payment/start/v2',
      { order: { Zone: 'NOPE', Vehicle: { Number: freshPlate() } } },
      d.token,
    );
    expect(zone.body.errorName).toBe('ZoneNotFound');
  });

  it('FeatureDisabled where the city keeps balances (perm); the balance is no method here', async () => {
    const d = await t.driver('perm');
    const res = await t.post('/api/payment/start/v2', startOrder(freshPlate()), d.token);
    expect(res.status).toBe(403);
    expect(res.body.errorName).toBe('FeatureDisabled');
    const s = await t.driver(S);
    const balance = await post(
      '/api/payment/start',
      { Vehicle: { Number: freshPlate() }, Zone: 'T1', Duration: 60 },
      s.token,
    );
    expect(balance.body.errorName).toBe('PaymentServiceNotFound');
  });
});

describe('cancel (Cancel parking session) in no-balance mode', () => {
  // document 2 §2: "the parking will be deleted and cannot be paid later"; §4: it aborts and
  // everything reloads. It is not a Defer: nothing is left to pay.
  it('deletes the session: no amount to pay, not deferred, and it cannot be paid later', async () => {
    const d = await started();
    setClock('2026-03-16T10:20:30+03:00');
    const res = await post('/api/payment/cancel', { ReservationId: d.id }, d.token, 'nb-cancel-01');
    expect(res.body).toMatchObject({ status: 'ok', refund: 0, result: { id: d.id, amountToPay: 0 } });
    const profile = await t.get('/api/profile/get-profile-v6', d.token, S);
    expect((profile.body.result as { sessions: unknown[] }).sessions).toEqual([]);
    const pay = await post('/api/payment/deffered/v1', { OrderId: d.id, PaymentService: 'card' }, d.token);
    expect(pay.body.errorName).toBe('ParkingSessionIsOver');
    const retry = await post('/api/payment/cancel', { ReservationId: d.id }, d.token, 'nb-cancel-01');
    expect(retry.body).toMatchObject({ status: 'ok', result: { id: d.id } });
    // the vehicle may park again at once
    expect((await post('/api/payment/start/v2', startOrder(d.plate), d.token)).body.status).toBe('ok');
    expect(await checkInvariants((await t.city(S)).db)).toEqual(INVARIANTS_HOLD);
  });
});

describe('cancel/v2 (Defer), break/v1 (Pay), deffered/v1', () => {
  it('Defer stops the session; it waits with the amount; deffered/v1 pays it by card', async () => {
    const d = await started();
    setClock('2026-03-16T10:20:30+03:00'); // 21 minutes used
    const defer = await post('/api/payment/cancel/v2', { OrderId: d.id }, d.token, 'defer-key-01');
    expect(defer.body).toMatchObject({
      status: 'ok',
      amountToPay: 2100,
      СуммаПополнения: 2100,
      result: { status: 'ОжиданиеОплаты', amountToPay: 2100, duration: 21 },
    });
    expect(defer.body.RedirectURL).toBeUndefined();
    const profile = await t.get('/api/profile/get-profile-v6', d.token, S);
    expect((profile.body.result as { sessions: { status: string }[] }).sessions.map((s) => s.status)).toEqual(
      ['ОжиданиеОплаты'],
    );
    // the vehicle is free to park again while the old stay waits for payment
    expect((await post('/api/payment/start/v2', startOrder(d.plate), d.token)).body.status).toBe('ok');

    const noMethod = await post('/api/payment/deffered/v1', { OrderId: d.id }, d.token);
    expect(noMethod.body.errorName).toBe('NotSelectedPaymentService');
    const pay = await post(
      '/api/payment/deffered/v1',
      { OrderId: d.id, PaymentService: 'card' },
      d.token,
      'pay-def-01',
    );
    expect(pay.body).toMatchObject({ status: 'ok', amountToPay: 2100 });
    expect(pay.body.RedirectURL).toEqual(expect.any(String));
    const city = await t.city(S);
    const revenue = await systemBalance(city.db, 'city_revenue');
    expect(
      (await settleCardPayment(city, { ...(await cardPaymentOf(d.id)), outcome: 'succeeded' })).effect,
    ).toBe('handled');
    expect(await systemBalance(city.db, 'city_revenue')).toBe(revenue + 2100);
    const after = await t.get('/api/profile/get-profile-v6', d.token, S);
    expect((after.body.result as { sessions: { id: string }[] }).sessions.map((s) => s.id)).not.toContain(
      d.id,
    );
    const paidTwice = await post(
      '/api/payment/deffered/v1',
      { OrderId: d.id, PaymentService: 'card' },
      d.token,
    );
    expect(paidTwice.body.errorName).toBe('ParkingSessionIsOver');
    expect(await checkInvariants(city.db)).toEqual(INVARIANTS_HOLD);
  });

  it('Defer with a PaymentService also answers the pay link; a declined payment leaves it waiting', async () => {
    const d = await started();
    setClock('2026-03-16T11:00:00+03:00');
    const res = await post(
      '/api/payment/cancel/v2',
      { OrderId: d.id, PaymentService: 'mobile', phone: '89123456789' },
      d.token,
      'defer-key-02',
    );
    expect(res.body).toMatchObject({ status: 'ok', amountToPay: 6000 });
    expect(res.body.RedirectURL).toEqual(expect.any(String));
    const city = await t.city(S);
    expect(
      (await settleCardPayment(city, { ...(await cardPaymentOf(d.id)), outcome: 'failed' })).effect,
    ).toBe('failed');
    const profile = await t.get('/api/profile/get-profile-v6', d.token, S);
    expect((profile.body.result as { sessions: Record<string, unknown>[] }).sessions).toEqual([
      expect.objectContaining({ id: d.id, status: 'ОжиданиеОплаты', amountToPay: 6000 }),
    ]);
  });

  it('break/v1 stops and asks for the card; the method is required and must need its phone', async () => {
    const d = await started();
    setClock('2026-03-16T10:10:00+03:00');
    expect((await post('/api/payment/break/v1', { OrderId: d.id }, d.token)).body.errorName).toBe(
      'NotSelectedPaymentService',
    );
    expect(
      (await post('/api/payment/break/v1', { OrderId: d.id, PaymentService: 'mobile' }, d.token)).body
        .errorName,
    ).toBe('RequiredField');
    const res = await post(
      '/api/payment/break/v1',
      { OrderId: d.id, PaymentService: 'card' },
      d.token,
      'break-key-01',
    );
    expect(res.body).toMatchObject({ status: 'ok', amountToPay: 1000, СуммаПополнения: 1000 });
    expect(res.body.RedirectURL).toEqual(expect.any(String));
    const twice = await post('/api/payment/break/v1', { OrderId: d.id, PaymentService: 'card' }, d.token);
    expect(twice.body.errorName).toBe('ParkingSessionIsOver');
  });

  it('a stay that cost nothing closes free: ParkingSessionWasFree, and the session is gone', async () => {
    const d = await started('2026-03-16T06:00:00+03:00');
    setClock('2026-03-16T07:00:00+03:00');
    const res = await post('/api/payment/cancel/v2', { OrderId: d.id }, d.token, 'free-defer-01');
    expect(res.status).toBe(409);
    expect(res.body.errorName).toBe('ParkingSessionWasFree');
    const retry = await post('/api/payment/cancel/v2', { OrderId: d.id }, d.token, 'free-defer-01');
    expect(retry.body.errorName).toBe('ParkingSessionWasFree');
    const profile = await t.get('/api/profile/get-profile-v6', d.token, S);
    expect((profile.body.result as { sessions: unknown[] }).sessions).toEqual([]);
  });

  it("someone else's order is ParkingSessionNotFound", async () => {
    const d = await started();
    const other = await t.driver(S);
    const res = await post('/api/payment/cancel/v2', { OrderId: d.id }, other.token);
    expect(res.status).toBe(404);
    expect(res.body.errorName).toBe('ParkingSessionNotFound');
  });
});
