import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { settleCardPayment } from '../card-payments/settle-card-payment.ts';
import { balanceOf } from '../ledger/ledger-accounts.ts';
import { freshPlate, setClock } from '../parking/parking-test-kit.ts';
import { activatePaidSubscription, createAwaitingSubscription } from './subscription-service.ts';
import { MONDAY_10, openSubscriptionApp, subscriptionCalls } from './subscription-test-kit.ts';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';

const MONTH = 500_000;

const t = await openSubscriptionApp();
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const { buy, cost, benefits, invariants, addVehicle } = subscriptionCalls(() => t);

describe('offers', () => {
  it('lists the six demo offers with kopeck prices and start windows', async () => {
    setClock(MONDAY_10);
    const d = await t.driver();
    const res = await t.get('/api/profile/get-subscription', d.token);
    expect(res.status).toBe(200);
    const offers = res.body.result as Record<string, unknown>[];
    expect(offers.map((o) => o.parkingPermitType).sort()).toEqual(
      ['day', 'month', 'prev_day', 'quarter', 'week', 'year'].sort(),
    );
    const month = offers.find((o) => o.parkingPermitCode === 'month')!;
    expect(month).toMatchObject({
      cost: MONTH,
      days: 30,
      zone: ['#'],
      minStartDate: '2026-03-16',
      // one calendar month on (16 March → 16 April)
      maxStartDate: '2026-04-16',
    });
    const prev = offers.find((o) => o.parkingPermitType === 'prev_day')!;
    expect(prev).toMatchObject({ minStartDate: '2026-03-15', maxStartDate: '2026-03-15' });
  });

  it('needs a token', async () => {
    const res = await t.get('/api/profile/get-subscription', 'nope');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('error');
  });
});

describe('buying from the balance, benefits and actions', () => {
  it('walks a month subscription through purchase, pause, continue, plate change and refund', async () => {
    setClock(MONDAY_10);
    const d = await t.driver();
    const other = await t.driver();
    const plate = freshPlate();
    const body = {
      vehicle: plate,
      codeSubscription: 'month',
      paymentService: 'balance',
      timestart: '2026-03-16',
    };
    expect(await cost(d.token, plate)).toBe(6000);

    // short of money: the seeds' amount-to-refill field
    await t.fund(d.userId, 100_000);
    const short = await buy(d.token, body);
    expect(short.status).toBe(402);
    expect(short.body).toMatchObject({ errorName: 'NoMoneyNoHoney', СуммаПополнения: MONTH - 100_000 });

    await t.fund(d.userId, MONTH);
    const bought = await buy(d.token, body, 'subscription-key-1');
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({
      status: 'ok',
      message: 'Абонемент успешно приобретен.',
      СуммаПополнения: 0,
      amount: MONTH,
      balance: 100_000,
    });
    // a retry of the same submit is the same answer, not a second purchase
    const again = await buy(d.token, body, 'subscription-key-1');
    expect(again.body).toEqual(bought.body);
    expect(await balanceOf((await t.city()).db, d.userId)).toBe(100_000);
    // an overlapping one for the same plate and zones
    const dup = await buy(d.token, { ...body, timestart: '2026-03-20' });
    expect(dup.status).toBe(409);
    expect(dup.body.errorName).toBe('SubscriptionAlreadyExists');
    expect(await invariants()).toEqual(INVARIANTS_HOLD);

    // the history names it a subscription payment
    const ops = await (
      await t.city()
    ).query(
      `SELECT type, amount FROM profile_operations WHERE user_id = $1 AND type = 'paymentSubscription'`,
      [d.userId],
    );
    expect(ops.rows).toHaveLength(1);
    expect(Number(ops.rows[0]!.amount)).toBe(-MONTH);

    // parking is free for that plate, not for another
    expect(await cost(d.token, plate)).toBe(0);
    expect(await cost(d.token, freshPlate())).toBe(6000);

    const [row] = await benefits(d.token);
    const orderNum = bought.body.orderNum as string;
    expect(row).toMatchObject({
      type: 'subscription',
      variation: 'Абонемент на месяц',
      orderNum,
      zone: ['#'],
      sale: 100,
      transport: { numberTs: plate.replace(/A/g, 'А') },
      canRefund: true,
      canChangeTs: true,
      canPause: true,
      canContinue: false,
      startOf: '16/03/26 00:00',
      endOf: '15/04/26 00:00',
      status: 'active',
      paid: MONTH,
    });

    // another driver sees none of it and can touch none of it
    expect(await benefits(other.token)).toEqual([]);
    for (const action of ['pauseAb', 'continueAb', 'refund']) {
      const res = await t.post(`/backend/v2/${action}`, { orderNum }, other.token);
      expect(res.status).toBe(404);
      expect(res.body.errorName).toBe('SubscriptionNotFound');
    }
    expect((await t.post('/backend/v2/changeGRZ', { orderNum, grzNew: plate }, other.token)).status).toBe(
      404,
    );

    // continue before a pause is not allowed
    const early = await t.post('/backend/v2/continueAb', { orderNum }, d.token);
    expect(early.status).toBe(409);
    expect(early.body.errorName).toBe('SubscriptionActionNotAllowed');

    // pause: parking costs again; two days later continue: the end is two days later
    const paused = await t.post('/backend/v2/pauseAb', { orderNum }, d.token);
    expect(paused.body).toMatchObject({
      message: 'Действие абонемента приостановлено',
      result: { canPause: false, canContinue: true, status: 'paused' },
    });
    expect(await cost(d.token, plate)).toBe(6000);
    setClock('2026-03-18T10:00:00+05:00');
    const resumed = await t.post('/backend/v2/continueAb', { orderNum }, d.token);
    expect(resumed.body).toMatchObject({
      message: 'Действие абонемента возобновлено',
      result: { canPause: true, canContinue: false, status: 'active', endOf: '17/04/26 00:00' },
    });
    expect(await cost(d.token, plate)).toBe(0);

    // change the plate: only to one of the driver's own
    const mine = freshPlate();
    const notMine = await t.post('/backend/v2/changeGRZ', { orderNum, grzNew: mine }, d.token);
    expect(notMine.status).toBe(404);
    expect(notMine.body.errorName).toBe('VehicleNotFound');
    await addVehicle(d.userId, mine.replace(/A/g, 'А'));
    const changed = await t.post('/backend/v2/changeGRZ', { orderNum, grzNew: mine }, d.token);
    expect(changed.body).toMatchObject({
      message: 'Транспортное средство успешно изменено',
      result: { transport: { numberTs: mine.replace(/A/g, 'А') } },
    });
    expect(await cost(d.token, mine)).toBe(0);
    expect(await cost(d.token, plate)).toBe(6000);

    // refund on day 3 (two days were paused): the unused whole days, pro rata
    const refunded = await t.post('/backend/v2/refund', { orderNum }, d.token);
    // 18/03 10:00 to 17/04 00:00 = 29 whole days
    const due = Math.floor((MONTH * 29) / 30);
    expect(refunded.body).toMatchObject({
      message: 'Оплата за абонемент возвращена',
      refunded: due,
      balance: 100_000 + due,
      result: { status: 'refunded', canRefund: false, canPause: false, canChangeTs: false },
    });
    expect(await cost(d.token, mine)).toBe(6000);
    const twice = await t.post('/backend/v2/refund', { orderNum }, d.token);
    expect(twice.body.errorName).toBe('SubscriptionActionNotAllowed');
    expect(await invariants()).toEqual(INVARIANTS_HOLD);
    const cancel = await (
      await t.city()
    ).query(`SELECT amount FROM profile_operations WHERE user_id = $1 AND type = 'cancel'`, [d.userId]);
    expect(Number(cancel.rows[0]!.amount)).toBe(due);
  });

  it('answers bad input with the seeds envelope, never a 500', async () => {
    setClock(MONDAY_10);
    const d = await t.driver();
    await t.fund(d.userId, 10_000_000);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ codeSubscription: 'month', timestart: '2026-03-16' }, 400, 'EmptyTs'],
      [{ vehicle: freshPlate(), timestart: '2026-03-16' }, 400, 'RequiredField'],
      [{ vehicle: freshPlate(), codeSubscription: 'month' }, 400, 'RequiredField'],
      [
        { vehicle: freshPlate(), codeSubscription: 'month', timestart: '2026-04-17' },
        400,
        'SubscriptionStartDateInvalid',
      ],
      [
        { vehicle: freshPlate(), codeSubscription: 'month', timestart: '2026-03-15' },
        400,
        'SubscriptionStartDateInvalid',
      ],
      [{ vehicle: freshPlate(), codeSubscription: 'month', timestart: '31/02/2026' }, 400, 'InvalidFormat'],
      [{ vehicle: freshPlate(), codeSubscription: 'nope', timestart: '2026-03-16' }, 404, 'NotFound'],
      [
        {
          vehicle: freshPlate(),
          codeSubscription: 'month',
          timestart: '2026-03-16',
          paymentService: 'bitcoin',
        },
        400,
        'PaymentServiceNotFound',
      ],
      [{ vehicle: '!!!', codeSubscription: 'month', timestart: '2026-03-16' }, 400, 'InvalidFormat'],
      [{ vehicle: { a: 1 }, codeSubscription: ['x'], timestart: 5 }, 400, ''],
    ];
    for (const [body, status, name] of cases) {
      const res = await buy(d.token, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.status).toBe('error');
      if (name) expect(res.body.errorName, JSON.stringify(body)).toBe(name);
    }
    for (const body of [{}, { orderNum: 'abc' }, { orderNum: '99999999' }]) {
      const res = await t.post('/backend/v2/pauseAb', body, d.token);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.status).toBe('error');
    }
    expect(await balanceOf((await t.city()).db, d.userId)).toBe(10_000_000);
  });

  it('buys prev_day for yesterday whatever timestart says', async () => {
    setClock(MONDAY_10);
    const d = await t.driver();
    await t.fund(d.userId, 30_000);
    const res = await buy(d.token, { vehicle: freshPlate(), codeSubscription: 'prev_day', timestart: null });
    expect(res.status).toBe(200);
    const [row] = await benefits(d.token);
    expect(row).toMatchObject({ startOf: '15/03/26 00:00', endOf: '16/03/26 00:00', status: 'ended' });
    expect(row!.canRefund).toBe(false);
  });
});

describe('by card', () => {
  it('waits for the provider, then the subscription is a benefit', async () => {
    setClock(MONDAY_10);
    const d = await t.driver();
    const plate = freshPlate();
    const res = await buy(d.token, {
      vehicle: plate,
      codeSubscription: 'week',
      paymentService: 'card',
      timestart: '2026-03-16',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ СуммаПополнения: 150_000, amount: 150_000 });
    expect(typeof res.body.RedirectURL).toBe('string');
    expect(await benefits(d.token)).toEqual([]);
    expect(await cost(d.token, plate)).toBe(6000);
    const city = await t.city();
    const { rows } = await city.query(
      `SELECT provider_payment_id, purpose FROM card_payments WHERE id = $1`,
      [res.body.paymentId],
    );
    expect(rows[0]!.purpose).toBe('subscription');
    const settled = await settleCardPayment(city, {
      providerPaymentId: rows[0]!.provider_payment_id as string,
      outcome: 'succeeded',
      amountKopecks: 150_000,
    });
    expect(settled.effect).toBe('handled');
    const [row] = await benefits(d.token);
    expect(row).toMatchObject({ status: 'active', orderNum: res.body.orderNum, paid: 150_000 });
    expect(await cost(d.token, plate)).toBe(0);
    const ops = await city.query(`SELECT type, status FROM profile_operations WHERE user_id = $1`, [
      d.userId,
    ]);
    expect(ops.rows).toEqual([{ type: 'paymentSubscription', status: 'done' }]);
    expect(await invariants()).toEqual(INVARIANTS_HOLD);
  });

  it('a declined payment cancels the waiting subscription', async () => {
    setClock(MONDAY_10);
    const d = await t.driver();
    const plate = freshPlate();
    const body = { vehicle: plate, codeSubscription: 'day', paymentService: 'card', timestart: '2026-03-17' };
    const res = await buy(d.token, body);
    const city = await t.city();
    const { rows } = await city.query(`SELECT provider_payment_id FROM card_payments WHERE id = $1`, [
      res.body.paymentId,
    ]);
    await settleCardPayment(city, {
      providerPaymentId: rows[0]!.provider_payment_id as string,
      outcome: 'failed',
    });
    // the plate is free to buy again
    const again = await buy(d.token, body);
    expect(again.status).toBe(200);
  });
});

describe('the interface for receipts', () => {
  it('creates a waiting subscription and activates it when paid', async () => {
    setClock(MONDAY_10);
    const d = await t.driver();
    const plate = freshPlate().replace(/A/g, 'А');
    const city = await t.city();
    const made = await createAwaitingSubscription(city, {
      userId: d.userId,
      offerCode: 'month',
      plate,
      startDate: '2026-03-19',
    });
    expect(made.amountKopecks).toBe(MONTH);
    expect(await benefits(d.token)).toEqual([]);
    const dup = await buy(d.token, {
      vehicle: plate,
      codeSubscription: 'week',
      paymentService: 'card',
      timestart: '2026-03-20',
    });
    expect(dup.body.errorName).toBe('SubscriptionAlreadyExists');
    const active = await activatePaidSubscription(city, made.subscriptionId, new Date(), {
      notBefore: new Date('2026-03-21T00:00:00+05:00'),
    });
    expect(active.startsAt.toISOString()).toBe(new Date('2026-03-21T00:00:00+05:00').toISOString());
    const [row] = await benefits(d.token);
    expect(row).toMatchObject({ status: 'active', startOf: '21/03/26 00:00', endOf: '20/04/26 00:00' });
    // idempotent
    await activatePaidSubscription(city, made.subscriptionId, new Date());
    await expect(activatePaidSubscription(city, 987654321, new Date())).rejects.toMatchObject({
      errorName: 'SubscriptionNotFound',
    });
  });
});
