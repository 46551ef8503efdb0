import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openParkingApp, type ParkingTestApp } from '../services/parking/parking-test-kit.ts';
import { perCityData } from '../config/env.ts';

const count = async (t: ParkingTestApp, city: string, table: string) =>
  Number((await (await t.city(city)).query(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

describe('CITY_DATA: a city starts with demo data or empty', () => {
  let empty: ParkingTestApp;
  let demo: ParkingTestApp;
  beforeAll(async () => {
    empty = await openParkingApp(['perm'], { CITY_DATA: 'empty', DEMO_OPERATOR_PASSWORD: 'demo-operator-1' });
    demo = await openParkingApp(['perm']);
  });
  afterAll(async () => {
    await empty?.close();
    await demo?.close();
  });

  it('an empty city has no zones, objects or news, but answers with its defaults and a calendar', async () => {
    for (const table of ['zones', 'map_objects', 'news', 'static_pages', 'sms_commands'])
      expect(await count(empty, 'perm', table), table).toBe(0);
    expect(await count(empty, 'perm', 'production_calendar')).toBeGreaterThan(0);
    const options = await empty.get('/api/options/get-options', '');
    expect(options).toMatchObject({
      status: 200,
      body: { status: 'ok', result: { numberSmsSendTo: '7878' } },
    });
    expect((await empty.get('/api/news/get-news-list', '')).body.result).toEqual({
      count: 0,
      items: [],
    });
    // the demo administrator still comes from DEMO_OPERATOR_PASSWORD
    const login = await empty.post('/api/operator/login', { login: 'operator', password: 'demo-operator-1' });
    expect(login.status).toBe(200);
  });

  it('the demo stays the default', async () => {
    expect(await count(demo, 'perm', 'zones')).toBeGreaterThan(0);
    expect(await count(demo, 'perm', 'news')).toBeGreaterThan(0);
  });

  it('reads CITY_DATA_<CITY> overrides', () => {
    expect(
      perCityData({ CITY_DATA_NIZHNY_NOVGOROD: 'empty', CITY_DATA_PERM: 'nonsense', CITY_DATA: 'demo' }),
    ).toEqual({
      'nizhny-novgorod': 'empty',
    });
  });
});
