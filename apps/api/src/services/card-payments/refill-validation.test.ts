import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDriver, registerDriver } from '../../../test/account-test-kit.ts';
import {
  http,
  invariants,
  newDriver,
  refill,
  startCardTestServer,
  type CardTestServer,
} from './card-payment-test-kit.ts';
import { INVARIANTS_HOLD } from '../../db/ledger/check-invariants.ts';

let t: CardTestServer;
let token: string;
beforeAll(async () => {
  t = await startCardTestServer({ HOSTED_CITIES: 'perm,sevastopol,rostov' });
  token = (await newDriver(t)).token;
});
afterAll(async () => t?.close());

const paymentsOf = async () =>
  Number((await t.city.query('SELECT count(*) AS n FROM card_payments')).rows[0]!.n);

describe('POST /api/payment/refill', () => {
  it.each([
    [{ PaymentService: 'card' }, 'NoSumEntered'],
    [{ PaymentService: 'card', RefillAmount: '' }, 'NoSumEntered'],
    [{ PaymentService: 'card', RefillAmount: '0' }, 'NoSumEntered'],
    [{ PaymentService: 'card', RefillAmount: 'abc' }, 'ItNeedToBeANumber'],
    [{ PaymentService: 'card', RefillAmount: '12.345' }, 'ItNeedToBeANumber'],
    // never cleaned into another amount (100 roubles, 112 roubles)
    [{ PaymentService: 'card', RefillAmount: '-100' }, 'ItNeedToBeANumber'],
    [{ PaymentService: 'card', RefillAmount: '1e12' }, 'ItNeedToBeANumber'],
    [{ PaymentService: 'card', RefillAmount: -100 }, 'ItNeedToBeANumber'],
    [{ PaymentService: 'card', RefillAmount: '100.5.5' }, 'ItNeedToBeANumber'],
    [{ PaymentService: 'card', RefillAmount: '150001' }, 'RefillAmountCanNotBeMaxAllowable'],
    [{ RefillAmount: 100 }, 'NotSelectedPaymentService'],
    [{ PaymentService: 'bitcoin', RefillAmount: 100 }, 'PaymentServiceNotFound'],
    [{ PaymentService: 'balance', RefillAmount: 100 }, 'PaymentServiceNotFound'],
    [{ PaymentService: 'mobile', RefillAmount: 100 }, 'RequiredField'],
    [{ PaymentService: 'mobile', RefillAmount: 100, phone: '12345' }, 'InvalidFormat'],
    [{ PaymentService: 'Квитанция', RefillAmount: 100 }, 'InDevelopingError'],
  ])('refuses %j with %s and makes no payment', async (body, errorName) => {
    const before = await paymentsOf();
    const res = await refill(t, token, body);
    expect(res.body).toMatchObject({ status: 'error', errorName });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await paymentsOf()).toBe(before);
  });

  it('reads "1 000" as the thousand the payer typed (spaces group thousands)', async () => {
    const res = await refill(t, token, { PaymentService: 'card', RefillAmount: '1 000' });
    expect(res.body).toMatchObject({ status: 'ok', amount: 100000 });
  });

  it('needs a driver token', async () => {
    const res = await http(`${t.base}/api/payment/refill`, {
      body: { PaymentService: 'card', RefillAmount: 100 },
    });
    expect(res.status).toBe(401);
    expect(res.body.errorName).toBe('TokenNotFound');
  });

  it('takes the mobile method with a phone, without bonus, form-encoded too', async () => {
    const res = await http(`${t.base}/api/payment/refill`, {
      body: 'payment=mobile&amount=99.9&phone=%2B7%20(912)%20345-67-89',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', amount: 9990, bonus: 0 });
    const { rows } = await t.city.query('SELECT phone, method FROM card_payments WHERE id = $1', [
      res.body.paymentId,
    ]);
    expect(rows[0]).toEqual({ phone: '79123456789', method: 'mobile' });
  });

  it('a phone method leads to /phone-payment-callback and the SMS carries the way to pay', async () => {
    const res = await refill(t, token, { PaymentService: 'mobile', RefillAmount: 120, phone: '79123450001' });
    expect(res.body).toMatchObject({ status: 'ok', amount: 12000 });
    // not the card page: the driver waits for the SMS (document 1 §2)
    expect(res.body.RedirectURL).toBe(`${t.base}/phone-payment-callback`);
    const { rows } = await t.city.query(
      `SELECT channel, template, vars FROM outbox WHERE recipient = '79123450001' ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        channel: 'sms',
        template: 'mobile-payment',
        vars: { amount: '12000', url: expect.stringMatching(/\/sandbox-pay\/perm\/sbx_/) },
      },
    ]);
    const state = await http(`${t.base}/api/payment/card-payment?paymentId=${res.body.paymentId}`, { token });
    expect(state.body.result).toMatchObject({ status: 'pending', RedirectURL: res.body.RedirectURL });
    // another city: its own address; the English site: the English page
    const rostov = await newDriverIn('rostov');
    const there = await http(`${t.base}/c/rostov/api/payment/refill`, {
      token: rostov,
      body: {
        PaymentService: 'mobile',
        RefillAmount: 100,
        phone: '79123450002',
        returnTo: '/en/profile/parking',
      },
    });
    expect(there.body.RedirectURL).toBe(`${t.base}/c/rostov/en/phone-payment-callback`);
  });

  it('is FeatureDisabled in a no-balance city and without bonus where bonus is off', async () => {
    const sevastopol = await newDriverIn('sevastopol');
    const off = await http(`${t.base}/c/sevastopol/api/payment/refill`, {
      token: sevastopol,
      body: { PaymentService: 'card', RefillAmount: 100 },
    });
    expect(off.body).toMatchObject({ status: 'error', errorName: 'FeatureDisabled' });
    const rostov = await newDriverIn('rostov');
    const plain = await http(`${t.base}/c/rostov/api/payment/refill`, {
      token: rostov,
      body: { PaymentService: 'card', RefillAmount: 100 },
    });
    expect(plain.body).toMatchObject({ status: 'ok', amount: 10000, bonus: 0 });
    expect(plain.body.RedirectURL).toMatch(/\/sandbox-pay\/rostov\/sbx_/);
  });

  it('gives one payment for the same idempotency key sent 20 times at once', async () => {
    const before = await paymentsOf();
    const key = `same-key-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refill(t, token, { PaymentService: 'card', RefillAmount: 500 }, key)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.paymentId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.RedirectURL)).size).toBe(1);
    expect(await paymentsOf()).toBe(before + 1);
    // the same key with another amount: a reused key
    const reused = await refill(t, token, { PaymentService: 'card', RefillAmount: 501 }, key);
    expect(reused.status).toBe(409);
    expect(await invariants(t)).toEqual(INVARIANTS_HOLD);
  });
});

const newDriverIn = (city: string) => registerDriver(t.app, freshDriver(city), city);
