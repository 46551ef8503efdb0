import { afterAll, describe, expect, it } from 'vitest';
import { freshPlate, setClock } from '../parking/parking-test-kit.ts';
import { MONDAY_10, openSubscriptionApp, subscriptionCalls } from './subscription-test-kit.ts';

const t = await openSubscriptionApp();
afterAll(() => t.close());

const { buy, cost, benefits } = subscriptionCalls(() => t);

describe('constructor', () => {
  it('lists zones and terms, prices a selection and sells it', async () => {
    setClock(MONDAY_10);
    const d = await t.driver();
    const zones = await t.get('/backend/v2/getZones', d.token);
    expect(zones.status).toBe(200);
    const list = zones.body.result as { code: string; special: boolean }[];
    expect(list.map((z) => z.code)).toEqual(expect.arrayContaining(['T1', 'T3']));
    const timing = await t.get('/backend/v2/getTiming', d.token);
    expect(timing.body.result).toEqual([1, 7, 30, 90, 180, 365]);

    const priced = await t.post(
      '/backend/v2/selectedAbonements',
      { zones: ['T1', 'T3'], dateStart: '2026-03-17', timing: 30 },
      d.token,
    );
    expect(priced.status).toBe(200);
    const [result] = priced.body.result as Record<string, unknown>[];
    // T1 weekday 24 h = 84 000 kopecks; a quarter is 21 000 a day; two zones, 30 days at 0.75
    expect(result).toMatchObject({ zones: ['T1', 'T3'], startDate: '2026-03-17', days: 30, price: 945_000 });

    for (const [body, name] of [
      [{ zones: [], dateStart: '2026-03-17', timing: 30 }, 'NoZoneSelected'],
      [{ zones: ['ZZ9'], dateStart: '2026-03-17', timing: 30 }, 'ZoneNotFound'],
      [{ zones: ['T1'], dateStart: '2026-03-10', timing: 30 }, 'SubscriptionStartDateInvalid'],
      [{ zones: ['T1'], dateStart: 'soon', timing: 30 }, 'InvalidFormat'],
    ] as const) {
      const res = await t.post('/backend/v2/selectedAbonements', body, d.token);
      expect(res.body.errorName, JSON.stringify(body)).toBe(name);
      expect(res.status).toBeLessThan(500);
    }

    await t.fund(d.userId, 945_000);
    const plate = freshPlate();
    const bought = await buy(d.token, {
      vehicle: plate,
      codeSubscription: result!.permissionKindCode,
      timestart: '2026-03-17',
    });
    expect(bought.body).toMatchObject({ status: 'ok', amount: 945_000 });
    const [row] = await benefits(d.token);
    expect(row).toMatchObject({ zone: ['T1', 'T3'], variation: 'Абонемент на 30 дн.' });
    setClock('2026-03-17T10:00:00+05:00');
    expect(await cost(d.token, plate, 'T1')).toBe(0);
  });

  it('is off where the city does not use it', async () => {
    const d = await t.driver('rostov');
    const res = await t.get('/backend/v2/getZones', d.token, 'rostov');
    expect(res.status).toBe(403);
    expect(res.body.errorName).toBe('FeatureDisabled');
  });
});
