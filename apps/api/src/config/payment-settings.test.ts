import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { ConfigError } from './env.ts';
import { paymentSettingsFrom, providerSettingsOf } from './payment-settings.ts';

describe('a card provider per city (PAYMENT_PROVIDER[_<CITY>] and its keys)', () => {
  it('takes a city its own provider and keys, the others the shared ones', () => {
    const env = {
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: '100500',
      YOOKASSA_SECRET_KEY: 'test_shared_secret',
      PAYMENT_PROVIDER_NIZHNY_NOVGOROD: 'cloudpayments',
      CLOUDPAYMENTS_PUBLIC_ID_NIZHNY_NOVGOROD: 'pk_nn',
      CLOUDPAYMENTS_API_SECRET_NIZHNY_NOVGOROD: 'nn_api_secret',
      YOOKASSA_SHOP_ID_KAZAN: '200',
      PAYMENT_SBP_KAZAN: 'true',
    };
    const settings = paymentSettingsFrom(env, ['perm', 'kazan', 'nizhny-novgorod']);
    expect(settings('perm')).toMatchObject({ kind: 'yookassa', shopId: '100500', sbp: false });
    expect(settings('kazan')).toMatchObject({ kind: 'yookassa', shopId: '200', sbp: true });
    expect(settings('nizhny-novgorod')).toMatchObject({
      kind: 'cloudpayments',
      publicId: 'pk_nn',
      apiUrl: 'https://api.cloudpayments.ru',
    });
    expect(providerSettingsOf({}, 'perm')).toEqual({ kind: 'sandbox' });
  });

  it('stops the start naming the city whose keys are missing or wrong', () => {
    const missing = () =>
      paymentSettingsFrom({ PAYMENT_PROVIDER_KAZAN: 'cloudpayments', CLOUDPAYMENTS_PUBLIC_ID: 'pk' }, [
        'perm',
        'kazan',
      ]);
    expect(missing).toThrow(ConfigError);
    expect(missing).toThrow(/CLOUDPAYMENTS_API_SECRET_KAZAN\) for city kazan/);
    expect(() => paymentSettingsFrom({ PAYMENT_PROVIDER: 'paypal' }, ['perm'])).toThrow(
      /PAYMENT_PROVIDER for city perm/,
    );
    expect(() =>
      paymentSettingsFrom(
        {
          PAYMENT_PROVIDER: 'yookassa',
          YOOKASSA_SHOP_ID: '1',
          YOOKASSA_SECRET_KEY: 'long-enough',
          YOOKASSA_API_URL: 'ftp://x',
        },
        ['perm'],
      ),
    ).toThrow(/YOOKASSA_API_URL for city perm/);
  });
});

describe('SBP in the payment methods where the city provider takes it', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp({
      cities: ['perm', 'kazan'],
      env: {
        PAYMENT_PROVIDER_KAZAN: 'yookassa',
        YOOKASSA_SHOP_ID_KAZAN: '100500',
        YOOKASSA_SECRET_KEY_KAZAN: 'test_kazan_secret',
        PAYMENT_SBP_KAZAN: 'true',
      },
    });
    app = t.app;
  });
  afterAll(() => t.close());

  const methods = async (path: string, lang = 'ru') => {
    const res = await app.inject({ method: 'GET', url: path, headers: { 'accept-language': lang } });
    return (res.json().result.paymentsMethods as { methodName: string; methodNameForShow: string }[]).map(
      (m) => `${m.methodName}:${m.methodNameForShow}`,
    );
  };

  it('lists SBP after the card in kazan (YooKassa with SBP), never in perm (the sandbox)', async () => {
    const kazan = await methods('/c/kazan/api/options/get-settings');
    const card = kazan.findIndex((m) => m.startsWith('card:'));
    expect(kazan[card + 1]).toBe('sbp:СБП');
    expect(await methods('/c/kazan/api/options/get-settings', 'en')).toContain('sbp:SBP (Faster Payments)');
    expect((await methods('/api/options/get-settings')).some((m) => m.startsWith('sbp:'))).toBe(false);
  });
});
