import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  NewsItemSchema,
  NewsListSchema,
  NotificationSchema,
  SmsCommandSchema,
  StaticPageSchema,
} from '@parking/domain/contracts/content';
import { SettingsFlagsSchema } from '@parking/domain/contracts/settings-flags';
import { SiteOptionsSchema } from '@parking/domain/contracts/site-options';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

describe('content routes', () => {
  let test: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await buildTestApp({ cities: ['perm', 'rostov', 'sevastopol', 'kursk'] });
    app = test.app;
  });
  afterAll(() => test.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url, headers });
    return { status: res.statusCode, body: res.json() };
  };

  const expectError = async (url: string, status: number, errorName: string) => {
    const res = await get(url);
    expect(res.status, url).toBe(status);
    expect(res.body, url).toMatchObject({ status: 'error', errorName });
    expect(typeof res.body.errorMessage).toBe('string');
  };

  it('gives site options with the seeds defaults and perm as the cooperative city', async () => {
    const { status, body } = await get('/api/options/get-options');
    expect(status).toBe(200);
    const options = SiteOptionsSchema.parse(body.result);
    expect(options).toMatchObject({
      numberSmsSendTo: '7878',
      initialZoom: 16,
      isClose: false,
      isCoopProfile: true,
    });
    expect(options.map.mapCenter).toEqual([58.0105, 56.2502]);
    expect(options.menuItems.header.length).toBeGreaterThan(0);
    expect(options.menuItems.footer[0]!.title).toHaveProperty('en');
    expect(options.notification.message).toMatch(/7878/);
    const kursk = SiteOptionsSchema.parse((await get('/c/kursk/api/options/get-options')).body.result);
    expect(kursk.isCoopProfile).toBe(false);
    expect(kursk.map.mapCenter).toEqual([51.7304, 36.1926]);
  });

  it('gives settings flags per city, texts in the asked language', async () => {
    const perm = SettingsFlagsSchema.parse((await get('/api/options/get-settings')).body.result);
    expect(perm).toMatchObject({
      useFlatParking: true,
      usePostPayment: true,
      usePostPaymentYesterday: true,
      useSessionWithoutRegister: true,
      viewPenalty: true,
      useReceipts: true,
      useSubscriptionConstructor: true,
      useBonus: true,
      dontUseBalance: false,
      intervals: { min: 15, max: 1440, step: 15 },
    });
    expect(perm.paymentsMethods.map((m) => m.methodNameForShow)).toContain('Банковская карта');
    expect(perm.paymentsMethods.find((m) => m.methodName === 'mobile')!.isPhoneRequired).toBe(true);
    expect(perm.paymentsMethods.some((m) => m.methodName === 'Квитанция')).toBe(true);
    const en = SettingsFlagsSchema.parse(
      (await get('/api/options/get-settings', { 'accept-language': 'en-GB,en' })).body.result,
    );
    expect(en.paymentsMethods.map((m) => m.methodNameForShow)).toContain('Bank card');
    const rostov = SettingsFlagsSchema.parse((await get('/c/rostov/api/options/get-settings')).body.result);
    expect(rostov.paymentByParkingId).toBe(true);
    const sevastopol = SettingsFlagsSchema.parse(
      (await get('/c/sevastopol/api/options/get-settings')).body.result,
    );
    expect(sevastopol.dontUseBalance).toBe(true);
  });

  it('gives the pop-up notification', async () => {
    const { status, body } = await get('/api/notification/get-popup?lang=en');
    expect(status).toBe(200);
    const popup = NotificationSchema.parse(body.result);
    expect(popup.title).toBe('Tariff change');
    expect(Date.parse(popup.updated)).toBeGreaterThan(0);
  });

  it('pages the news newest first and gives one item by id', async () => {
    const first = await get('/api/news/get-news-list?limit=3');
    expect(first.status).toBe(200);
    const list = NewsListSchema.parse(first.body.result);
    expect(list.items).toHaveLength(3);
    expect(list.count).toBeGreaterThan(3);
    expect(Date.parse(list.items[0]!.date)).toBeGreaterThan(Date.parse(list.items[2]!.date));
    const next = NewsListSchema.parse((await get('/api/news/get-news-list?limit=3&offset=3')).body.result);
    expect(next.items[0]!.id).not.toBe(list.items[0]!.id);
    const beyond = NewsListSchema.parse((await get('/api/news/get-news-list?offset=100000')).body.result);
    expect(beyond).toEqual({ count: list.count, items: [] });
    const defaults = NewsListSchema.parse((await get('/api/news/get-news-list')).body.result);
    expect(defaults.items.length).toBe(Math.min(10, list.count));

    const item = await get(`/api/news/get-news?id=${list.items[0]!.id}&lang=en`);
    expect(item.status).toBe(200);
    const news = NewsItemSchema.parse(item.body.result);
    expect(news.body).toMatch(/^<p>/);
    expect(news.title).toMatch(/[A-Za-z]/);
  });

  it('refuses bad news queries with ValidationError and unknown ids with NotFound', async () => {
    for (const url of [
      '/api/news/get-news-list?limit=-1',
      '/api/news/get-news-list?limit=abc',
      '/api/news/get-news-list?limit=1000',
      '/api/news/get-news-list?offset=-5',
      '/api/news/get-news-list?limit=1&limit=2',
      '/api/news/get-news?id=0',
      '/api/news/get-news?id=abc',
      '/api/news/get-news?id=1.5',
      '/api/news/get-news?id=99999999999',
      '/api/news/get-news',
    ]) {
      await expectError(url, 400, 'ValidationError');
    }
    await expectError('/api/news/get-news?id=999999', 404, 'NotFound');
  });

  it('gives static pages by path and refuses odd paths', async () => {
    for (const path of ['about', 'rules', 'personal-data', 'contacts', 'ABOUT']) {
      const res = await get(`/api/pages/get-page?path=${path}`);
      expect(res.status, path).toBe(200);
      expect(StaticPageSchema.parse(res.body.result).path).toBe(path.toLowerCase());
    }
    const en = await get('/api/pages/get-page?path=rules&lang=en');
    expect(en.body.result.title).toBe('Paid parking rules');
    await expectError('/api/pages/get-page?path=no-such-page', 404, 'NotFound');
    await expectError('/api/pages/get-page?path=%2F%2F', 404, 'NotFound');
    for (const path of ['..%2F..%2Fetc%2Fpasswd', '..', 'a.b', '', '%00', 'x'.repeat(201)]) {
      await expectError(`/api/pages/get-page?path=${path}`, 400, 'ValidationError');
    }
    await expectError('/api/pages/get-page', 400, 'ValidationError');
  });

  it('lists SMS commands in the zone*plate*hours style', async () => {
    const { status, body } = await get('/api/sms/get-commands');
    expect(status).toBe(200);
    const commands = body.result.map((c: unknown) => SmsCommandSchema.parse(c));
    expect(commands[0].example).toMatch(/^\d+\*[A-Z0-9]+\*\d+$/);
    expect(commands[0].command_transcription.split('*')).toHaveLength(3);
    const rostov = (await get('/c/rostov/api/sms/get-commands')).body.result;
    expect(rostov.length).toBe(commands.length + 1);
  });

  it('answers CityNotFound for every content call of an unknown city', async () => {
    for (const path of [
      '/api/options/get-options',
      '/api/options/get-settings',
      '/api/notification/get-popup',
      '/api/news/get-news-list',
      '/api/news/get-news?id=1',
      '/api/pages/get-page?path=about',
      '/api/sms/get-commands',
    ]) {
      await expectError(`/c/nowhere${path}`, 404, 'CityNotFound');
    }
  });
});
