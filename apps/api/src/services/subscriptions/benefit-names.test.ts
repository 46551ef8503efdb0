import { afterAll, describe, expect, it } from 'vitest';
import { freshPlate, setClock } from '../parking/parking-test-kit.ts';
import { MONDAY_10, openSubscriptionApp, subscriptionCalls } from './subscription-test-kit.ts';

const t = await openSubscriptionApp();
afterAll(() => t.close());

const { buy } = subscriptionCalls(() => t);
const variations = async (token: string, lang: string) =>
  (
    (await t.get(`/api/profile/get-benefits-v2?lang=${lang}`, token)).body.result as { variation: string }[]
  ).map((b) => b.variation);

describe('benefit names', () => {
  it('names a subscription in the language asked, whatever language it was bought in', async () => {
    setClock(MONDAY_10);
    const d = await t.driver();
    await t.fund(d.userId, 500_000);
    const body = {
      vehicle: freshPlate(),
      codeSubscription: 'month',
      paymentService: 'balance',
      timestart: '2026-03-16',
    };
    expect((await buy(d.token, body, 'names-key-1')).status).toBe(200);

    expect(await variations(d.token, 'en')).toEqual(['Month subscription']);
    expect(await variations(d.token, 'ru')).toEqual(['Абонемент на месяц']);
  });
});
